import { Alert, Button, Card, FileUpload, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { DownloadIcon, UploadIcon } from 'lucide-react';
import { useState } from 'react';
import type { TRestoreResult } from '../../../src-shared/schemas/backup';
import { responseMessage } from '../../shared/errors';
import { notify } from '../../shared/toaster';
import { ConfirmDialog } from '../records/ConfirmDialog';

type TOutcome = { status: 'success' | 'error'; title: string; description: string };

/** The file name the server gave (Content-Disposition), else one for today. */
function fileNameOf(response: Response): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return named ?? `shelter-backup-${new Date().toISOString().slice(0, 10)}.json`;
}

/** Has the browser download `url`, saving it under `name` (or the name the server gives). */
function downloadFrom(url: string, name = ''): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Hands a downloaded file to the browser as a download. */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  downloadFrom(url, name);
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** An archive (backup with photos, .tar) goes as one, streamed; anything else as a JSON backup. */
const isArchive = (file: File) => /\.tar$/i.test(file.name);

/**
 * Settings → Backup & Data: a full backup to download, with its photos and documents (a .tar,
 * GET /api/backup/archive) or data only (JSON, GET /api/backup), and a restore of either into an
 * empty installation (POST /api/restore, README "Backup and restore"); the tab is an
 * administrator's (settings-tabs.ts). A restore replaces the users and sessions too, so afterwards
 * this browser is signed out and the login form asks for an account from the backup.
 */
export function BackupPanel() {
  const queryClient = useQueryClient();
  const [downloading, setDownloading] = useState<'archive' | 'data' | undefined>();
  const [file, setFile] = useState<File | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [restoring, setRestoring] = useState(false);
  const [outcome, setOutcome] = useState<TOutcome | undefined>();
  // A new key empties the file picker after a restore.
  const [pickerKey, setPickerKey] = useState(0);

  const report = (next: TOutcome) => {
    setOutcome(next);
    notify(next.status, { title: next.title, description: next.description });
  };

  /**
   * The archive can be gigabytes: the browser fetches and saves it itself as it arrives. A call
   * first checks the session and the database, so a refusal shows here rather than as a saved file.
   */
  async function downloadArchive() {
    setDownloading('archive');
    try {
      const check = await fetch('/api/me');
      if (!check.ok) {
        report({ status: 'error', title: 'Backup failed', description: await responseMessage(check) });
        return;
      }
      downloadFrom('/api/backup/archive');
      report({
        status: 'success',
        title: 'Backup started',
        description: 'Your browser saves the .tar file in its downloads as it arrives. Keep it somewhere safe: it holds personal data.',
      });
    } catch {
      report({ status: 'error', title: 'Backup failed', description: 'The server could not be reached. Please try again.' });
    } finally {
      setDownloading(undefined);
    }
  }

  async function downloadData() {
    setDownloading('data');
    try {
      const response = await fetch('/api/backup');
      if (!response.ok) {
        report({ status: 'error', title: 'Backup failed', description: await responseMessage(response) });
        return;
      }
      const name = fileNameOf(response);
      saveFile(await response.blob(), name);
      report({ status: 'success', title: 'Backup downloaded', description: `Saved as ${name}. Keep it somewhere safe: it holds personal data.` });
    } catch {
      report({ status: 'error', title: 'Backup failed', description: 'The server could not be reached. Please try again.' });
    } finally {
      setDownloading(undefined);
    }
  }

  async function restore() {
    if (!file) return;
    setRestoring(true);
    try {
      // The file goes as it is, read by the browser as it is sent.
      const contentType = isArchive(file) ? 'application/x-tar' : 'application/json';
      const response = await fetch('/api/restore', { method: 'POST', headers: { 'content-type': contentType }, body: file });
      if (!response.ok) {
        report({ status: 'error', title: 'Restore failed', description: await responseMessage(response) });
        return;
      }
      const result = (await response.json()) as TRestoreResult;
      report({ status: 'success', title: 'Backup restored', description: `${result.message} Log in with an account from the backup.` });
      setFile(undefined);
      setPickerKey((key) => key + 1);
      // This browser's session went with the installation's users: checking it again brings up the login form.
      await queryClient.resetQueries();
    } catch {
      report({ status: 'error', title: 'Restore failed', description: 'The server could not be reached. Please try again.' });
    } finally {
      setRestoring(false);
      setConfirming(false);
    }
  }

  return (
    <Stack gap="6">
      <Card.Root>
        <Card.Body gap="3">
          <Heading as="h3" size="md">
            Download a backup
          </Heading>
          <Text color="fg.muted">
            One file with everything in Shelter: animals and all their records, their photos and documents, applications, finances, settings, users and the
            audit log.
          </Text>
          <HStack gap="3" wrap="wrap">
            <Button onClick={() => void downloadArchive()} loading={downloading === 'archive'} loadingText="Preparing backup..." disabled={!!downloading}>
              <DownloadIcon aria-hidden /> Download backup with photos (.tar)
            </Button>
            <Button
              variant="outline"
              onClick={() => void downloadData()}
              loading={downloading === 'data'}
              loadingText="Preparing backup..."
              disabled={!!downloading}
            >
              <DownloadIcon aria-hidden /> Download data only (.json)
            </Button>
          </HStack>
          <Text color="fg.muted" textStyle="sm">
            Data only: every record, without the photos and documents themselves.
          </Text>
        </Card.Body>
      </Card.Root>

      <Card.Root>
        <Card.Body gap="3">
          <Heading as="h3" size="md">
            Restore a backup
          </Heading>
          <Text color="fg.muted">
            Only into an empty installation (no animals, records, applications or transactions yet). The users, settings and audit log of the backup replace
            this installation&apos;s, and you will be signed out. A backup with photos (.tar) brings them back too; a data-only backup (.json) does not.
          </Text>
          <FileUpload.Root
            key={pickerKey}
            maxFiles={1}
            accept={['application/x-tar', '.tar', 'application/json', '.json']}
            onFileChange={(details) => setFile(details.acceptedFiles[0])}
          >
            <FileUpload.HiddenInput aria-label="Backup file" />
            <HStack gap="3" wrap="wrap">
              <FileUpload.Trigger asChild>
                <Button variant="outline">
                  <UploadIcon aria-hidden /> Choose Backup File
                </Button>
              </FileUpload.Trigger>
              <Text>{file ? file.name : 'No file chosen'}</Text>
            </HStack>
          </FileUpload.Root>
          <HStack>
            <Button colorPalette="red" disabled={!file} onClick={() => setConfirming(true)}>
              Restore
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>

      {outcome && (
        <Alert.Root status={outcome.status} role={outcome.status === 'error' ? 'alert' : 'status'}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{outcome.title}</Alert.Title>
            <Alert.Description>{outcome.description}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      <ConfirmDialog
        open={confirming}
        title="Restore this backup?"
        description={`Shelter will be replaced by the contents of ${file?.name ?? 'the backup'}, including its users and settings. This cannot be undone.`}
        confirmLabel="Restore"
        busy={restoring}
        onConfirm={() => void restore()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
