// A load balancer for the scale tests: a small HTTP proxy that sends each request to the next of its
// upstreams in turn, as a round-robin balancer in front of several instances does.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RoundRobin {
  readonly url: string;
  /** Requests sent to each upstream so far, in the upstreams' order. */
  counts(): number[];
  close(): Promise<void>;
}

export async function startRoundRobin(upstreams: readonly string[]): Promise<RoundRobin> {
  const targets = upstreams.map((upstream) => new URL(upstream));
  const counts = targets.map(() => 0);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const server = http.createServer((req, res) => {
    const index = next;
    next = (next + 1) % targets.length;
    counts[index]! += 1;
    const target = targets[index]!;
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts: () => [...counts],
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
