// Sums the jest and Playwright JSON reports into one closing line: "N passed, N failed".
import fs from "node:fs";
import path from "node:path";

const dir = process.argv[2];
const read = (name) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, name), "utf8"));
  } catch {
    return null;
  }
};
let passed = 0;
let failed = 0;
let skipped = 0;
for (const name of ["jest.json", "jest-pg.json", "jest-cluster.json"]) {
  const r = read(name);
  if (!r) {
    console.log(`${name}: no report`);
    continue;
  }
  console.log(
    `${name}: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests} skipped in ${r.numTotalTestSuites} suites`,
  );
  passed += r.numPassedTests;
  failed += r.numFailedTests + r.numRuntimeErrorTestSuites;
  skipped += r.numPendingTests;
}
const pw = read("playwright.json");
if (pw) {
  const s = pw.stats;
  console.log(
    `playwright: ${s.expected} passed, ${s.unexpected} failed, ${s.flaky} flaky, ${s.skipped} skipped`,
  );
  passed += s.expected + s.flaky;
  failed += s.unexpected;
  skipped += s.skipped;
} else {
  console.log("playwright.json: no report");
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
