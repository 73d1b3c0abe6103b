import { expect, type Page, type Request, test } from "./fixtures";
import { appOrigin, createVerifiedUser, signInViaApi } from "./helpers";

const cards = (page: Page) => page.getByTestId("scenario-card");

/** The German course's scenario ids in order, from the API. */
async function scenarioIds(page: Page): Promise<string[]> {
  const course = await (await page.request.get("/api/courses/complete-german")).json();
  return course.chapters.flatMap((c: { scenarios: { id: string }[] }) => c.scenarios.map((s) => s.id));
}

async function complete(page: Page, scenarioId: string) {
  const res = await page.request.post(`/api/courses/complete-german/scenarios/${scenarioId}/progress`, {
    data: { progress: 100 },
    headers: { Origin: appOrigin() },
  });
  expect(res.ok()).toBe(true);
}

test("a visitor sees the carousel with one unlocked scenario; locked cards do nothing", async ({ page }) => {
  await page.goto("/course/complete-german/scenarios");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Languages");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Select Scenario");
  await expect(page.getByRole("heading", { level: 1, name: "Complete German" })).toBeVisible();
  await expect(page.getByText("Real-world conversation with AI feedback")).toBeVisible();
  await expect(page.getByText("Complete scenarios in order to unlock new ones.")).toBeVisible();
  await expect(cards(page).first()).toContainText("Start Learning");
  await expect(cards(page).first()).toContainText("0% done");
  await expect(cards(page).first()).toContainText("Beginner Level");
  await expect(page.locator('[data-testid="scenario-card"][data-state="open"]')).toHaveCount(1);
  const locked = page.locator('[data-testid="scenario-card"][data-state="locked"]').first();
  await expect(locked).toContainText("Locked");
  await expect(locked).toContainText("Complete previous");
  await locked.click({ force: true });
  await expect(page).toHaveURL(/\/course\/complete-german\/scenarios$/);
});

test("completing scenario 1 unlocks scenario 2, and 'Jump to Current Scenario' scrolls to the current one", async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await signInViaApi(page, user.email);
  const ids = await scenarioIds(page);
  await complete(page, ids[0]!);
  await page.goto("/course/complete-german/scenarios");
  await expect(cards(page).nth(0)).toHaveAttribute("data-state", "completed");
  await expect(cards(page).nth(0)).toContainText("Complete");
  await expect(cards(page).nth(1)).toHaveAttribute("data-state", "open");
  await expect(cards(page).nth(1)).toContainText("Start Learning");
  await expect(cards(page).nth(2)).toHaveAttribute("data-state", "locked");

  // Move the current scenario out of view, then jump to it.
  for (const id of ids.slice(1, 6)) await complete(page, id);
  await page.reload();
  const current = page.locator(`#scenario-${ids[6]}`);
  await expect(current).not.toBeInViewport();
  await page.getByRole("button", { name: "Jump to Current Scenario" }).click();
  await expect(current).toBeInViewport();
  await expect(page.locator("header dl")).toContainText("Completed6");
  await expect(page.locator("header dl")).toContainText("Remaining18");
});

