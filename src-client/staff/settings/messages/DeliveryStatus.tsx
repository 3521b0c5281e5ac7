import { Alert, Skeleton, Stack } from '@chakra-ui/react';
import { errorMessage } from '../../../shared/errors';
import { LoadError } from '../../../shared/LoadError';
import { trpc } from '../../../shared/trpc';

/**
 * How mail leaves (decision 0014): through the SMTP server the environment names, or nowhere, the
 * messages kept in the outbox; and whether Settings → System's e-mail switch writes any at all.
 */
export function DeliveryStatus() {
  const status = trpc.messages.status.useQuery();
  if (status.isError) return <LoadError text={`Error loading the mail status: ${errorMessage(status.error)}`} onRetry={() => void status.refetch()} />;
  if (!status.data) return <Skeleton h="12" />;
  const { smtpConfigured, smtpHost, from, emailEnabled } = status.data;
  return (
    <Stack gap="3">
      <Alert.Root status={smtpConfigured ? 'success' : 'info'} variant="subtle">
        <Alert.Indicator />
        <Alert.Description>
          {smtpConfigured
            ? `Mail goes out through ${smtpHost ?? 'the SMTP server'} as ${from}.`
            : 'No SMTP server is configured: messages are kept here and not sent (set SMTP_URL).'}
        </Alert.Description>
      </Alert.Root>
      {!emailEnabled && (
        <Alert.Root status="warning" variant="subtle">
          <Alert.Indicator />
          <Alert.Description>E-mail is switched off in Settings → System: no message is written until it is switched on.</Alert.Description>
        </Alert.Root>
      )}
    </Stack>
  );
}
