import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer on loopback, for the tests of several server processes: each request goes to
 * the next upstream in turn, with X-Forwarded-For extended as a reverse proxy does (the app trusts
 * loopback proxies, so it sees the address the request came from). An upstream that fails before
 * answering gives 502, one that fails mid-answer cuts the connection; `remove` takes an upstream
 * out of the turn, as a load balancer's health check would.
 */
export interface TRoundRobinProxy {
  url: string;
  /** Requests sent to each upstream so far, by its URL. */
  sent: Map<string, number>;
  remove(upstream: string): void;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(upstreams: string[]): Promise<TRoundRobinProxy> {
  const turn = [...upstreams];
  const sent = new Map(upstreams.map((upstream) => [upstream, 0]));
  let next = 0;
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const upstream = turn[next++ % turn.length] ?? '';
    sent.set(upstream, (sent.get(upstream) ?? 0) + 1);
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const forwarded = http.request(
      new URL(req.url ?? '/', upstream),
      { method: req.method, headers: { ...req.headers, 'x-forwarded-for': forwardedFor }, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on('close', () => answer.complete || res.destroy());
      },
    );
    forwarded.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent,
    remove(upstream) {
      turn.splice(turn.indexOf(upstream), 1);
    },
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
