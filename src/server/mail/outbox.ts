import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

// Reading the local outbox (MAIL_OUTBOX_DIR, see send-mail.ts): the newest mail to an address and
// the reset link in it. Used by the tests (integration and e2e); free of "server-only" and of
// env.ts so a Playwright spec can import it with the outbox folder it gave the server.

/** The text of an .eml file with quoted-printable soft line breaks and escapes undone. */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined[i] === "=" ? /^[0-9A-F]{2}$/i.exec(joined.slice(i + 1, i + 3))?.[0] : undefined;
    if (hex) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...new TextEncoder().encode(joined[i]));
    }
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

/** The newest .eml written to `to` in `dir` (decoded), or null. */
export async function latestMailTo(dir: string, to: string): Promise<string | null> {
  const suffix = `-${to.replace(/[^a-zA-Z0-9@._+-]/g, "_")}.eml`;
  let files: string[];
  try {
    files = (await readdir(dir)).filter((file) => file.endsWith(suffix)).sort();
  } catch {
    return null;
  }
  const newest = files.at(-1);
  return newest ? decodeQuotedPrintable(await readFile(path.join(dir, newest), "utf8")) : null;
}

/** The reset link (absolute URL) in a mail's text, or null. */
export function resetLinkIn(mail: string): string | null {
  return /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(mail)?.[0] ?? null;
}
