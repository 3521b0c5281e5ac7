import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * An SMTP server in the test's own process, for the messages' tests (a real SMTP exchange, no
 * mock): it keeps every message it accepts, parsed enough to check what a reader sees.
 *
 *   const sink = await startSmtpSink();                 // listening on 127.0.0.1, a free port
 *   createTestApp({ config: { mail: { smtpUrl: sink.url, from: 'shelter@example.org' } } });
 *   await vi.waitFor(() => expect(sink.messages).toHaveLength(1));
 *   sink.messages[0].subject, .text, .html, .messageId, .headers['list-unsubscribe'] …
 *   await sink.stop();  …  await sink.start();         // an outage, then the same port again
 *
 * Any user and password log in. `refuse(address)` true answers that recipient 550 (a permanent refusal). Each delivery is kept,
 * a repeated one too: count by `messageId` to see duplicates.
 */
export interface TSinkMessage {
  /** The envelope's recipients (RCPT TO), as the server accepted them. */
  to: string[];
  /** The headers' From, as written ("Name" <address>). */
  from: string;
  subject: string;
  /** The Message-ID header, with its angle brackets. */
  messageId: string;
  text: string;
  html: string;
  /** Every header, by lower-case name, decoded. */
  headers: Record<string, string>;
}

export interface TSmtpSink {
  /** smtp://127.0.0.1:{port}, for SMTP_URL. */
  url: string;
  messages: TSinkMessage[];
  /** Stops listening (the port stays this sink's): deliveries fail as when a server is down. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

export async function startSmtpSink(options: { refuse?: (address: string) => boolean } = {}): Promise<TSmtpSink> {
  const messages: TSinkMessage[] = [];
  let server: SMTPServer | undefined;
  let port = 0;
  const listen = async () => {
    const current = new SMTPServer({
      authOptional: true,
      // Plain text on the loopback: nodemailer would otherwise upgrade to TLS and refuse a self-signed certificate.
      disabledCommands: ['STARTTLS'],
      // Any login is accepted, so an SMTP_URL with credentials works too.
      allowInsecureAuth: true,
      onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
      closeTimeout: 1000,
      logger: false,
      onRcptTo(address, _session, callback) {
        if (options.refuse?.(address.address)) {
          const error = Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected: User unknown`), { responseCode: 550 });
          return callback(error);
        }
        return callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          messages.push(
            parseMessage(
              Buffer.concat(chunks).toString('utf8'),
              session.envelope.rcptTo.map((rcpt) => rcpt.address),
            ),
          );
          callback(null, 'Message queued as test');
        });
      },
    });
    server = current;
    await new Promise<void>((resolve, reject) => {
      current.once('error', reject);
      current.listen(port, '127.0.0.1', () => resolve());
    });
    port = (current.server.address() as AddressInfo).port;
  };
  await listen();
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async stop() {
      const current = server;
      server = undefined;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    start: listen,
  };
}

/** Headers unfolded, by lower-case name, with RFC 2047 encoded words decoded. */
function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r\n(?=[ \t])/g, '').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_word, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    default:
      return body;
  }
}

/** The text and HTML parts of a message, however nested its multipart parts (nodemailer's alternative). */
function parts(raw: string): { text: string; html: string; headers: Record<string, string> } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = parseHeaders(split < 0 ? raw : raw.slice(0, split));
  const body = split < 0 ? '' : raw.slice(split + 4);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const found = { text: '', html: '', headers };
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const inner = parts(part.replace(/^\r\n/, '').replace(/\r\n$/, ''));
      found.text ||= inner.text;
      found.html ||= inner.html;
    }
    return found;
  }
  const content = decodeBody(body, headers['content-transfer-encoding']).replace(/\r\n/g, '\n');
  return /^text\/html/i.test(type) ? { text: '', html: content, headers } : { text: content, html: '', headers };
}

function parseMessage(raw: string, to: string[]): TSinkMessage {
  const { text, html, headers } = parts(raw);
  return { to, from: headers.from ?? '', subject: headers.subject ?? '', messageId: headers['message-id'] ?? '', text, html, headers };
}
