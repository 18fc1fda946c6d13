// A load balancer for the scale tests and the two-instance benchmark (bench/instances.ts): a small
// HTTP proxy that sends each request to the next of its upstreams in turn, as a round-robin balancer
// in front of several instances does.
import http from "node:http";
import type net from "node:net";
import { pipeline } from "node:stream";

export interface RoundRobin {
  url: string;
  /** Requests sent to each upstream so far, in the upstreams' order. */
  counts(): number[];
  /** GETs sent again after a kept-alive socket failed as it was reused; upstream errors answered 502, by code. */
  problems(): { retried: number; upstreamErrors: Record<string, number> };
  close(): Promise<void>;
}

/**
 * Each request goes to the next upstream in turn, over a keep-alive agent of 64 sockets per upstream,
 * and behaves as a production balancer does under load:
 * - a client that goes away mid-request (autocannon closes its connections with requests in flight at
 *   the end of every run) takes its upstream request with it, so its socket is freed (left unread, the
 *   agent's 64 sockets were all taken after a few load runs, and every later request waited);
 * - idle sockets are closed before the instance's keep-alive timeout, and a GET that still meets a
 *   socket closed under it is sent again once (counted).
 */
export async function startRoundRobin(upstreams: readonly string[]): Promise<RoundRobin> {
  const targets = upstreams.map((upstream) => new URL(upstream));
  const counts = targets.map(() => 0);
  const upstreamErrors: Record<string, number> = {};
  let retried = 0;
  // A timeout of its own lets the agent apply the instances' "Keep-Alive: timeout=5" hint (an agent without
  // one ignores it): an idle socket is closed here before the instance closes it, so a request is not
  // sent down a socket the instance is closing at that moment (ECONNRESET, a 502 of the balancer's own).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64, timeout: 60_000 });
  let next = 0;
  const forward = (req: http.IncomingMessage, res: http.ServerResponse, target: URL, retry: boolean) => {
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        pipeline(answer, res, () => {}); // a client gone mid-answer destroys the answer, and so its socket
      },
    );
    upstream.on("error", (error: NodeJS.ErrnoException) => {
      if (res.destroyed) return;
      // A kept-alive socket that the instance closed as it was reused: a GET is sent again once, on a fresh socket.
      if (retry && upstream.reusedSocket && !res.headersSent) {
        retried += 1;
        forward(req, res, target, false);
        return;
      }
      const key = error.code ?? error.message;
      upstreamErrors[key] = (upstreamErrors[key] ?? 0) + 1;
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    res.once("close", () => {
      if (!res.writableFinished) upstream.destroy(); // the client went away before its answer was sent
    });
    if (req.method === "GET" || req.method === "HEAD") upstream.end();
    else req.pipe(upstream);
  };
  const server = http.createServer((req, res) => {
    const index = next;
    next = (next + 1) % targets.length;
    counts[index]! += 1;
    const idempotent = req.method === "GET" || req.method === "HEAD";
    if (idempotent) req.resume(); // no body to forward
    forward(req, res, targets[index]!, idempotent);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts: () => [...counts],
    problems: () => ({ retried, upstreamErrors: { ...upstreamErrors } }),
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
