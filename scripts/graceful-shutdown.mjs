// Graceful shutdown for the production server (scripts/serve.mjs). When an instance is told to stop
// (SIGTERM: a deploy, a scale-down, a load balancer draining it), it stops taking new connections at
// once, lets the requests already running finish, closes kept-alive connections as soon as they are
// idle, and cuts whatever is still running once `timeoutMs` has passed, so a stop never hangs.

/**
 * Makes `server` drainable. While draining, responses carry `Connection: close`, so a kept-alive
 * client does not send the next request on a socket that is about to go.
 * @param {import("node:http").Server} server
 * @param {{ timeoutMs: number }} options
 * @returns {{ drain: () => Promise<boolean> }} `drain()` resolves true when every request finished in
 *   time, false when the bound was reached and the rest were cut; calling it again returns the same promise.
 */
export function drainable(server, { timeoutMs }) {
  /** @type {Promise<boolean> | undefined} */
  let draining;
  /** Responses whose headers may not be sent yet. @type {Set<import("node:http").ServerResponse>} */
  const pending = new Set();
  server.prependListener("request", (_req, res) => {
    if (draining) return void res.setHeader("Connection", "close");
    // Answers already under way (or whose client left) are forgotten here, not by a listener on each
    // response: Next puts up to eight `close` listeners on one already, and Node warns past ten
    // (scripts/shop-server.mjs).
    for (const earlier of pending) if (earlier.headersSent || earlier.destroyed) pending.delete(earlier);
    pending.add(res);
  });

  async function drain() {
    for (const res of pending) if (!res.headersSent) res.setHeader("Connection", "close");
    pending.clear();
    const closed = new Promise((resolve) => server.close(() => resolve(true)));
    server.closeIdleConnections();
    // A connection that finishes its request becomes idle: close it then, not at the bound.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const bound = new Promise((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    const finished = await Promise.race([closed, bound]);
    clearInterval(idle);
    clearTimeout(timer);
    if (!finished) server.closeAllConnections();
    return /** @type {boolean} */ (finished);
  }

  return { drain: () => (draining ??= drain()) };
}

/** SHUTDOWN_TIMEOUT_MS (default 20 s): how long a stopping instance lets running requests finish. */
export function shutdownTimeoutMs(env = process.env) {
  const value = Number(env.SHUTDOWN_TIMEOUT_MS);
  return Number.isFinite(value) && value >= 0 ? value : 20_000;
}
