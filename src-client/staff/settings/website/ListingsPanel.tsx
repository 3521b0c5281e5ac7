import { Alert, Button, Flex, Heading, Link, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { DownloadIcon, RefreshCwIcon } from 'lucide-react';
import type { TListingExport, TListingExportState, TListingSiteStatus } from '../../../../src-shared/schemas/listings';
import { errorMessage } from '../../../shared/errors';
import { LoadError } from '../../../shared/LoadError';
import type { TStatusPalette } from '../../../shared/status-palette';
import { StatusBadge } from '../../../shared/StatusBadge';
import { trpc } from '../../../shared/trpc';
import { useFormat } from '../../../shared/use-format';
import { auditTime } from '../audit/audit-columns';
import { SettingsPanel } from '../SettingsPanel';

/** The environment variables that configure each site's upload (README, configuration). */
const UPLOAD_VARIABLES: Record<TListingSiteStatus['site'], string> = {
  petfinder: 'PETFINDER_FTP_URL (and PETFINDER_SHELTER_ID when the login is not the shelter’s ID)',
  adoptapet: 'ADOPTAPET_FTP_URL',
};

const STATE_BADGES: Record<TListingExportState, { label: string; palette: TStatusPalette }> = {
  made: { label: 'Files made', palette: 'blue' },
  uploaded: { label: 'Uploaded', palette: 'green' },
  failed: { label: 'Failed', palette: 'red' },
};

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString()} KB`;

function LatestRun({ run }: { run: TListingExport }) {
  const format = useFormat();
  const { date, time } = auditTime(run.startedAt, format);
  const badge = STATE_BADGES[run.state];
  return (
    <Stack gap="2" aria-label="Latest export">
      <Flex gap="2" align="center" wrap="wrap">
        <StatusBadge status={badge.label} palette={badge.palette} />
        <Text fontSize="sm">
          {date} {time} · {run.animals.toLocaleString()} {run.animals === 1 ? 'animal' : 'animals'}
          {run.uploadTarget ? ` · to ${run.uploadTarget}` : ''}
        </Text>
      </Flex>
      {run.message && (
        <Text fontSize="sm" color={run.state === 'failed' ? 'fg.error' : 'fg.muted'}>
          {run.message}
        </Text>
      )}
      {run.files.length > 0 && (
        <List.Root variant="plain" gap="1">
          {run.files.map((file) => (
            <List.Item key={file.name}>
              <Link href={`/api/listings/${run.site}/files/${encodeURIComponent(file.name)}`} download={file.name} fontSize="sm">
                <DownloadIcon size="14" />
                {file.name} ({kilobytes(file.bytes)})
              </Link>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}

function SiteExport({ status }: { status: TListingSiteStatus }) {
  const utils = trpc.useUtils();
  const run = trpc.listings.run.useMutation({ onSettled: () => utils.listings.status.invalidate() });
  return (
    <Stack gap="3" as="section" aria-label={status.name} borderTopWidth="1px" pt="4">
      <Flex gap="3" justify="space-between" align="center" wrap="wrap">
        <Heading as="h3" size="md">
          {status.name}
        </Heading>
        <Button size="sm" variant="outline" loading={run.isPending} loadingText="Making files..." onClick={() => run.mutate({ site: status.site })}>
          <RefreshCwIcon />
          Make files now
        </Button>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        {status.uploadConfigured
          ? 'The files are uploaded by FTP after each run.'
          : `No upload is configured: the files are only made here, to download (set ${UPLOAD_VARIABLES[status.site]}).`}
      </Text>
      {run.isError && (
        <Alert.Root status="error" variant="subtle">
          <Alert.Indicator />
          <Alert.Description>The files were not made: {errorMessage(run.error)}</Alert.Description>
        </Alert.Root>
      )}
      {status.latest ? <LatestRun run={status.latest} /> : <Text fontSize="sm">No export yet: one is made each day, or now with the button.</Text>}
    </Stack>
  );
}

/**
 * Settings → Website's listing sites (docs/domain.md#website): per site, whether its upload is
 * configured, the latest export with its files to download, and a button to make them now.
 */
export function ListingsPanel() {
  const statuses = trpc.listings.status.useQuery();
  return (
    <SettingsPanel
      title="Listing sites"
      description="Petfinder and Adopt-a-Pet take the adoptable animals as files in their own layouts, made every day and uploaded when the server is configured for it."
    >
      {statuses.isError ? (
        <LoadError text={`Error loading the listing exports: ${errorMessage(statuses.error)}`} onRetry={() => void statuses.refetch()} />
      ) : !statuses.data ? (
        <Skeleton h="24" />
      ) : (
        statuses.data.map((status) => <SiteExport key={status.site} status={status} />)
      )}
    </SettingsPanel>
  );
}
