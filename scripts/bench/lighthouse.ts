import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "../chromium";
import { benchedPages } from "./pages";
import { type RunningServer, startServer } from "./server";

type Row = [string, string, string];

/** Runs per page; each figure is the median of the runs (Lighthouse simulates from each observed trace). */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Lighthouse (mobile, simulated throttling) on the home page, the sign-in page, the scenario list and the chat page
 * (signed in): performance and accessibility scores, LCP, CLS, TBT and bytes, each the median of RUNS runs.
 */
export async function lighthouseRows(): Promise<Row[]> {
  const server = await startServer({ AUTH_SIGN_IN_LIMIT_PER_MINUTE: "100000000" });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ["--headless=new", ...chromiumLaunchOptions.args],
  });
  try {
    const rows: Row[] = [];
    // LIGHTHOUSE_PAGES=home,chat measures only those (when looking into one page).
    const only = process.env.LIGHTHOUSE_PAGES?.split(",");
    for (const { path, name, cookie: cookieOf } of (await measuredPages(server)).filter(
      ({ name }) => !only || only.includes(name),
    )) {
      const runs: {
        performance: number;
        accessibility: number;
        lcp: number;
        cls: number;
        tbt: number;
        tti: number;
        bytes: number;
      }[] = [];
      for (let run = 0, retries = 0; run < RUNS; run++) {
        const cookie = await cookieOf();
        const result = await lighthouse(server.url + path, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility"],
          formFactor: "mobile",
          blockedUrlPatterns: process.env.LIGHTHOUSE_BLOCK?.split(","),
          extraHeaders: cookie ? { Cookie: cookie } : undefined,
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`);
        // A trace that lost its navigation start is Lighthouse's own failure ("Please run Lighthouse again"), seen
        // on a loaded machine: that run is repeated, up to twice per page, and said so.
        if (lhr.runtimeError?.code === "NO_NAVSTART" && retries < 2) {
          retries++;
          run--;
          console.log(`  ${name}: Lighthouse lost the trace's navigation start; run repeated`);
          continue;
        }
        if (process.env.LIGHTHOUSE_DETAILS) {
          for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
            const a = lhr.audits[ref.id];
            if (a && a.score !== null && a.score < 1)
              console.log(
                `  ${name}: ${a.id}: ${a.title} ${JSON.stringify(a.details && "items" in a.details ? (a.details.items as unknown[]).slice(0, 3) : "").slice(0, 400)}`,
              );
          }
          console.log(
            `  ${name}: LCP element ${(JSON.stringify(lhr.audits["largest-contentful-paint-element"]?.details) ?? "none").slice(0, 300)}`,
          );
        }
        if (process.env.LIGHTHOUSE_DETAILS) {
          // Simulated and observed paint times, and the requests in order: where the page's time goes.
          type Items<T> = { items?: T[] } | undefined;
          const metrics = (lhr.audits.metrics?.details as Items<Record<string, number>>)?.items?.[0] ?? {};
          const { firstContentfulPaint, largestContentfulPaint, observedFirstContentfulPaint: seen } = metrics;
          console.log(
            `  ${name}: FCP ${firstContentfulPaint} ms, LCP ${largestContentfulPaint} ms (observed FCP ${seen})`,
          );
          type Task = { url: string; duration: number; startTime: number };
          for (const task of (lhr.audits["long-tasks"]?.details as Items<Task>)?.items ?? []) {
            const where = task.url.replace(server.url, "");
            console.log(`    long task at ${Math.round(task.startTime)} ms: ${Math.round(task.duration)} ms ${where}`);
          }
          type Request = { networkRequestTime: number; networkEndTime: number; transferSize: number; url: string };
          for (const r of (lhr.audits["network-requests"]?.details as Items<Request>)?.items ?? []) {
            const span = `${Math.round(r.networkRequestTime)}-${Math.round(r.networkEndTime)} ms`;
            console.log(`    ${span} ${r.transferSize} B ${r.url.replace(server.url, "")}`);
          }
        }
        if (process.env.LIGHTHOUSE_DETAILS) {
          console.log(`  ${name}: host benchmarkIndex ${lhr.environment.benchmarkIndex}`);
          type Work = { groupLabel: string; duration: number };
          const work = (lhr.audits["mainthread-work-breakdown"]?.details as { items?: Work[] })?.items ?? [];
          console.log(
            `  ${name}: main thread ${work.map((w) => `${w.groupLabel} ${Math.round(w.duration)}`).join(", ")}`,
          );
        }
        if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${path}: ${lhr.runtimeError.message}`);
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        runs.push({
          performance: score("performance"),
          accessibility: score("accessibility"),
          lcp: audit("largest-contentful-paint"),
          cls: audit("cumulative-layout-shift"),
          tbt: audit("total-blocking-time"),
          tti: audit("interactive"),
          bytes: audit("total-byte-weight"),
        });
      }
      const m = (key: keyof (typeof runs)[number]) => median(runs.map((r) => r[key]));
      const of = `median of ${runs.length}`;
      // A first visit's chat shows its opening line at the specification's 2 s: its largest paint comes then.
      const firstVisit = name === NEW_CHAT;
      const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
      rows.push(
        [`Lighthouse ${name} (mobile): performance, ${of}`, String(m("performance")), firstVisit ? ">= 95" : "100"],
        [`Lighthouse ${name} (mobile): accessibility`, String(m("accessibility")), "100"],
        [`Lighthouse ${name} (mobile): LCP, ${of}`, seconds(m("lcp")), firstVisit ? "<= 2.3 s" : "<= 1.0 s"],
        [`Lighthouse ${name} (mobile): TTI, ${of}`, seconds(m("tti")), "<= 1.5 s (goal 1.2 s)"],
        [
          `Lighthouse ${name} (mobile): CLS · TBT`,
          `${m("cls").toFixed(3)} · ${Math.round(m("tbt"))} ms`,
          "0 · <= 100 ms",
        ],
        [`Lighthouse ${name} (mobile): bytes`, `${Math.round(m("bytes") / 1024)} KB`, "report"],
      );
    }
    rows.push(await installability(chrome.port, server.url));
    return rows;
  } finally {
    chrome.kill();
    await server.stop();
  }
}

const NEW_CHAT = "chat (first visit)";

/**
 * The benched pages, each with the cookie of the learner who opens it (none when signed out): the chat twice, for a
 * learner coming back to a conversation and for one opening it for the first time (a new learner each run).
 */
export async function measuredPages(server: RunningServer) {
  const { cookie, pages, newChat } = await benchedPages(server);
  return [
    ...pages.map(([path, name, signedIn]) => ({
      path,
      name: name === "chat" ? "chat (returning)" : name,
      cookie: async () => (signedIn ? cookie : undefined),
    })),
    { path: newChat.path, name: NEW_CHAT, cookie: newChat.newLearner },
  ];
}

/**
 * Whether Chromium would offer to install the app: its own check (the one Lighthouse's removed PWA audits ran),
 * on the home page once the service worker controls it, in the same (non-incognito) browser.
 */
async function installability(port: number, url: string): Promise<Row> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${url}/`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      while (!navigator.serviceWorker.controller) await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const cdp = await context.newCDPSession(page);
    // The app links its manifest after the page's load; the browser then fetches it: asked until it is there (5 s).
    let errors: string[] = [];
    for (let tries = 0; tries < 50; tries++) {
      const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
      errors = installabilityErrors.map((e) => e.errorId);
      if (errors.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { url: manifest } = await cdp.send("Page.getAppManifest");
    const found = `manifest ${manifest ? "found" : "missing"}, service worker active`;
    return ["Installable (Chromium's own check)", errors.length ? errors.join(", ") : `yes: ${found}`, "yes"];
  } finally {
    await browser.close();
  }
}
