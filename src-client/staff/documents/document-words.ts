/** The kinds of file a document is, as staff name them. */
const KINDS: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
  'image/webp': 'WebP image',
};

/** A document's kind from its content type (the server's, read from its bytes): "PDF", "JPEG image", or the type itself. */
export const documentKind = (contentType: string): string => KINDS[contentType] ?? contentType;
