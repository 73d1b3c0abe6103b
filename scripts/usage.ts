/**
 * `npm run usage`: the first-party usage statistics ('Analytics') for the operator: daily active learners and how
 * much each feature is used, over the last `USAGE_DAYS` days (default 14). Reads DATABASE_URL, or the embedded
 * database in DATA_DIR (stop the server first: PGlite is opened by one process at a time).
 */
import { openDatabase } from "../src/server/db/client";
import { loadEnv } from "../src/server/env";
import { usageReport } from "../src/server/features/usage/data";

const env = loadEnv();
const days = Number(process.env.USAGE_DAYS ?? 14);
const since = new Date(Date.now() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
const database = await openDatabase(
  env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: `${env.dataDir}/pglite` },
);
try {
  const report = await usageReport(database.db, since);
  console.log(`Usage since ${since} (UTC days; learners with 'Analytics' on)\n`);
  console.log("day         learners  events");
  for (const d of report.days)
    console.log(`${d.day}  ${String(d.learners).padStart(8)}  ${String(d.events).padStart(6)}`);
  if (report.days.length === 0) console.log("(no events)");
  console.log("\nfeature                                                 events  learner-days");
  for (const f of report.features) {
    const name = f.detail ? `${f.kind} ${f.detail}` : f.kind;
    console.log(`${name.padEnd(54)}  ${String(f.events).padStart(6)}  ${String(f.learnerDays).padStart(12)}`);
  }
} finally {
  await database.close();
}
