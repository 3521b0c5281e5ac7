import { Box, Button, DataList, Dialog, Heading, Stack } from '@chakra-ui/react';
import { RotateCwIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TMessage, TMessageSummary } from '../../../../src-shared/schemas/messages';
import { errorMessage } from '../../../shared/errors';
import { LoadError } from '../../../shared/LoadError';
import { notify } from '../../../shared/toaster';
import { trpc } from '../../../shared/trpc';
import { useFormat, type TFormatters } from '../../../shared/use-format';
import { FormDialog } from '../../components/FormDialog';
import { DialogLoading } from '../../records/AnimalDialogContent';
import { useLastPresent } from '../../records/use-last-present';
import { auditTime } from '../audit/audit-columns';
import { mayBeSentAgain, MESSAGE_KIND_LABELS } from './message-words';
import { MessageStateBadge } from './outbox-columns';
import { SandboxedHtml } from './SandboxedHtml';

const when = (at: string | null, format: TFormatters) => {
  if (!at) return null;
  const { date, time } = auditTime(at, format);
  return `${date} ${time}`;
};

/** A message's envelope: to whom, what, its Message-ID, when it was written and sent, and what the SMTP server said. */
function Headers({ message }: { message: TMessage }) {
  const format = useFormat();
  const rows: [string, ReactNode][] = [
    ['To', message.toName ? `${message.toName} <${message.to}>` : message.to],
    ['Subject', message.subject],
    ['Message', MESSAGE_KIND_LABELS[message.kind]],
    ['State', <MessageStateBadge key="state" state={message.state} />],
    ['Message-ID', message.messageId],
    ['Written', when(message.createdAt, format)],
    ['Sent', when(message.sentAt, format) ?? 'Not sent'],
    ['Attempts', message.lastAttemptAt ? `${message.attempts}, the last ${when(message.lastAttemptAt, format)}` : String(message.attempts)],
    ['SMTP answer', message.smtpResponse ?? 'None'],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" aria-label="Message headers">
      {rows.map(([label, value]) => (
        <DataList.Item key={label} minW="0">
          <DataList.ItemLabel minW="28">{label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word" minW="0">
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="2" aria-label={title}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** Send again: a failed or refused message goes back to the queue, its Message-ID unchanged. */
function SendAgainButton({ message }: { message: TMessageSummary }) {
  const sendAgain = trpc.messages.sendAgain.useMutation();
  const send = async () => {
    try {
      const queued: TMessageSummary = await sendAgain.mutateAsync({ id: message.id });
      notify('success', { title: 'Message queued again', description: `To ${queued.to}: its state shows in the outbox.` });
    } catch (error) {
      notify('error', { title: 'Error', description: errorMessage(error) });
    }
  };
  return (
    <Button loading={sendAgain.isPending} loadingText="Sending..." onClick={() => void send()}>
      <RotateCwIcon />
      Send again
    </Button>
  );
}

function MessageContent({ id }: { id: number }) {
  const query = trpc.messages.get.useQuery({ id });
  if (query.isPending) return <DialogLoading />;
  if (query.isError) {
    return (
      <Dialog.Body pb="6">
        <LoadError text={`Error loading the message: ${errorMessage(query.error)}`} onRetry={() => void query.refetch()} />
      </Dialog.Body>
    );
  }
  const message: TMessage = query.data;
  return (
    <>
      {/* A long message scrolls here, and holds nothing to tab to: the region itself takes focus, so a keyboard scrolls it. */}
      <Dialog.Body tabIndex={0} role="region" aria-label="The message">
        <Stack gap="6">
          <Headers message={message} />
          <Part title="Plain text">
            <Box as="pre" whiteSpace="pre-wrap" wordBreak="break-word" fontFamily="inherit" fontSize="sm" bg="bg.subtle" p="3" rounded="md">
              {message.text}
            </Box>
          </Part>
          <Part title="HTML">
            <SandboxedHtml html={message.html} title="The message as HTML" />
          </Part>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer borderTopWidth="1px" pt="4">
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">Close</Button>
        </Dialog.ActionTrigger>
        {mayBeSentAgain(message.state) && <SendAgainButton message={message} />}
      </Dialog.Footer>
    </>
  );
}

/** One message of the outbox as it was written: its headers, its plain text and its HTML part, shown without running anything in it. */
export function MessageDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const shown = useLastPresent(id);
  return (
    <FormDialog open={id !== null} onOpenChange={(open) => !open && onClose()} title="Message" description="As the shelter wrote it, to the letter.">
      {shown !== null && <MessageContent key={shown} id={shown} />}
    </FormDialog>
  );
}
