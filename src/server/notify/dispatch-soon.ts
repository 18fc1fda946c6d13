import "server-only";
import { after } from "next/server";

// Work that must not hold up the shopper's answer (sending a WhatsApp message): inside a request
// it runs after the response is sent (next/server's after()); elsewhere (a script, a test calling a
// function directly) it is awaited for at most SEND_WAIT_MS and then left to finish on its own.

export const SEND_WAIT_MS = 3_000;

export async function dispatchSoon(label: string, task: () => Promise<unknown>): Promise<void> {
  const run = async () => {
    try {
      await task();
    } catch (error) {
      console.error(`${label} failed`, error);
    }
  };
  try {
    after(run);
    return;
  } catch {
    // Outside a request scope: run it now, waiting a little.
  }
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([run(), new Promise<void>((resolve) => (timer = setTimeout(resolve, SEND_WAIT_MS)))]);
  clearTimeout(timer);
}
