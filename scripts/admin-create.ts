// Creates the back office's admin, or resets an existing one (same e-mail): the way a real shop gets
// its first admin (the demo admin is only for the local shop and is refused on a production server).
//
//   npm run admin:create -- --email owner@shop.example --name "Shop Owner"
//        [--password "..."] [--secret "..."] [--data-dir .data/pglite]
//
// The password and the reset secret (for /adm-forgot-password) come from --password / --secret,
// else ADMIN_PASSWORD / ADMIN_RESET_SECRET, else a hidden prompt. Both are stored as argon2id hashes
// only. A new admin is an owner (issue 43: the first owner comes from here; the others are invited
// at /admin/staff). An existing admin with the e-mail keeps their role, gets the new name, password
// and secret, is re-activated, every session it had ends, and their second factors are removed
// (authenticator app, recovery codes, passkeys): the way back in for someone who lost their phone
// and their recovery codes, for whoever has the server.
//
// Which database: DATABASE_URL when set; else the embedded database of a running `npm start`; else
// the embedded database's directory itself (.data/pglite), brought up to date first.
import { realpathSync } from "node:fs";
import { stdin, stdout } from "node:process";
import { createInterface } from "node:readline/promises";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { createSeedClient } from "../prisma/seed/client";
import { ACCOUNT_NAME_MAX, EMAIL_MAX, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/constants";
import { hashSecret } from "@/server/auth/password";
import { DEFAULT_DATA_DIR, startEmbeddedDatabase } from "./db/embedded";
import { migrate } from "./db/migrate";
import { runningEmbeddedUrl } from "./maintenance";

const USAGE = 'usage: npm run admin:create -- --email <e-mail> --name "<name>" [--password "..."] [--secret "..."]';
const DEMO_PASSWORD = "ChangeMe-925!";
const SECRET_MIN_LENGTH = 12;

class UsageError extends Error {}

export interface AdminInput {
  email: string;
  name: string;
  password: string;
  resetSecret: string;
}

function checkEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email.length > EMAIL_MAX || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new UsageError(`--email "${raw}" is not an e-mail address`);
  return email;
}

function checkName(raw: string): string {
  const name = raw.replace(/\s+/g, " ").trim();
  if (!name || name.length > ACCOUNT_NAME_MAX || /[\u0000-\u001f\u007f]/.test(name)) throw new UsageError(`--name must be 1–${ACCOUNT_NAME_MAX} characters`);
  return name;
}

/** The password and secret rules: the customers' lengths, never the demo password, never equal. */
export function checkSecrets(password: string, resetSecret: string): void {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    throw new UsageError(`the password must be ${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters`);
  }
  if (password === DEMO_PASSWORD) throw new UsageError("choose your own password, not the demo one");
  if (resetSecret.length < SECRET_MIN_LENGTH || resetSecret.length > 1024) throw new UsageError(`the reset secret must be at least ${SECRET_MIN_LENGTH} characters`);
  if (resetSecret === password) throw new UsageError("the reset secret must differ from the password");
}

/** Reads a line without echoing it (a password), from a terminal. */
async function askHidden(question: string): Promise<string> {
  if (!stdin.isTTY) throw new UsageError(`${question.replace(/:\s*$/, "")} is needed: pass it as an option or an environment variable`);
  const rl = createInterface({ input: stdin, output: stdout, terminal: true });
  const output = rl as unknown as { _writeToOutput: (text: string) => void };
  stdout.write(question);
  output._writeToOutput = () => {}; // echo nothing while the secret is typed
  try {
    return await rl.question("");
  } finally {
    rl.close();
    stdout.write("\n");
  }
}

async function readInput(args: string[], env: NodeJS.ProcessEnv): Promise<{ input: AdminInput; dataDir: string }> {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: { email: { type: "string" }, name: { type: "string" }, password: { type: "string" }, secret: { type: "string" }, "data-dir": { type: "string" } },
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (!values.email) throw new UsageError("--email is required");
  if (!values.name) throw new UsageError("--name is required");
  const email = checkEmail(values.email);
  const name = checkName(values.name);
  const password = values.password ?? env.ADMIN_PASSWORD ?? (await askHidden("Password: "));
  if (!values.password && !env.ADMIN_PASSWORD && (await askHidden("Password again: ")) !== password) throw new UsageError("the passwords differ");
  const resetSecret = values.secret ?? env.ADMIN_RESET_SECRET ?? (await askHidden("Reset secret (for /adm-forgot-password): "));
  checkSecrets(password, resetSecret);
  return { input: { email, name, password, resetSecret }, dataDir: values["data-dir"] ?? DEFAULT_DATA_DIR };
}

/** Creates the admin or resets the one with this e-mail; returns whether it was new. */
export async function upsertAdmin(databaseUrl: string, input: AdminInput): Promise<{ created: boolean; id: string }> {
  const [passwordHash, resetSecretHash] = await Promise.all([hashSecret(input.password), hashSecret(input.resetSecret)]);
  const prisma = createSeedClient(databaseUrl);
  try {
    const existing = await prisma.admin.findUnique({ where: { email: input.email }, select: { id: true } });
    if (existing) {
      await prisma.$transaction([
        prisma.admin.update({
          where: { id: existing.id },
          data: {
            name: input.name,
            passwordHash,
            resetSecretHash,
            active: true,
            sessionVersion: { increment: 1 },
            totpSecret: null,
            totpEnabledAt: null,
            totpLastStep: null,
          },
        }),
        prisma.session.updateMany({ where: { adminId: existing.id, revokedAt: null }, data: { revokedAt: new Date() } }),
        prisma.adminRecoveryCode.deleteMany({ where: { adminId: existing.id } }),
        prisma.passkey.deleteMany({ where: { adminId: existing.id } }),
      ]);
      return { created: false, id: existing.id };
    }
    const row = await prisma.admin.create({ data: { email: input.email, name: input.name, passwordHash, resetSecretHash, role: "owner" }, select: { id: true } });
    return { created: true, id: row.id };
  } finally {
    await prisma.$disconnect();
  }
}

async function main(): Promise<number> {
  let command;
  try {
    command = await readInput(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${USAGE}`);
    return 2;
  }
  let url = process.env.DATABASE_URL ?? runningEmbeddedUrl(command.dataDir);
  let stop = async () => {};
  if (!url) {
    const embedded = await startEmbeddedDatabase({ dataDir: command.dataDir });
    stop = embedded.stop;
    url = embedded.url;
    await migrate(url);
  }
  try {
    const { created } = await upsertAdmin(url, command.input);
    console.log(`[admin:create] ${created ? "created" : "updated"} the admin ${command.input.email}. Sign in at /adm-login.`);
    return 0;
  } finally {
    await stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error("[admin:create] failed:", error);
      process.exit(1);
    },
  );
}
