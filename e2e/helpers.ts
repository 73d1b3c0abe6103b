import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { twMerge } from "tailwind-merge";

export const PASSWORD = "Secret123";
let counter = 0;

/** The test server's origin (set by playwright.config.ts), sent as Origin like a browser would. */
export const appOrigin = () => `http://localhost:${process.env.E2E_PORT}`;

/** A fresh address per call, unique across workers and runs. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${process.pid}-${Date.now()}-${++counter}@example.com`;
}

interface OutboxMail {
  to: string;
  subject: string;
  link?: string;
}

/** The newest mail to `to` whose subject matches, from the server's local outbox. */
export async function latestMail(request: APIRequestContext, to: string, subject: RegExp): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const { mails } = (await (await request.get("/dev/mailbox.json")).json()) as { mails: OutboxMail[] };
      found = mails.find((m) => m.to === to && subject.test(m.subject));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** The path + query of a mailed link, so the test opens it on the test server. */
export const pathOf = (link: string | undefined) => {
  const url = new URL(link!);
  return url.pathname + url.search;
};

/** Signs up through the API (as the page would) and verifies through the mailed link. `origin`: the server's. */
export async function createVerifiedUser(request: APIRequestContext, name = "Ada Lovelace", origin = appOrigin()) {
  const email = uniqueEmail("user");
  const res = await request.post("/api/auth/sign-up/email", {
    data: { name, email, password: PASSWORD },
    headers: { Origin: origin },
  });
  expect(res.ok()).toBe(true);
  const mail = await latestMail(request, email, /Verify/);
  const token = new URL(mail.link!).searchParams.get("token_hash")!;
  expect((await request.get(`/api/auth/verify-email?token=${token}`)).ok()).toBe(true);
  return { email, name, password: PASSWORD };
}

export async function signIn(page: Page, email: string, password = PASSWORD, rememberMe = true) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  if (!rememberMe) await page.getByLabel("Remember me").uncheck();
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** Saves German words (word, meaning) to the signed-in learner's vocabulary, each answered 201. */
export async function saveWords(page: Page, words: [string, string][]) {
  for (const [word, meaning] of words) {
    const res = await page.request.post("/api/vocabulary", { data: { word, meaning, language: "de" } });
    expect(res.status()).toBe(201);
  }
}

/** The toasts on the page, including one fading out. */
export const toasts = (page: Page) => page.locator("[data-sonner-toast]");

/** Signs the page's browser context in through the API (cookies land in the context), for tests about other things. */
export async function signInViaApi(page: Page, email: string, password = PASSWORD, origin = appOrigin()) {
  const res = await page.request.post("/api/auth/sign-in/email", {
    data: { email, password, rememberMe: true },
    headers: { Origin: origin },
  });
  expect(res.ok()).toBe(true);
}

export interface ScenarioSummary {
  id: string;
  title: string;
  characters: { id: string; name: string; openingLine: string }[];
}

/** The first scenario of Complete German, with its tutors (the scenario's own read: the list only counts them). */
export async function firstScenario(page: Page): Promise<ScenarioSummary> {
  const course = await (await page.request.get("/api/courses/complete-german")).json();
  const { id } = course.chapters[0].scenarios[0];
  return (await (await page.request.get(`/api/courses/complete-german/scenarios/${id}`)).json()).scenario;
}

/** A new verified learner, signed in on `page`, and the German course's first scenario. */
export async function learnerAtFirstScenario(page: Page, request: APIRequestContext) {
  const { email } = await createVerifiedUser(request);
  await signInViaApi(page, email);
  return { email, scenario: await firstScenario(page) };
}

/** The chat page of a scenario's first tutor. */
export const chatPath = (scenario: ScenarioSummary) =>
  `/course/complete-german/scenario/${scenario.id}/character/${scenario.characters[0]!.id}/chat`;

/** Opens the chat with a scenario's first tutor and waits for the tutor's opening line. */
export async function openChat(page: Page, scenario: ScenarioSummary) {
  await page.goto(chatPath(scenario));
  await expect(page.getByTestId("ai-message").first()).toBeVisible({ timeout: 5000 });
}

/** Ten answers taken from the hints: the lesson completes and its dialog opens. */
export async function completeLesson(page: Page) {
  const box = page.getByLabel("Your message");
  for (let i = 1; i <= 10; i++) {
    await page.getByRole("button", { name: "Get Hint" }).click();
    await expect(box).not.toHaveValue("");
    await box.press("Enter");
    await expect(page.getByTestId("message-count")).toHaveText(String(i));
  }
  const dialog = page.getByRole("dialog", { name: "Lesson complete!" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * An axe-core scan of the whole page as it is painted now: its serious and critical violations, one line each,
 * labelled with `where`. Waits first for transitions and fades to end (a toast fading out, a card flipping), since
 * axe measures contrast on what is painted; endless animations (spinners) are left running.
 */
export async function seriousViolations(page: Page, where: string, rules?: string[]): Promise<string[]> {
  await page.waitForTimeout(400);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY),
  );
  const builder = new AxeBuilder({ page });
  const { violations } = await (rules ? builder.withRules(rules) : builder).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")} — ${v.nodes[0]?.any[0]?.message ?? v.nodes[0]?.all[0]?.message ?? ""}`,
    );
}

/**
 * seriousViolations of the page as it is now in the light theme, then its colours in the dark one (the markup is the
 * same in both: only contrast can differ). The app follows the system's colour scheme live, so one visit (and one
 * opened dialog) is scanned in both; the page is left in light.
 */
export async function seriousViolationsInBothThemes(page: Page, where: string): Promise<string[]> {
  const scheme = async (colorScheme: "light" | "dark") => {
    await page.emulateMedia({ colorScheme });
    await page.waitForFunction(
      (dark) => document.documentElement.classList.contains("dark") === dark,
      colorScheme === "dark",
    );
  };
  await scheme("light");
  const light = await seriousViolations(page, `light ${where}`);
  await scheme("dark");
  const dark = await seriousViolations(page, `dark ${where}`, ["color-contrast"]);
  await scheme("light");
  return [...light, ...dark];
}

/**
 * Elements whose classes set one property twice (`text-sm … text-xs`): which one wins would depend on the order of
 * Tailwind's stylesheet, not on the markup (the app joins classes without resolving conflicts, decision 0019).
 * tailwind-merge, kept for this check alone, names the classes a later one overrides. One line per conflict.
 */
export async function classConflicts(page: Page, where: string): Promise<string[]> {
  const classLists = await page.evaluate(() => [
    ...new Set([...document.querySelectorAll("[class]")].map((element) => element.getAttribute("class") ?? "")),
  ]);
  return classLists.flatMap((classes) => {
    const kept = new Set(twMerge(classes).split(/\s+/));
    const overridden = [...new Set(classes.split(/\s+/))].filter((name) => name && !kept.has(name));
    return overridden.length ? [`${where}: ${overridden.join(" ")} overridden in "${classes}"`] : [];
  });
}
