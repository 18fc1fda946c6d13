import { PrismaPg } from "@prisma/adapter-pg";

// Prisma's driver adapter for pg, whose transactions send their queries one at a time.
//
// Why: a transaction is one pg connection, and Prisma 7's query interpreter loads the sibling
// relations of one query (an `include` or `select` of two or more relations) side by side
// (Promise.all over its "join" node). Outside a transaction each goes to its own pooled connection;
// inside one they all land on the same pg client, which pg 8.19+ answers with "DeprecationWarning:
// Calling client.query() when the client is already executing a query" and pg 9 with an error.
// Upstream: prisma/orm issue 29407 (fix proposed in pull request 29979, serialising in the adapter
// as here; not in 7.10). Queries outside transactions stay parallel: the pool gives each its own
// connection. Our own code runs a transaction's queries one after another as well (plain awaits).

type PgConfig = ConstructorParameters<typeof PrismaPg>[0];
type PgAdapter = Awaited<ReturnType<PrismaPg["connect"]>>;
type PgTransaction = Awaited<ReturnType<PgAdapter["startTransaction"]>>;

/** `new PrismaPg(config)`, but each transaction runs its queries in turn. */
export function pgAdapter(config: PgConfig): PrismaPg {
  const factory = new PrismaPg(config);
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    const startTransaction = adapter.startTransaction.bind(adapter);
    adapter.startTransaction = async (isolationLevel) => inTurn(await startTransaction(isolationLevel));
    return adapter;
  };
  return factory;
}

/** Makes `tx` send each query only once the one before has been answered (failed or not). */
function inTurn(tx: PgTransaction): PgTransaction {
  let last: Promise<unknown> = Promise.resolve();
  const queued = <T>(work: () => Promise<T>): Promise<T> => {
    const answer = last.then(work);
    last = answer.catch(() => undefined); // a failed query does not hold up the next
    return answer;
  };
  const { queryRaw, executeRaw } = tx;
  // Savepoints go through `this.executeRaw`, so they queue too.
  tx.queryRaw = (query) => queued(() => queryRaw.call(tx, query));
  tx.executeRaw = (query) => queued(() => executeRaw.call(tx, query));
  return tx;
}