test("the carousel works from the keyboard", async ({ page }) => {
  await page.goto("/course/complete-german/scenarios");
  const dots = page.getByRole("button", { name: /^Go to position/ });
  await expect(dots.first()).toHaveAttribute("aria-current", "true");
  await page.getByRole("region", { name: "Scenarios" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(dots.first()).toHaveAttribute("aria-current", "true");
  await page.getByRole("button", { name: "Next scenarios" }).click();
  await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
});

test("unknown course and scenario show their messages", async ({ page, request }) => {
  await page.goto("/course/klingon/scenarios");
  await expect(page.getByRole("heading", { name: "Course not found" })).toBeVisible();
  const user = await createVerifiedUser(request);
  await signInViaApi(page, user.email);
  await page.goto("/course/complete-german/scenario/nowhere/characters");
  await expect(page.getByRole("heading", { name: "Scenario not found" })).toBeVisible();
});

test("tutor selection: visitors sign in first; learners see the tutors; locked scenarios say so", async ({
  page,
  request,
}) => {
  const ids = await scenarioIds(page);
  const path = `/course/complete-german/scenario/${ids[0]}/characters`;
  await page.goto(path);
  await expect(page).toHaveURL(`/auth?next=${encodeURIComponent(path)}`);

  const user = await createVerifiedUser(request);
  await signInViaApi(page, user.email);
  await page.goto("/course/complete-german/scenarios");
  await cards(page).first().click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole("heading", { name: "Choose Your AI Tutor" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Choose Tutor");
  const tutors = page.getByRole("link", { name: /^Start Chat with / });
  expect(await tutors.count()).toBeGreaterThanOrEqual(2);
  await expect(tutors.first()).toContainText("Available");
  await expect(tutors.first()).toHaveAttribute(
    "href",
    new RegExp(`/course/complete-german/scenario/${ids[0]}/character/[a-z0-9-]+/chat$`),
  );
  await expect(tutors.first().locator("img")).toHaveAttribute("src", /^\/avatars\/characters\/.+\.svg$/);
  await page.getByRole("link", { name: "Back to Scenarios" }).click();
  await expect(page).toHaveURL("/course/complete-german/scenarios");

  await page.goto(`/course/complete-german/scenario/${ids[3]}/characters`);
  await expect(page.getByRole("heading", { name: "This scenario is locked" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Start Chat with / })).toHaveCount(0);
});

test("a page comes with its data: its code is fetched once, no API read waits for it, and no preload goes unused", async ({
  page,
}) => {
  const user = await createVerifiedUser(page.request);
  await signInViaApi(page, user.email);
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") warnings.push(message.text());
  });
  const ids = await scenarioIds(page);
  for (const path of [
    "/",
    "/course/complete-german/scenarios",
    `/course/complete-german/scenario/${ids[0]}/characters`,
    "/learning-studio/vocabulary",
  ]) {
    const requested: string[] = [];
    const listener = (request: { url(): string; method(): string }) => {
      if (request.method() === "GET") requested.push(new URL(request.url()).pathname);
    };
    page.on("request", listener);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Long enough for Chromium's 'preloaded but not used within a few seconds' warning.
    await page.waitForTimeout(3500);
    page.off("request", listener);
    // The server rendered the page with its data and handed it over: the browser reads nothing again.
    expect(
      requested.filter((p) => p.startsWith("/api/")),
      path,
    ).toEqual([]);
    const code = requested.filter((p) => p.endsWith(".js"));
    expect(new Set(code).size, path).toBe(code.length);
  }
  expect(warnings.filter((w) => w.includes("preload"))).toEqual([]);
});

test("after signing out, the scenario list shows none of the learner's progress, and nothing is asked as them", async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await signInViaApi(page, user.email);
  await complete(page, (await scenarioIds(page))[0]!);
  await page.goto("/course/complete-german/scenarios");
  await expect(cards(page).nth(0)).toHaveAttribute("data-state", "completed");

  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  // What the page asks from here on. (A page view it reported while still signed in may reach the server after
  // the sign-out and be refused: that one was asked as the learner, who was signed in then.)
  const refused: string[] = [];
  const asked = new Set<Request>();
  page.on("request", (req) => asked.add(req));
  page.on("response", (res) => {
    if (asked.has(res.request()) && res.status() === 401) refused.push(res.url());
  });
  // Back to the course in the same tab, as the next person at this device would (no reload: the app's own cache).
  await page.getByRole("link", { name: "Parley" }).first().click();
  await page
    .getByRole("link", { name: /^Start Learning / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/course\/complete-german\/scenarios$/);
  await expect(cards(page).nth(0)).toHaveAttribute("data-state", "open");
  await expect(cards(page).nth(0)).toContainText("0% done");
  expect(refused).toEqual([]);
});
