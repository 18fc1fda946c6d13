import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedDatabase, urlFile } from "../../scripts/db/embedded";
import { parseCommand } from "../../scripts/maintenance";
import { db } from "@/server/db";

// `npm run maintenance -- on|off [--message ...] [--contact ...]` as a shopkeeper runs it: against
// DATABASE_URL, against the embedded database of a running `npm start` (through the address it
// publishes, since the server holds the data directory), and against the directory itself.

const ROOT = path.resolve(import.meta.dirname, "../..");
const TSX = path.join(ROOT, "node_modules/tsx/dist/cli.mjs");
const run = promisify(execFile);

async function cli(args: string[], env: NodeJS.ProcessEnv = process.env) {
  try {
    const { stdout, stderr } = await run(process.execPath, [TSX, "scripts/maintenance.ts", ...args], { cwd: ROOT, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const withoutDatabaseUrl = (): NodeJS.ProcessEnv => {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  return env;
};

const settings = () =>
  db.siteSettings.findUnique({ where: { id: 1 }, select: { maintenance: true, maintenanceMessage: true, contactEmail: true, contactPhone: true } });

describe("the command line", () => {
  it("understands on, off, status, --message and --contact", () => {
    expect(parseCommand(["on"]).change).toEqual({ maintenance: true });
    expect(parseCommand(["off"]).change).toEqual({ maintenance: false });
    expect(parseCommand([]).change).toEqual({});
    expect(parseCommand(["status"]).change).toEqual({});
    expect(parseCommand(["on", "--message", "  Back   on\nMonday ", "--contact", "help@shop.in", "--contact", "+91 98765 43210"]).change).toEqual({
      maintenance: true,
      message: "Back on Monday",
      contactEmail: "help@shop.in",
      contactPhone: "+91 98765 43210",
    });
    expect(parseCommand(["off", "--message", ""]).change).toEqual({ maintenance: false, message: "" });
  });

  it.each([
    [["maybe"], /unknown command "maybe"/],
    [["on", "off"], /one command only/],
    [["on", "--colour", "red"], /Unknown option '--colour'/],
    [["on", "--contact", "not-a-contact"], /neither an e-mail address nor a phone number/],
    [["on", "--contact", "a@b"], /not an e-mail address/],
    [["on", "--message", "x".repeat(501)], /longer than 500 characters/],
    [["on", "--message", "bell\u0007"], /control characters/],
    [["status", "--message", "hi"], /go with on or off/],
  ])("refuses %j", (args, error) => {
    expect(() => parseCommand(args)).toThrow(error);
  });
});

describe("with DATABASE_URL", () => {
  let saved: Awaited<ReturnType<typeof db.siteSettings.findUnique>>;
  beforeAll(async () => {
    saved = await db.siteSettings.findUnique({ where: { id: 1 } });
    await db.siteSettings.deleteMany({ where: { id: 1 } });
  });
  afterAll(async () => {
    await db.siteSettings.deleteMany({ where: { id: 1 } });
    if (saved) await db.siteSettings.create({ data: { ...saved } });
  });

  it("prints the state without changing anything, even with no settings row", async () => {
    const result = await cli([]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("[maintenance] DATABASE_URL");
    expect(result.stdout).toContain("Maintenance: OFF");
    expect(await settings()).toBeNull();
  });

  it("switches on with a message and a contact (creating the row), then off keeping them", async () => {
    const on = await cli(["on", "--message", "Back on Monday", "--contact", "help@shop.in"]);
    expect(on.code, on.stderr).toBe(0);
    expect(on.stdout).toContain("Maintenance: ON");
    expect(on.stdout).toContain("Message:     Back on Monday");
    expect(on.stdout).toContain("Contact:     help@shop.in");
    expect(on.stdout).toContain("A running shop follows within 10 seconds.");
    expect(await settings()).toEqual({ maintenance: true, maintenanceMessage: "Back on Monday", contactEmail: "help@shop.in", contactPhone: "" });

    const phone = await cli(["on", "--contact", "+91 98765 43210"]);
    expect(phone.stdout).toContain("Contact:     help@shop.in / +91 98765 43210");

    const off = await cli(["off"]);
    expect(off.code).toBe(0);
    expect(off.stdout).toContain("Maintenance: OFF");
    expect(await settings()).toEqual({ maintenance: false, maintenanceMessage: "Back on Monday", contactEmail: "help@shop.in", contactPhone: "+91 98765 43210" });

    const cleared = await cli(["off", "--message", ""]);
    expect(cleared.stdout).toContain("Message:     (the default text)");
  });

  it("answers a mistake with the usage and exit code 2, changing nothing", async () => {
    const before = await settings();
    const result = await cli(["onn"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("usage: npm run maintenance --");
    expect(await settings()).toEqual(before);
  });
});

describe("with the embedded database", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "shop-maintenance-"));
  const dataDir = path.join(dir, "pglite");
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("opens the data directory itself when no shop is running (bringing its schema up to date)", async () => {
    const result = await cli(["on", "--data-dir", dataDir, "--message", "Stocktaking"], withoutDatabaseUrl());
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`[maintenance] the embedded database (${dataDir})`);
    expect(result.stdout).toContain("Maintenance: ON");
    // It let go of the directory: nothing is published, the lock is gone.
    expect(existsSync(urlFile(dataDir))).toBe(false);
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  }, 120_000);

  it("goes through the running shop's database server, which holds the directory", async () => {
    const running = await startEmbeddedDatabase({ dataDir });
    try {
      expect(existsSync(urlFile(dataDir))).toBe(true);
      const result = await cli(["off", "--data-dir", dataDir], withoutDatabaseUrl());
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain(`[maintenance] the running shop's embedded database (${dataDir})`);
      expect(result.stdout).toContain("Maintenance: OFF");
      expect(result.stdout).toContain("Message:     Stocktaking");
      const client = new pg.Client({ connectionString: running.url });
      await client.connect();
      const { rows } = await client.query(`SELECT maintenance FROM "SiteSettings" WHERE id = 1`);
      await client.end();
      expect(rows).toEqual([{ maintenance: false }]);
    } finally {
      await running.stop();
    }
    expect(existsSync(urlFile(dataDir))).toBe(false);
  }, 120_000);
});
