/**
 * docs/architecture.md#errors: every REST error body is exactly `{ message, code, issues? }`, issues being
 * `[{ path, message }]`, and no body carries a stack, a path inside the server or SQL.
 * Answers what is wrong with a response, or undefined when it is a proper error answer.
 */
export function errorBodyProblem(contentType: string | undefined, text: string): string | undefined {
  if (!/^application\/json\b/.test(contentType ?? '')) return `content type ${contentType ?? 'none'}, not JSON`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'the body is not valid JSON';
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'the body is not an object';
  const { message, code, issues, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length) return `unexpected keys ${Object.keys(rest).join(', ')}`;
  if (typeof message !== 'string' || !message) return 'no message';
  if (typeof code !== 'string' || !/^[A-Z_]+$/.test(code)) return 'no code';
  // Stacks, server paths, and SQL as the driver writes it (lower case, quoted identifiers).
  if (/node_modules|\/src-server\/|\bat \S+ \(|\b(select .+ from|insert into|delete from|update) "\w+"/.test(message))
    return `the message leaks internals: ${message}`;
  if (issues === undefined) return undefined;
  if (!Array.isArray(issues)) return 'issues is not an array';
  for (const issue of issues as unknown[]) {
    if (typeof issue !== 'object' || issue === null) return 'an issue is not an object';
    const { path, message: text, ...other } = issue as Record<string, unknown>;
    if (typeof path !== 'string' || typeof text !== 'string' || Object.keys(other).length) return `an issue is not { path, message }: ${JSON.stringify(issue)}`;
  }
  return undefined;
}
