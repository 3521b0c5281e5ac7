import { Readable } from 'node:stream';
import { Client } from 'basic-ftp';
import type { TFtpTarget } from '../../config.js';

/** An FTP exchange that takes longer than this has stalled: the run is recorded failed and tried again the next day. */
const FTP_TIMEOUT_MS = 60_000;

/** Where files go, as the panel may show it: the host and folder, never the login. */
export const uploadTargetText = (target: TFtpTarget) => `${target.host}${target.port === 21 ? '' : `:${target.port}`}/${target.folder}`;

/** An error's text without the login, in case a server or library echoes it back. */
export function withoutCredentials(message: string, target: TFtpTarget): string {
  let text = message;
  for (const secret of [target.password, encodeURIComponent(target.password)]) if (secret) text = text.split(secret).join('***');
  return text;
}

/**
 * Uploads the files into the target's folder (ftps: explicit TLS), each replacing the file of the
 * same name; answers the server's reply to the last one. Throws the server's answer when it refuses.
 */
export async function uploadFiles(target: TFtpTarget, files: readonly { name: string; body: Buffer }[]): Promise<string> {
  const client = new Client(FTP_TIMEOUT_MS);
  try {
    await client.access({ host: target.host, port: target.port, user: target.user, password: target.password, secure: target.secure });
    if (target.folder) await client.cd(target.folder);
    let answer = '';
    for (const file of files) answer = (await client.uploadFrom(Readable.from(file.body), file.name)).message;
    return answer;
  } finally {
    client.close();
  }
}
