// Setup file of the integration project. Route handlers call `connection()` so Next renders them
// per request; outside a Next.js server there is no request scope and it throws. Under Vitest every
// handler call already is a request, so it resolves at once, as it does inside Next.
import { vi } from "vitest";

vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  connection: async () => {},
}));
