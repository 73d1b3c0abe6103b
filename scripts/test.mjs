// `npm test`: typecheck, lint, unit + API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// a production build, the end-to-end suite in Chromium, a short load run and the fault tests. Ends with one line: "N passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const out = "test-results";
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
let passed = 0;
let failed = 0;
const rows = [];

function run(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n━━ ${name}: ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: result.status === 0, seconds };
}

/** A step without a test count (typecheck, lint, build) counts as one check. */
function check(name, command, args, env) {
  const { ok, seconds } = run(name, command, args, env);
  if (ok) passed++;
  else failed++;
  rows.push(`${ok ? "✓" : "✗"} ${name} (${seconds}s)`);
  return ok;
}

function counted(name, command, args, reportFile, countReport, env) {
  const { ok, seconds } = run(name, command, args, env);
  let counts = { passed: 0, failed: 0 };
  if (existsSync(reportFile)) counts = countReport(JSON.parse(readFileSync(reportFile, "utf8")));
  // A runner that failed without reporting a failed test (crash, config error) still counts as a failure.
  if (!ok && counts.failed === 0) counts.failed = 1;
  passed += counts.passed;
  failed += counts.failed;
  rows.push(`${ok ? "✓" : "✗"} ${name}: ${counts.passed} passed, ${counts.failed} failed (${seconds}s)`);
  return ok;
}

/** A script of our own checks against the built server, counted from its last line "N passed, N failed". */
function scriptChecks(name, file, env = {}) {
  const started = Date.now();
  console.log(`\n━━ ${name}: node --import tsx ${file}`);
  const result = spawnSync(process.execPath, ["--import", "tsx", file], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, ...env },
  });
  process.stdout.write(result.stdout ?? "");
  const counts = /(\d+) passed, (\d+) failed\s*$/.exec(result.stdout ?? "");
  const ok = result.status === 0 && counts !== null && counts[2] === "0";
  const scriptPassed = counts ? Number(counts[1]) : 0;
  const scriptFailed = counts ? Math.max(Number(counts[2]), ok ? 0 : 1) : 1;
  passed += scriptPassed;
  failed += scriptFailed;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  rows.push(`${ok ? "✓" : "✗"} ${name}: ${scriptPassed} passed, ${scriptFailed} failed (${seconds}s)`);
}

const vitestCounts = (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0),
});
const playwrightCounts = (r) => ({
  passed: r.stats.expected + (r.stats.flaky ?? 0),
  failed: r.stats.unexpected + (r.errors?.length ?? 0),
});

check("typecheck", "npx", ["tsc", "--noEmit", "-p", "tsconfig.json"]);
// Biome, and the import rules of docs/architecture.md (dependency-cruiser).
check("lint", "npm", ["run", "--silent", "lint"]);
const vitestReport = join(out, "vitest.json");
counted(
  "unit + API tests",
  "npx",
  ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`],
  vitestReport,
  vitestCounts,
);
const built = check("build", "npm", ["run", "build", "--silent"]);
if (built) {
  const chromium = spawnSync("bash", ["scripts/ensure-chromium"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  if (chromium.status !== 0) {
    failed++;
    rows.push("✗ end-to-end: no Chromium (see above)");
  } else {
    const report = join(out, "playwright.json");
    counted("end-to-end", "npx", ["playwright", "test"], report, playwrightCounts, {
      CHROMIUM_PATH: chromium.stdout.trim(),
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    });
  }
  // A short load run (the full one is `npm run load`), then the fault tests.
  scriptChecks("load", "scripts/load.ts", { LOAD_SECONDS: process.env.LOAD_SECONDS ?? "20" });
  scriptChecks("faults", "scripts/faults.ts");
} else {
  failed++;
  rows.push("✗ end-to-end: skipped because the build failed");
}

const summary = `${passed} passed, ${failed} failed`;
console.log(`\n━━ Summary\n${rows.join("\n")}`);
writeFileSync(join(out, "summary.txt"), `${summary}\n`);
console.log(summary);
process.exit(failed === 0 ? 0 : 1);
