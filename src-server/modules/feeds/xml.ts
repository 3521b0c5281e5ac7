const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Staff's text as XML character data or an attribute value: the five markup characters escaped,
 * and the control characters XML 1.0 cannot carry at all (even escaped) left out, so a pasted
 * description can never make a feed unreadable.
 */
export function escapeXml(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}
