import type { Browser, CDPSession, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import {
  chatPath,
  classConflicts,
  createVerifiedUser,
  firstScenario,
  saveWords,
  signInViaApi,
  toasts,
} from "./helpers";

/** A phone held upright (390×844), touch, as Chromium's mobile emulation gives it. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };

async function phone(browser: Browser, colorScheme: "light" | "dark" = "light") {
  const context = await browser.newContext({ ...PHONE, colorScheme });
  return { context, page: waitForHydration(await context.newPage()) };
}

/** Whether the element lies wholly inside the window as it is now. */
async function inViewport(page: Page, selector: string) {
  return page.evaluate((s) => {
    const box = document.querySelector(s)!.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth;
  }, selector);
}

/** A finger moving across the element, through Chromium's touch input (pointer events as a phone makes them). */
async function swipe(cdp: CDPSession, page: Page, testId: string, dx: number) {
  const box = (await page.getByTestId(testId).boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (let step = 1; step <= 8; step++) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: x + (dx * step) / 8, y }] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

test("the chat on a phone: the box stays in view through 12 messages, lesson and studio open as sheets", async ({
  browser,
}) => {
  const { context, page } = await phone(browser);
  const user = await createVerifiedUser(page.request);
  await signInViaApi(page, user.email);
  const scenario = await firstScenario(page);
  const tutor = scenario.characters[0]!;
  await page.goto(`/course/complete-german/scenario/${scenario.id}/character/${tutor.id}/chat`);
  await expect(page.getByRole("heading", { level: 1, name: tutor.name })).toBeVisible();
  await expect(page.getByTestId("ai-message").first()).toBeVisible({ timeout: 5000 });
  const box = page.getByLabel("Your message");
  expect(await inViewport(page, 'textarea[aria-label="Your message"]')).toBe(true);

  const studio = page.getByRole("dialog", { name: "Learning Studio" });
  for (let sent = 1; sent <= 12; sent++) {
    // The hint comes from the studio sheet, which closes to show it in the box.
    await page.getByRole("button", { name: "Learning Studio" }).tap();
    await studio.getByRole("button", { name: "Get Hint" }).tap();
    await expect(studio).toHaveCount(0);
    await expect(box).not.toHaveValue("");
    await page.getByRole("button", { name: "Send", exact: true }).tap();
    await expect(page.getByTestId("user-message")).toHaveCount(sent);
    await expect(page.getByTestId("ai-message")).toHaveCount(sent + 1);
    if (sent === 10) {
      const done = page.getByRole("dialog", { name: "Lesson complete!" });
      await done.getByRole("button", { name: /^Continue with / }).tap();
      await expect(done).toHaveCount(0);
    }
  }
  // The page itself never scrolled: the list did, and the newest reply is in view above the box.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await inViewport(page, 'textarea[aria-label="Your message"]')).toBe(true);
  await expect(page.getByTestId("ai-message").last()).toBeInViewport();

  // The lesson sheet: progress and counts; closed by its button.
  await page.getByRole("button", { name: "Lesson", exact: true }).tap();
  const lesson = page.getByRole("dialog", { name: "Lesson" });
  await expect(lesson.getByTestId("message-count")).toHaveText("12");
  await expect(lesson).toContainText("100% of the lesson");
  expect(await inViewport(page, '[data-slot="sheet-content"]')).toBe(true);
  expect(await classConflicts(page, "the lesson sheet")).toEqual([]);
  await lesson.getByRole("button", { name: "Close" }).tap();
  await expect(lesson).toHaveCount(0);
  // The studio sheet closes with Escape too; the box is still where it was.
  await page.getByRole("button", { name: "Learning Studio" }).tap();
  await expect(studio.getByRole("button", { name: "Call tutor" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(studio).toHaveCount(0);
  expect(await inViewport(page, 'textarea[aria-label="Your message"]')).toBe(true);
  await context.close();
});

test("flash cards by touch: tap flips, swipe right is 'Got It!', swipe left 'Need Practice'", async ({ browser }) => {
  const { context, page } = await phone(browser);
  const user = await createVerifiedUser(page.request);
  await signInViaApi(page, user.email);
  await saveWords(page, [
    ["links", "left"],
    ["rechts", "right"],
    ["geradeaus", "straight on"],
  ]);
  await page.goto("/learning-studio/vocabulary");
  await page.getByRole("button", { name: /^Flash cards/ }).tap();
  const dialog = page.getByRole("dialog", { name: "Flash Cards" });
  await expect(dialog).toContainText("Card 1 of 3");
  await expect(dialog).toContainText("swipe right: Got It!");
  const cdp = await context.newCDPSession(page);

  // Before the meaning is shown, a swipe rates nothing (as with the keys) and the card springs back.
  await swipe(cdp, page, "flash-card", 160);
  await expect(dialog).toContainText("Card 1 of 3");
  await page.getByTestId("flash-card").tap();
  await expect(dialog.getByTestId("flash-card-back")).toContainText("left");
  // A short move is not a swipe.
  await swipe(cdp, page, "flash-card", 40);
  await expect(dialog).toContainText("Card 1 of 3");
  await swipe(cdp, page, "flash-card", 160);
  await expect(toasts(page).filter({ hasText: "Next review in 3 days" })).toBeVisible();
  await expect(dialog).toContainText("Card 2 of 3");
  await page.getByTestId("flash-card").tap();
  await swipe(cdp, page, "flash-card", -160);
  await expect(toasts(page).filter({ hasText: "Next review in 1 day" })).toBeVisible();
  await expect(dialog).toContainText("Card 3 of 3");
  // The buttons are still there for those who do not swipe.
  await page.getByTestId("flash-card").tap();
  await dialog.getByRole("button", { name: "Got It!" }).tap();
  await expect(page.getByRole("dialog", { name: "Session Complete!" })).toBeVisible();

  const words = (await (await page.request.get("/api/vocabulary")).json()).words as {
    word: string;
    reviewInterval: number;
  }[];
  expect(Object.fromEntries(words.map((w) => [w.word, w.reviewInterval]))).toEqual({
    links: 3,
    rechts: 1,
    geradeaus: 3,
  });
  await context.close();
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`no page scrolls sideways at 360 and 390 px, nor sets one property twice (${colorScheme})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const { context, page } = await phone(browser, colorScheme);
    const user = await createVerifiedUser(page.request);
    await signInViaApi(page, user.email);
    const scenario = await firstScenario(page);
    const paths = [
      "/",
      "/course/complete-german/scenarios",
      `/course/complete-german/scenario/${scenario.id}/characters`,
      chatPath(scenario),
      "/learning-studio",
      "/learning-studio/notes",
      "/learning-studio/vocabulary",
      "/learning-studio/grammar",
      "/learning-studio/mistakes",
      "/learning-studio/create",
      "/learning-studio/reading",
      "/progress",
      "/settings",
      "/profile",
      "/privacy-policy",
      "/terms-of-service",
      "/unsubscribe?token=reminder.x.y",
      "/no/such/page",
    ];
    const overflowing: string[] = [];
    const check = async (path: string, width: number) => {
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) overflowing.push(`${path} at ${width} px: ${scrollWidth} px wide`);
      overflowing.push(...(await classConflicts(page, `${path} at ${width} px`)));
    };
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 780 });
      for (const path of paths) {
        await page.goto(path);
        await check(path, width);
      }
    }
    // The pages of a visitor.
    await context.clearCookies();
    for (const path of ["/auth", "/auth/reset-password?token=x"]) {
      await page.goto(path);
      await check(path, 360);
    }
    expect(overflowing).toEqual([]);
    await context.close();
  });
}

test("nothing on the scenario list moves as it starts, on a phone and on wide screens (its dots are in the first HTML)", async ({
  browser,
}) => {
  const { context, page } = await phone(browser);
  // Each layout shift, named by what moved (its tag, classes and the start of its text).
  await context.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { shifts, shifted: 0 });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
        const moved = entry.sources.map(({ node }) =>
          node instanceof Element ? `${node.tagName}.${node.className} "${node.textContent?.slice(0, 30)}"` : "?",
        );
        shifts.push(`${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${moved.join(", ")}`);
        (window as unknown as { shifted: number }).shifted += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  const user = await createVerifiedUser(page.request);
  await signInViaApi(page, user.email);
  const course = await (await page.request.get("/api/courses/complete-german")).json();
  const slides = course.chapters.flatMap((c: { scenarios: unknown[] }) => c.scenarios).length;
  const dots = page.getByRole("button", { name: /^Go to position / });
  // One slide a view on a phone, two from 640 px, three from 1024 px: the carousel can start on that many fewer.
  for (const [width, positions] of [
    [390, slides],
    [800, slides - 1],
    [1280, slides - 2],
  ] as const) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/course/complete-german/scenarios");
    // The carousel has measured itself once its arrows know where they are.
    await expect(page.getByRole("button", { name: "Next" })).toBeEnabled();
    await expect(dots).toHaveCount(positions);
    // The late row of dots moved the page by 0.008. Once, on a loaded machine, a shift of 0.0006 came that no run
    // since has shown; below 0.001 Lighthouse reports CLS 0, so that is the bound, and the message names what moved.
    const { shifted, shifts } = await page.evaluate(() => {
      const { shifted, shifts } = window as unknown as { shifted: number; shifts: string[] };
      return { shifted, shifts };
    });
    expect(shifted, `at ${width} px: ${shifts.join("; ")}`).toBeLessThan(0.001);
  }
  await context.close();
});
