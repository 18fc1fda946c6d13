import { register } from "node:module";

// The seed is a plain Node script (tsx), outside Next. Some of the app's server functions it
// reuses (issueInvoice, so demo invoices are numbered exactly as real ones) carry the
// `import "server-only"` marker, which keeps them out of client bundles and throws anywhere else,
// this script included. Here the marker resolves to an empty module instead, for this process
// only; the app's own build still enforces it. Vitest aliases the marker itself
// (vitest.config.ts), so nothing is registered under it: the marker is tried first, and the hook is
// registered only where it throws (a check of VITEST alone would miss a script a test runs as a
// child process, which inherits VITEST but not the alias).

let registered = false;

const HOOK = `export async function resolve(specifier, context, next) {
  if (specifier === "server-only") return { url: "data:text/javascript,", shortCircuit: true };
  return next(specifier, context);
}`;

/** Whether "server-only" already loads here (vitest's alias) instead of throwing. */
async function markerLoads(): Promise<boolean> {
  try {
    await import("server-only");
    return true;
  } catch {
    return false;
  }
}

/** Loads a server module (with `import()`) that carries the "server-only" marker. */
export async function importServerModule<T>(load: () => Promise<T>): Promise<T> {
  if (!registered && !(await markerLoads())) {
    register(`data:text/javascript,${encodeURIComponent(HOOK)}`);
    registered = true;
  }
  return load();
}
