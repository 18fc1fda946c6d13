import { randomBytes, timingSafeEqual } from "node:crypto";
import type { Env } from "@/env";
import { onTagsExpired } from "@/server/cache/tag-signals";
import { TAG } from "@/server/cache-tags";

// Exact offer boundaries on every instance (issue 44). An automatic offer that starts at midnight IST
// must be on the product pages at midnight, and gone when it ends; the cached pages carry TAG.offers.
// revalidateTag needs a request's work store (from a timer it throws "static generation store
// missing"), so this clock, started once per server process by src/instrumentation.ts, keeps one
// timer and at each wake POSTs to its own /api/offers/boundary (127.0.0.1:$PORT) with a random token
// made for this process. The route (src/app/api/offers/boundary/route.ts) checks the token, expires
// the offers tag when an automatic offer started or ended since the clock's last call
// (refreshStorefront({ offers: true }): with REDIS_URL the other instances hear it too; a duplicate
// is harmless) and answers the next boundary; the timer is then set to that boundary + 1 s, or the
// next poll (OFFER_CLOCK_POLL_MS, default an hour), whichever is sooner. An offers expiry (an owner's
// change, here or on another instance) wakes the clock at once. Looking back from the last call also
// catches an offer written straight into the database, or a timer that slept through a suspended
// machine. The clock itself touches no database: it only keeps time.

const STATE = Symbol.for("silver-aura.offer-clock");
const DEFAULT_POLL_MS = 3_600_000;
/** After the boundary: its second is over, so the route's read sees the offer started (or ended). */
const AFTER_BOUNDARY_MS = 1_000;
/** A failed call (the server not listening yet, busy) is tried again this soon. */
const RETRY_MS = 5_000;
/** setTimeout's ceiling (about 24.8 days). */
const MAX_TIMER_MS = 2_147_483_647;

export const OFFER_CLOCK_HEADER = "x-offer-clock-token";

/** The boundary route's answer. */
export interface BoundaryAnswer {
  /** The instant the route read up to: the clock's next call looks back to it. */
  checkedAt: Date;
  nextChangeAt: Date | null;
}

/** What the clock needs from the world: its server's boundary route (tests give their own). */
export interface ClockDeps {
  /** Calls the boundary route: expire the offers tag if a boundary passed after `checkedAt`; the next one. */
  call: (token: string, checkedAt: Date) => Promise<BoundaryAnswer>;
  now?: () => Date;
  pollMs?: number;
}

interface ClockState {
  token: string;
  timer: ReturnType<typeof setTimeout> | null;
  /** Where the route read up to: boundaries after it have not been told yet. */
  checkedAt: Date;
  running: boolean;
  /** A call was asked for while one was running: make one more after it. */
  again: boolean;
  stopped: boolean;
}

const store = globalThis as unknown as Record<symbol, ClockState | undefined>;

function state(): ClockState {
  return (store[STATE] ??= {
    token: randomBytes(32).toString("base64url"),
    timer: null,
    checkedAt: new Date(),
    running: false,
    again: false,
    stopped: true,
  });
}

/** This process's token, made once (the boundary route compares what it is sent with it). */
export function offerClockToken(): string {
  return state().token;
}

/** Whether a request's token is this process's (constant time); false before the clock made one. */
export function isOfferClockToken(sent: string | null): boolean {
  const token = store[STATE]?.token;
  if (!token || !sent) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** How long to sleep: until the next boundary + 1 s, or the next poll, whichever comes first. */
export function nextWakeMs(next: Date | null, now: Date, pollMs: number): number {
  const untilBoundary = next === null ? Infinity : next.getTime() + AFTER_BOUNDARY_MS - now.getTime();
  return Math.max(0, Math.min(untilBoundary, pollMs, MAX_TIMER_MS));
}

function sleep(deps: ClockDeps, ms: number): void {
  const clock = state();
  if (clock.stopped) return;
  if (clock.timer) clearTimeout(clock.timer);
  clock.timer = setTimeout(() => void tick(deps), ms);
  // The clock never keeps a process alive on its own.
  clock.timer.unref?.();
}

/** One call of the route, then the timer for the next one. */
export async function tick(deps: ClockDeps): Promise<void> {
  const clock = state();
  if (clock.stopped) return;
  if (clock.running) {
    clock.again = true;
    return;
  }
  clock.running = true;
  const pollMs = deps.pollMs ?? DEFAULT_POLL_MS;
  try {
    const answer = await deps.call(clock.token, clock.checkedAt);
    clock.checkedAt = answer.checkedAt;
    sleep(deps, nextWakeMs(answer.nextChangeAt, (deps.now ?? (() => new Date()))(), pollMs));
  } catch (error) {
    // Not listening yet (the first call at start), or busy: again soon. The cache's own life is the safety net.
    if (!(error instanceof TypeError)) console.warn(`[offers] the offer clock's call failed: ${error instanceof Error ? error.message : String(error)}`);
    sleep(deps, Math.min(RETRY_MS, pollMs));
  } finally {
    clock.running = false;
  }
  if (clock.again) {
    clock.again = false;
    await tick(deps);
  }
}

/** Starts the clock once per process (a second call is a no-op); the first call after `firstDelayMs`. */
export function startOfferClock(deps: ClockDeps, firstDelayMs = 0): void {
  const clock = state();
  if (!clock.stopped) return;
  clock.stopped = false;
  clock.checkedAt = (deps.now ?? (() => new Date()))();
  onTagsExpired("offer-clock", [TAG.offers], () => void tick(deps));
  sleep(deps, firstDelayMs);
}

/** Stops the timer (tests). */
export function stopOfferClock(): void {
  const clock = store[STATE];
  if (!clock) return;
  clock.stopped = true;
  if (clock.timer) clearTimeout(clock.timer);
  clock.timer = null;
}

/** The route's JSON → the clock's answer. */
export function readBoundaryAnswer(body: unknown): BoundaryAnswer {
  const data = (body ?? {}) as { checked_at?: unknown; next_change_at?: unknown };
  const checkedAt = typeof data.checked_at === "string" ? new Date(data.checked_at) : null;
  if (checkedAt === null || Number.isNaN(checkedAt.getTime())) throw new Error("the boundary route's answer has no checked_at");
  const next = typeof data.next_change_at === "string" ? new Date(data.next_change_at) : null;
  return { checkedAt, nextChangeAt: next && !Number.isNaN(next.getTime()) ? next : null };
}

/** The clock as the server runs it: POSTs to its own boundary route on 127.0.0.1:$PORT. */
export function startServerOfferClock({ PORT: port, OFFER_CLOCK_POLL_MS: pollMs }: Pick<Env, "PORT" | "OFFER_CLOCK_POLL_MS">): void {
  startOfferClock(
    {
      pollMs,
      call: async (token, checkedAt) => {
        const response = await fetch(`http://127.0.0.1:${port}/api/offers/boundary`, {
          method: "POST",
          headers: { [OFFER_CLOCK_HEADER]: token, "content-type": "application/json" },
          body: JSON.stringify({ checked_at: checkedAt.toISOString() }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) throw new Error(`the boundary route answered ${response.status}`);
        return readBoundaryAnswer(await response.json());
      },
    },
    // The server is not listening while register() runs.
    1_000,
  );
}
