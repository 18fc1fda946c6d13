// A fix for @electric-sql/pglite-socket's query queue (0.2.x). PGlite is one PostgreSQL session;
// the socket server feeds it the protocol messages of all connections one message at a time,
// keeping a connection's messages together only inside a transaction. Outside one, two clients'
// extended-protocol pipelines (Parse, Bind, Describe, Execute ... Sync) interleave, and the second
// Parse replaces the first client's unnamed statement: concurrent queries then get each other's
// rows. Prisma sends every query that way, so concurrent page renders saw wrong data.
//
// This keeps a connection's pipeline together until its Sync (or a simple Query), on top of the
// queue's own transaction pinning. It replaces one method of the queue object; the server, the
// handlers and the message parsing stay the library's.

const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'

interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
  onData: (data: Uint8Array) => void;
}

interface QueryQueue {
  queue: QueuedMessage[];
  processing: boolean;
  lastHandlerId: number | null;
  db: {
    isInTransaction(): boolean;
    runExclusive<T>(fn: () => Promise<T>): Promise<T>;
    execProtocolRawStream(message: Uint8Array, options: { onRawData: (data: Uint8Array) => void }): Promise<unknown>;
  };
  processQueue(): Promise<void>;
  clearQueueForHandler(handlerId: number): void;
}

/** True when the message ends a pipeline, or is not part of one (start-up and SSL requests have no type byte). */
function endsPipeline(message: Uint8Array): boolean {
  const type = message[0];
  return type === SYNC || type === QUERY || type === TERMINATE || type === 0;
}

export function keepPipelinesTogether(server: unknown): void {
  const queue = (server as { queryQueue?: QueryQueue }).queryQueue;
  if (!queue || typeof queue.processQueue !== "function" || !Array.isArray(queue.queue)) {
    throw new Error("pglite-socket changed its query queue; review scripts/db/pipeline-queue.ts");
  }
  let pinned: number | null = null;

  const clear = queue.clearQueueForHandler.bind(queue);
  queue.clearQueueForHandler = (handlerId: number) => {
    if (pinned === handlerId) pinned = null; // a client that left mid-pipeline must not hold the queue
    clear(handlerId);
  };

  queue.processQueue = async function processQueue(this: QueryQueue) {
    if (this.processing || this.queue.length === 0) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const owner = this.db.isInTransaction() && this.lastHandlerId !== null ? this.lastHandlerId : pinned;
        let item: QueuedMessage | undefined;
        if (owner === null) {
          item = this.queue.shift();
        } else {
          const index = this.queue.findIndex((q) => q.handlerId === owner);
          if (index === -1) break; // wait for the owner's next message; enqueue() calls us again
          item = this.queue.splice(index, 1)[0];
        }
        if (!item) break;
        pinned = endsPipeline(item.message) ? null : item.handlerId;
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
        } catch (error) {
          pinned = null;
          item.reject(error);
          continue;
        }
        this.lastHandlerId = item.handlerId;
        item.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  };
}
