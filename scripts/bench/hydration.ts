import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "../chromium";
import { emulateSlowPhone } from "../slow-phone";
import { measuredPages } from "./lighthouse";
import { startServer } from "./server";

type Row = [string, string, string];

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** What a page records about itself from its first byte: paints, long tasks and the moment it was hydrated. */
const RECORDER = () => {
  const seen = { fcp: 0, hydrated: 0, longTasks: [] as { start: number; duration: number; name: string }[] };
  (window as { __bench?: unknown }).__bench = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") seen.fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      seen.longTasks.push({ start: entry.startTime, duration: entry.duration, name: entry.name });
  }).observe({ type: "longtask", buffered: true });
  new MutationObserver(() => {
    if (!seen.hydrated && document.documentElement.dataset.hydrated !== undefined) seen.hydrated = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
};

/**
 * Under the impatient learners' conditions (Lighthouse's mobile profile applied through the DevTools protocol: CPU
 * 4x, 150 ms round trips, 1.6 Mbps): the time from the first contentful paint to `html[data-hydrated]`, the span in
 * which the page shows controls its code has not yet taken over, and the long tasks after it (each one delays a tap).
 */
export async function hydrationRows(): Promise<Row[]> {
  const server = await startServer({ AUTH_SIGN_IN_LIMIT_PER_MINUTE: "100000000" });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const rows: Row[] = [];
    const only = process.env.LIGHTHOUSE_PAGES?.split(",");
    for (const { path, name, cookie: cookieOf } of (await measuredPages(server)).filter(
      ({ name }) => !only || only.includes(name),
    )) {
      const runs: { fcp: number; gap: number; longTasks: number }[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ serviceWorkers: "block" });
        const cookie = await cookieOf();
        if (cookie) await context.setExtraHTTPHeaders({ Cookie: cookie });
        const page = await context.newPage();
        await page.addInitScript(RECORDER);
        await emulateSlowPhone(await context.newCDPSession(page));
        await page.goto(server.url + path);
        await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined, null, {
          timeout: 30_000,
        });
        await page.waitForTimeout(1000);
        const seen = await page.evaluate(
          () =>
            (
              window as unknown as {
                __bench: { fcp: number; hydrated: number; longTasks: { start: number; duration: number }[] };
              }
            ).__bench,
        );
        if (process.env.LIGHTHOUSE_DETAILS)
          console.log(
            (
              await page.evaluate(() =>
                performance
                  .getEntriesByType("resource")
                  .map(
                    (r) =>
                      `    ${Math.round(r.startTime)}-${Math.round((r as PerformanceResourceTiming).responseEnd)} ${r.name.replace(location.origin, "")} ${(r as PerformanceResourceTiming).encodedBodySize}`,
                  ),
              )
            ).join("\n"),
          );
        if (process.env.LIGHTHOUSE_DETAILS)
          console.log(
            `  ${name}: FCP ${Math.round(seen.fcp)} ms, hydrated ${Math.round(seen.hydrated)} ms; long tasks ${seen.longTasks
              .map((t) => `${Math.round(t.start)}+${Math.round(t.duration)}`)
              .join(", ")}`,
          );
        runs.push({
          fcp: seen.fcp,
          gap: seen.hydrated - seen.fcp,
          longTasks: seen.longTasks.filter((t) => t.start >= seen.fcp).length,
        });
        await context.close();
      }
      const m = (key: keyof (typeof runs)[number]) => median(runs.map((r) => r[key]));
      rows.push([
        `${name}, slow phone (CDP): first paint -> hydrated, median of ${runs.length}`,
        `${(m("fcp") / 1000).toFixed(2)} s -> +${(m("gap") / 1000).toFixed(2)} s`,
        "report (shorter is better)",
      ]);
    }
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}
