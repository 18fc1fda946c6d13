// A TCP proxy for fault tests: put it between a client and a server (Redis, PostgreSQL) and
//   cut()       drop every connection and stop listening, so new connects are refused;
//   restore()   listen again on the same port (clients reconnect as they would to a restarted server);
//   blackhole() keep accepting and holding connections but forward nothing either way (a network
//               partition: bytes sent meanwhile are held and delivered when it heals, as TCP would);
//   freezeWhen() stop one connection dead at a chosen point of its conversation (the moment a client
//               sends a given statement), to kill the client there.
import net from "node:net";

export interface TcpProxy {
  /** The local port clients connect to (127.0.0.1). */
  readonly port: number;
  /** Destroys every connection and stops listening; connects are refused until restore(). */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  /** On: accept and hold connections, forward nothing. Off: deliver what was held and forward again. */
  blackhole(on: boolean): void;
  /**
   * Resolves when a client sends bytes matching `match`; from then on that connection forwards nothing.
   * "before": the matching bytes never reach the server; "after": they do, and the server's answer is held.
   */
  freezeWhen(match: RegExp, when: "before" | "after"): Promise<void>;
  /** Number of client connections currently open. */
  connections(): number;
  close(): Promise<void>;
}

interface Pair {
  client: net.Socket;
  upstream: net.Socket | null;
  /** bytes held while blackholed, per direction */
  toUpstream: Buffer[];
  toClient: Buffer[];
  /** Stopped by freezeWhen: nothing more is forwarded either way. */
  frozen: boolean;
}

export async function startTcpProxy(target: { host: string; port: number; listenPort?: number }): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let holding = false;
  const freezes: { match: RegExp; when: "before" | "after"; frozen: () => void }[] = [];
  let server: net.Server | null = null;
  let port = target.listenPort ?? 0;

  const dispose = (pair: Pair) => {
    pairs.delete(pair);
    pair.client.destroy();
    pair.upstream?.destroy();
  };

  const flush = (pair: Pair) => {
    if (holding || pair.frozen) return;
    if (pair.upstream && !pair.upstream.connecting) {
      for (const chunk of pair.toUpstream.splice(0)) pair.upstream.write(chunk);
    }
    for (const chunk of pair.toClient.splice(0)) pair.client.write(chunk);
  };

  const connectUpstream = (pair: Pair) => {
    const upstream = net.connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.setNoDelay(true);
    upstream.on("connect", () => flush(pair));
    upstream.on("data", (data: Buffer) => {
      if (pair.frozen) return;
      if (holding) pair.toClient.push(data);
      else pair.client.write(data);
    });
    upstream.on("error", () => dispose(pair));
    upstream.on("close", () => dispose(pair));
  };

  const onConnection = (client: net.Socket) => {
    client.setNoDelay(true);
    const pair: Pair = { client, upstream: null, toUpstream: [], toClient: [], frozen: false };
    pairs.add(pair);
    client.on("data", (data: Buffer) => {
      if (pair.frozen) return;
      const freeze = freezes.find((f) => f.match.test(data.toString("latin1")));
      if (freeze) {
        freezes.splice(freezes.indexOf(freeze), 1);
        if (freeze.when === "after" && pair.upstream && !pair.upstream.connecting && !holding) pair.upstream.write(data);
        pair.frozen = true;
        freeze.frozen();
        return;
      }
      if (holding || !pair.upstream || pair.upstream.connecting) pair.toUpstream.push(data);
      else pair.upstream.write(data);
    });
    client.on("error", () => dispose(pair));
    client.on("close", () => dispose(pair));
    // A partition: the client's connect succeeds (the proxy is local) but nothing reaches the server.
    if (!holding) connectUpstream(pair);
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = net.createServer(onConnection);
      next.once("error", reject);
      next.listen(port, "127.0.0.1", () => {
        next.off("error", reject);
        server = next;
        port = (next.address() as net.AddressInfo).port;
        resolve();
      });
    });

  const stopListening = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = null;
      for (const pair of [...pairs]) dispose(pair);
      if (!current) return resolve();
      current.close(() => resolve());
    });

  await listen();

  return {
    get port() {
      return port;
    },
    cut: stopListening,
    async restore() {
      if (!server) await listen();
    },
    blackhole(on: boolean) {
      if (holding === on) return;
      holding = on;
      if (on) return;
      for (const pair of pairs) {
        if (!pair.upstream) connectUpstream(pair);
        else flush(pair);
      }
    },
    freezeWhen(match, when) {
      return new Promise<void>((resolve) => freezes.push({ match, when, frozen: resolve }));
    },
    connections: () => pairs.size,
    close: stopListening,
  };
}
