import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { COMPILE_HINT, addCompileHints } from "../../scripts/compile-hints";

async function buildOutput(files: Record<string, string>): Promise<string> {
  const dist = await mkdtemp(path.join(os.tmpdir(), "compile-hints-"));
  for (const [name, code] of Object.entries(files)) {
    const full = path.join(dist, "static", "chunks", name);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, code);
  }
  return dist;
}

const read = (dist: string, name: string) => readFile(path.join(dist, "static", "chunks", name), "utf8");

describe("addCompileHints", () => {
  it("puts the hint at the top of every browser chunk, nested ones too, and leaves the code as it was", async () => {
    const dist = await buildOutput({ "a.js": '"use strict";var a=1;', "app/page/b.js": "(()=>{})();", "c.css": ".x{}" });
    expect(await addCompileHints(dist)).toBe(2);
    expect(await read(dist, "a.js")).toBe(`${COMPILE_HINT}"use strict";var a=1;`);
    expect(await read(dist, "app/page/b.js")).toBe(`${COMPILE_HINT}(()=>{})();`);
    expect(await read(dist, "c.css")).toBe(".x{}");
  });

  it("adds it once, however often it runs", async () => {
    const dist = await buildOutput({ "a.js": "var a=1;" });
    await addCompileHints(dist);
    expect(await addCompileHints(dist)).toBe(0);
    expect(await read(dist, "a.js")).toBe(`${COMPILE_HINT}var a=1;`);
  });

  it("leaves a chunk with a source map alone (its lines would shift)", async () => {
    const code = "var a=1;\n//# sourceMappingURL=a.js.map";
    const dist = await buildOutput({ "a.js": code });
    expect(await addCompileHints(dist)).toBe(0);
    expect(await read(dist, "a.js")).toBe(code);
  });
});
