/**
 * The bench's stand-in for a shelter's own website: a plain page on another origin (a port of its
 * own) embedding the widget with its one-line snippet, listed in Settings → Website so the widget
 * may read the animals (CORS).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const ADMIN = { username: 'bench-admin', password: 'bench lighthouse widget page' };
/** The app's bootstrap admin, through whom the host page's origin is listed. */
export const WIDGET_ADMIN_ENV = { SHELTER_ADMIN_USERNAME: ADMIN.username, SHELTER_ADMIN_PASSWORD: ADMIN.password };

const page = (base: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Friends of the Shelter</title>
<meta name="description" content="Adopt one of our partner shelter's animals."></head>
<body style="margin:0;font-family:system-ui,sans-serif">
<main style="max-width:72rem;margin:auto;padding:16px"><h1>Adopt a friend</h1>
<p>These animals are waiting at our partner shelter.</p>
<script async src="${base}/widget.js" data-shelter-adoptables></script>
</main>
</body>
</html>`;

async function listOrigin(base: string, origin: string): Promise<void> {
  const headers = { 'content-type': 'application/json', 'x-shelter-csrf': '1' };
  const login = await fetch(`${base}/api/login`, { method: 'POST', headers, body: JSON.stringify(ADMIN) });
  const cookie = login.headers
    .getSetCookie()
    .find((header) => header.startsWith('shelter_session='))
    ?.split(';')[0];
  if (!login.ok || !cookie) throw new Error(`The bench admin could not log in: ${login.status} ${await login.text()}`);
  const saved = await fetch(`${base}/api/settings`, {
    method: 'PUT',
    headers: { ...headers, cookie },
    body: JSON.stringify({ website: { allowedOrigins: [origin] } }),
  });
  if (!saved.ok) throw new Error(`Listing ${origin} failed: ${saved.status} ${await saved.text()}`);
}

/** Serves the page on a free port and lists its origin on the app at `base`. */
export async function startWidgetHost(base: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(page(base));
  });
  // The app listens on 127.0.0.1: this page on localhost is another origin, and another site.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}/`;
  await listOrigin(base, new URL(url).origin);
  return { url, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
