import { existsSync, readFileSync } from "node:fs";

// Playwright's global teardown: the run fails when a server it drove (the e2e server, the scale
// tests' instances, and the build before them) logged one of the warnings a production server must
// never log. They write their warnings to E2E_SERVER_WARNINGS (tests/e2e/support/e2e-server.ts).
const FORBIDDEN = [
  // pg 9 makes it an error: queries on one connection must run one after another.
  "Calling client.query() when the client is already executing a query",
  // A listener added per use to one long-lived object (once: "11 close listeners added to [ServerResponse]").
  "MaxListenersExceededWarning",
];

export default function checkServerWarnings(): void {
  const file = process.env.E2E_SERVER_WARNINGS;
  if (!file || !existsSync(file)) return;
  const log = readFileSync(file, "utf8");
  if (log.trim()) console.log(`\n[e2e] the servers' warnings (${file}):\n${log}`);
  const found = FORBIDDEN.filter((warning) => log.includes(warning));
  if (found.length > 0) throw new Error(`a server of the e2e run logged: ${found.join("; ")} (above, and in ${file})`);
}
