// Runs once when each server instance starts (Next's instrumentation hook).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { env } = await import("@/env");
  const { multiInstanceWarnings } = await import("@/server/deploy/instance-checks");
  for (const warning of multiInstanceWarnings(env)) console.warn(`[shop] ${warning}`);
  // The offer clock (issue 44): offers start and end on the pages at their exact time. Not while
  // building (no server to call), nor in tests that load the app without one.
  if (process.env.NEXT_PHASE === "phase-production-build" || env.OFFER_CLOCK === "off") return;
  const { startServerOfferClock } = await import("@/server/offers/offer-clock");
  startServerOfferClock(env);
}
