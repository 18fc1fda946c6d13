import { AppError } from "@/server/errors";

// A bound on concurrent work with a bounded waiting line: at most `maxActive` jobs run at once,
// at most `maxQueued` wait (first come, first served), and anything beyond that is refused at
// once with 503 and Retry-After instead of piling up in memory. Used for demo-picture renders,
// which each take a core for a few hundred milliseconds on this 2-core box.

export const BUSY_MSG = "Pictures are being prepared. Please try again in a few seconds.";
const RETRY_AFTER_SECONDS = 5;

export class RenderLimiter {
  #active = 0;
  #peak = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(
    readonly maxActive: number,
    readonly maxQueued: number,
  ) {
    if (!Number.isInteger(maxActive) || maxActive < 1) throw new Error("maxActive must be a positive integer");
    if (!Number.isInteger(maxQueued) || maxQueued < 0) throw new Error("maxQueued must be a whole number");
  }

  /** Jobs running now, jobs waiting, and the most that ever ran at once. */
  get stats(): { active: number; queued: number; peak: number } {
    return { active: this.#active, queued: this.#waiting.length, peak: this.#peak };
  }

  /** Runs the job when a slot is free; rejects with a 503 AppError when the waiting line is full. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.#active >= this.maxActive) {
      if (this.#waiting.length >= this.maxQueued) {
        throw new AppError("SERVICE_UNAVAILABLE", BUSY_MSG, { headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } });
      }
      // The slot is handed over by the finishing job (see below), so #active never overshoots.
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#active++;
    }
    this.#peak = Math.max(this.#peak, this.#active);
    try {
      return await job();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#active--;
    }
  }
}
