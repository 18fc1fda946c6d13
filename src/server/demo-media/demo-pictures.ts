import { type DemoArt } from "./demo-art";
import { parseDemoKey } from "./demo-keys";
import { RenderLimiter } from "./render-limiter";

// Serving a demo picture: the stored bytes when the media storage has them; otherwise, only for a
// key the shop actually uses (the seed's rows, the home page's banners), one render, saved to the
// storage so it never happens again; anything else is "not found".
//
// What keeps a flood of requests from turning into endless CPU work:
// - keys are parsed strictly (demo-keys.ts), so only a finite set of pictures can exist at all;
// - unknown keys never render (isUsedKey), so a crawler guessing keys costs a lookup, not a render;
// - concurrent requests for one key share one render (in-flight map), and the job re-reads the
//   storage before drawing, so a key is drawn at most once even when requests interleave;
// - at most `maxConcurrent` renders run at once, at most `maxQueued` wait; beyond that, 503.

export interface DemoPictureStorage {
  read(key: string): Promise<Buffer | null>;
  save(key: string, bytes: Uint8Array): Promise<void>;
}

export interface DemoPicturesOptions {
  storage: DemoPictureStorage;
  /** True when the shop uses this demo key (see used-demo-keys.ts). */
  isUsedKey: (key: string) => Promise<boolean>;
  render: (art: DemoArt) => Promise<Buffer>;
  maxConcurrent?: number;
  maxQueued?: number;
}

export interface DemoPictures {
  /** WebP bytes for a demo key; null when the key is malformed or not used by the shop. */
  get(key: string): Promise<Buffer | null>;
  /** Renders done so far, and the limiter's state (for tests and logs). */
  stats(): { renders: number; active: number; queued: number; peak: number };
}

export function createDemoPictures(options: DemoPicturesOptions): DemoPictures {
  const { storage, isUsedKey, render } = options;
  const limiter = new RenderLimiter(options.maxConcurrent ?? 2, options.maxQueued ?? 16);
  // One entry per key being rendered or waiting to be: bounded by maxConcurrent + maxQueued.
  const inFlight = new Map<string, Promise<Buffer>>();
  let renders = 0;

  function renderOnce(key: string, art: DemoArt): Promise<Buffer> {
    const pending = limiter
      .run(async () => {
        const stored = await storage.read(key); // a request that just finished may have saved it
        if (stored) return stored;
        renders++;
        const bytes = await render(art);
        await storage.save(key, bytes);
        return bytes;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
    return pending;
  }

  return {
    async get(key) {
      const art = parseDemoKey(key);
      if (!art) return null;
      const stored = await storage.read(key);
      if (stored) return stored;
      const pending = inFlight.get(key);
      if (pending) return pending;
      if (!(await isUsedKey(key))) return null;
      // Another request may have started the render while we looked the key up.
      return inFlight.get(key) ?? renderOnce(key, art);
    },
    stats: () => ({ renders, ...limiter.stats }),
  };
}
