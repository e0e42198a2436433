/** @jest-environment node */
// ARCHITECTURE.md §5: an error's kind travels as its `code` (lib/infra/errors.ts), never as an ad-hoc
// `extra.code`. AppError's types refuse writing one; this scan refuses reading one, which the
// types cannot catch (`extra` is open for the spec's own fields).
import fs from "node:fs";
import path from "node:path";

const ROOT = path.join(__dirname, "..", "..");
const SOURCES = ["app", "components", "lib"];
const READS_EXTRA_CODE = /\bextra\s*(\?\.|\.|\?\.\[|\[)\s*["'`]?code\b/;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

it("reads no error kind from extra.code anywhere in app/, components/ or lib/", () => {
  const found: string[] = [];
  for (const dir of SOURCES)
    for (const file of sourceFiles(path.join(ROOT, dir)))
      fs.readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, i) => {
          if (READS_EXTRA_CODE.test(line)) found.push(`${path.relative(ROOT, file)}:${i + 1}`);
        });
  expect(found).toEqual([]);
});

it("the scan finds what it looks for (not vacuous)", () => {
  for (const line of ["err.extra?.code", 'e.extra.code === "x"', 'err.extra?.["code"]'])
    expect(READS_EXTRA_CODE.test(line)).toBe(true);
  expect(READS_EXTRA_CODE.test("err.extra?.cooldown_seconds_remaining")).toBe(false);
});
