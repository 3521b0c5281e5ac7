import type { FastifyReply } from 'fastify';

/**
 * Content-Disposition for a download under any name: a plain ASCII `filename` for old clients and
 * the exact name as `filename*` (RFC 6266, RFC 8187), so no name can break the header.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * A private file sent as a download: saved under its name, never kept by a cache, and never
 * sniffed into something a browser would run.
 */
export function sendDownload(reply: FastifyReply, file: { contentType: string; name: string; body: Buffer }): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentDisposition(file.name))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.body);
}
