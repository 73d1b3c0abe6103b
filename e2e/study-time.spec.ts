import { expect, type Page, type Request, test } from "./fixtures";
import { chatPath, learnerAtFirstScenario } from "./helpers";

/** Study time and streak (issue 37): what the learner did shows on Progress at once, and only while they study. */

const tile = (page: Page, label: string) => page.getByTestId(`tile-${label}`);
const isStudySave = (request: Request) => request.method() === "PUT" && request.url().includes("/api/study-sessions/");
const secondsSent = (request: Request) => (request.postDataJSON() as { seconds: number }).seconds;

/**
 * Headless Chromium keeps every page visible, whatever tab is in front (Playwright #2286): the page is hidden as the
 * browser hides it when the learner switches to another tab, by its visibility state and the event.
 */
async function setVisibility(page: Page, state: "hidden" | "visible") {
  await page.evaluate((next) => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => next });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => next === "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  }, state);
}

/** The chat's focus timer ("1m 5s") in seconds. */
async function timerSeconds(page: Page) {
  const [, minutes, seconds] = /(\d+)m (\d+)s/.exec((await page.getByTestId("focus-timer").textContent()) ?? "")!;
  return Number(minutes) * 60 + Number(seconds);
}

/** A new learner in a new chat who has sent one message and studied a little over a minute (on the page's clock). */
async function oneMessageAndAMinute(page: Page, request: Parameters<typeof learnerAtFirstScenario>[1]) {
  const { scenario } = await learnerAtFirstScenario(page, request);
  await page.clock.install();
  await page.goto(chatPath(scenario));
  await expect(page.getByTestId("ai-message").first()).toBeVisible({ timeout: 5000 });
  const box = page.getByLabel("Your message");
  await box.fill("Hallo, ich heiße Anna.");
  await box.press("Enter");
  await expect(page.getByTestId("message-count")).toHaveText("1");
  await expect(page.getByTestId("ai-message")).toHaveCount(2);
  await page.clock.runFor(65_000);
  // The timer shows the count on its own second, which may fall just before the count's tick: it shows 65 a moment on.
  await expect.poll(() => timerSeconds(page)).toBeGreaterThanOrEqual(65);
  return scenario;
}

test("one message, then Progress by a link: a study day, the tabs, and the chat's minute", async ({
  page,
  request,
}) => {
  await oneMessageAndAMinute(page, request);
  const studied = await timerSeconds(page);
  // The page's read of the figures waits for the chat's seconds to be saved (the last minute's save is not enough).
  const read = page.waitForResponse((r) => r.url().endsWith("/api/progress") && r.request().method() === "GET");
  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Progress" }).click();
  expect((await (await read).json()).studyTime).toBeGreaterThanOrEqual(studied);
  await expect(page.getByRole("heading", { name: "Progress and Statistics" })).toBeVisible();
  await expect(tile(page, "Day Streak")).toHaveText("1 day");
  await expect(tile(page, "Focus Time")).toHaveText("1m");
  await expect(page.getByRole("tab").first()).toBeVisible();
  await expect(page.getByTestId("progress-empty")).toHaveCount(0);
});

test("one message, then Progress by a full load, the chat's own saves lost: the page counts the chat", async ({
  page,
  request,
}) => {
  // A phone that never got the chat's saves through (no network at that moment, the tab discarded before pagehide).
  await page.route(/\/api\/study-sessions\//, (route) => route.abort());
  await oneMessageAndAMinute(page, request);
  const studied = await timerSeconds(page);
  // The seconds ride on the next page's request, and its render counts them before it reads.
  const response = await page.goto("/progress");
  // As the server rendered it, before the browser read anything again.
  expect(await response?.text()).toMatch(/data-testid="tile-Focus Time">1m</);
  await expect(tile(page, "Day Streak")).toHaveText("1 day");
  await expect(tile(page, "Focus Time")).toHaveText("1m");
  await expect(page.getByRole("tab").first()).toBeVisible();
  expect((await (await page.request.get("/api/progress")).json()).studyTime).toBeGreaterThanOrEqual(studied);
});

test("switching to another tab saves the time at once; ten minutes hidden add none", async ({ page, request }) => {
  const { scenario } = await learnerAtFirstScenario(page, request);
  await page.clock.install();
  await page.goto(chatPath(scenario));
  await expect(page.getByTestId("ai-message").first()).toBeVisible({ timeout: 5000 });
  await page.getByLabel("Your message").fill("Hallo");
  await page.clock.runFor(20_000);
  // The timer shown is read once a second: it may be a second behind the count.
  expect(await timerSeconds(page)).toBeGreaterThanOrEqual(19);

  // Hidden: the time is saved then and there, with no page left and no pagehide.
  const pagehides = await page.evaluateHandle(() => {
    const seen = { count: 0 };
    window.addEventListener("pagehide", () => seen.count++);
    return seen;
  });
  const saved = page.waitForRequest(isStudySave);
  await setVisibility(page, "hidden");
  // The 20 seconds run on the page's clock, plus the real seconds the page took to load and answer.
  const sent = secondsSent(await saved);
  expect(sent).toBeGreaterThanOrEqual(20);
  expect(sent).toBeLessThanOrEqual(40);
  expect(await pagehides.evaluate((seen) => seen.count)).toBe(0);

  // Ten minutes in another tab.
  await page.clock.runFor(10 * 60_000);
  await setVisibility(page, "visible");
  expect(await timerSeconds(page)).toBe(sent);
  expect((await (await page.request.get("/api/progress")).json()).studyTime).toBe(sent);
});

test("a learner who has walked away stops counting after two minutes; a keystroke counts again", async ({
  page,
  request,
}) => {
  const { scenario } = await learnerAtFirstScenario(page, request);
  await page.clock.install();
  await page.goto(chatPath(scenario));
  await expect(page.getByTestId("ai-message").first()).toBeVisible({ timeout: 5000 });
  await page.getByLabel("Your message").press("H");
  await page.clock.runFor(10 * 60_000);
  const idle = await timerSeconds(page);
  // The two minutes of presence after the keystroke, and the few real seconds from the page's start to it.
  expect(idle).toBeGreaterThanOrEqual(120);
  expect(idle).toBeLessThanOrEqual(140);
  await page.getByLabel("Your message").press("a");
  await page.clock.runFor(30_000);
  expect(await timerSeconds(page)).toBeGreaterThanOrEqual(idle + 29);
});
