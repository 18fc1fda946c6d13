// Runs once when each server instance starts (Next's instrumentation hook).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { env } = await import("@/env");
  const { multiInstanceWarnings } = await import("@/server/deploy/instance-checks");
  for (const warning of multiInstanceWarnings(env)) console.warn(`[shop] ${warning}`);
}
