import { createClient } from "redis";

// Cleaning up after a run that gave the shared cache a Redis namespace of its own (REDIS_KEY_PREFIX):
// the scale tests and the two-instance benchmark.

/** Deletes every key under `prefix:`; returns how many. */
export async function dropRedisKeys(prefix: string, url = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379"): Promise<number> {
  const client = createClient({ url });
  await client.connect();
  try {
    const keys: string[] = [];
    for await (const batch of client.scanIterator({ MATCH: `${prefix}:*`, COUNT: 500 })) keys.push(...batch);
    for (let i = 0; i < keys.length; i += 500) await client.del(keys.slice(i, i + 500));
    return keys.length;
  } finally {
    await client.close();
  }
}
