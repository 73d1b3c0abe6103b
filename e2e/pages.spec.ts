import { type ConsoleMessage, expect, type Page, test, waitForHydration } from "./fixtures";
import { chatPath, createVerifiedUser, firstScenario, signInViaApi } from "./helpers";

/**
 * Every page is rendered on the server and hydrated in the browser: no page may log an error or a hydration
 * warning in either theme, and each has its own title, in the document's head, on load and on client navigation.
 */

/** Console errors and warnings, but not the browser's note that the 404 page's own document answered 404. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    const own404 = /status of 404/.test(message.text()) && message.location().url === page.url();
    if (!own404) problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

async function visit(page: Page, path: string, title: string | RegExp, status = 200) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(page, path).toHaveTitle(title);
  // The title is in the head, where tabs, bookmarks and screen readers look for it, and nowhere else.
  expect(await page.locator("head > title").count(), path).toBe(1);
  expect(await page.locator("body title").count(), path).toBe(0);
  return page.title();
}

for (const colorScheme of ["light", "dark"] as const) {
  test(`every page hydrates without an error or a warning, with its own title (${colorScheme})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    // With the service worker at work, as learners have it (it installs on the first page).
    const context = await browser.newContext({ colorScheme, serviceWorkers: "allow" });
    const page = waitForHydration(await context.newPage());
    const problems = collectProblems(page);
    const titles = new Map<string, string>();
    const seen = async (path: string, title: string | RegExp, status?: number) =>
      titles.set(path, await visit(page, path, title, status));

    await seen("/", "Parley: AI language tutor");
    await seen("/auth", "Sign in · Parley");
    await seen("/privacy-policy", "Privacy Policy · Parley");
    await seen("/terms-of-service", "Terms of Service · Parley");
    await seen("/unsubscribe?token=reminder.x.y", "Unsubscribe · Parley");
    await seen("/course/complete-german/scenarios", "Complete German · Parley");
    await seen("/no/such/page", "Page not found · Parley", 404);
    await seen("/course/klingon/scenarios", "Course not found · Parley", 404);

    const user = await createVerifiedUser(page.request);
    await signInViaApi(page, user.email);
    const scenario = await firstScenario(page);
    const tutor = scenario.characters[0]!;
    // A learner's 'Page not found' is a page opened too, for the usage statistics (by its pattern, '*').
    const counted = page.waitForResponse("**/api/usage/page");
    await visit(page, "/no/such/page", "Page not found · Parley", 404);
    expect((await counted).status()).toBe(204);
    await seen("/learning-studio", "Learning Studio · Parley");
    await seen("/learning-studio/notes", "My Notes · Parley");
    await seen("/learning-studio/vocabulary", "Vocabulary · Learning Studio · Parley");
    await seen("/learning-studio/grammar", "Grammar · Learning Studio · Parley");
    await seen("/learning-studio/create", "Create Custom Content · Learning Studio · Parley");
    await seen("/learning-studio/reading", "Reading · Learning Studio · Parley");
    await seen("/progress", "Progress and Statistics · Parley");
    await seen("/settings", "Settings · Parley");
    await seen("/profile", "Profile · Parley");
    await seen(`/course/complete-german/scenario/${scenario.id}/characters`, /^Choose Your AI Tutor · /);
    await seen(
      `/course/complete-german/scenario/${scenario.id}/character/${tutor.id}/chat`,
      new RegExp(`^${tutor.name} · `),
    );
    await expect(page.getByTestId("ai-message").first()).toBeVisible();

    // One title per page (the two 404 pages name what is missing).
    expect(new Set(titles.values()).size).toBe(titles.size);

    // Client navigation sets the title as well.
    await page.goto("/learning-studio");
    await page
      .getByRole("link", { name: /My Notes/ })
      .first()
      .click();
    await expect(page).toHaveTitle("My Notes · Parley");
    await page.goBack();
    await expect(page).toHaveTitle("Learning Studio · Parley");

    expect(problems).toEqual([]);
    await context.close();
  });
}

test("public pages are readable with JavaScript turned off", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Choose Your Language" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Start Learning / })).toHaveCount(2);
  await page.goto("/auth");
  await expect(page.getByLabel("Email")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  await page.goto("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  const missing = await page.goto("/no/such/page");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await context.close();
});

test("the scenario list and the chat load no validation library: they validate nothing", async ({ page: raw }) => {
  const page = waitForHydration(raw);
  // The scripts' addresses; their text is fetched afterwards (a body the browser read for a page it has since left
  // is gone from its memory).
  const scripts = new Set<string>();
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.endsWith(".js")) scripts.add(response.url());
  });
  const user = await createVerifiedUser(page.request);
  await signInViaApi(page, user.email);
  const scenario = await firstScenario(page);
  await page.goto("/course/complete-german/scenarios");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.goto(chatPath(scenario));
  await expect(page.getByTestId("ai-message").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  const bodies = await Promise.all([...scripts].map(async (url) => (await page.request.get(url)).text()));
  expect(bodies.length).toBeGreaterThan(10);
  // zod's error class: in the bundle wherever zod is (the sign-in page's form has it).
  expect(bodies.filter((body) => body.includes("ZodError"))).toEqual([]);
});

test("the sign-in page loads its form checks when a form is first used, and they still check what was typed", async ({
  page: raw,
}) => {
  const page = waitForHydration(raw);
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.endsWith(".js")) scripts.push(response.url());
  });
  const withZod = async () => {
    const bodies = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
    return bodies.filter((body) => body.includes("ZodError")).length;
  };
  await page.goto("/auth");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  expect(await withZod()).toBe(0);

  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("12345");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
  expect(await withZod()).toBeGreaterThan(0);
});
