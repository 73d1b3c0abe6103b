import { expect, test } from "./fixtures";

test.describe("home / language chooser", () => {
  test("shows one card per visible course, German first, each linking to its scenarios", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Choose Your Language" })).toBeVisible();
    const cards = page.getByRole("link", { name: /^Start Learning / });
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toHaveAttribute("href", "/course/complete-german/scenarios");
    await expect(cards.nth(1)).toHaveAttribute("href", "/course/complete-english/scenarios");
    await expect(page.getByText("Free")).toHaveCount(2);
    await expect(page.getByText("More Languages - Coming Soon")).toBeVisible();
    await expect(page.getByText("French Conversations")).toHaveCount(0);
    await expect(page.getByText(/\d+ chapters/).first()).toBeVisible();
    await expect(page.getByText(/\d+ tutors/).first()).toBeVisible();

    await cards.nth(0).click();
    await expect(page).toHaveURL(/\/course\/complete-german\/scenarios$/);
  });
});

test.describe("theme", () => {
  for (const [from, to] of [
    ["light", "dark"],
    ["dark", "light"],
  ] as const) {
    test(`toggles from ${from} to ${to} and keeps it across a reload`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: from });
      await page.goto("/");
      const html = page.locator("html");
      await expect(html).toHaveClass(from === "dark" ? /dark/ : /^(?!.*dark)/);
      await page.getByRole("button", { name: `Switch to ${to} theme` }).click();
      await expect(html).toHaveClass(to === "dark" ? /dark/ : /^(?!.*dark)/);
      expect(await page.evaluate(() => localStorage.getItem("parley:theme"))).toBe(to);

      await page.reload();
      // The inline script applies the saved theme before any module runs.
      const classAtFirstPaint = await page.evaluate(() => document.documentElement.className);
      expect(classAtFirstPaint.includes("dark")).toBe(to === "dark");
      await expect(page.getByRole("button", { name: `Switch to ${from} theme` })).toBeVisible();
    });
  }
});

test("unknown paths show the 404 page with a way home", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Choose Your Language" })).toBeVisible();
});

test.describe("legal pages", () => {
  for (const [path, title, sections] of [
    ["/privacy-policy", "Privacy Policy", 6],
    ["/terms-of-service", "Terms of Service", 8],
  ] as const) {
    test(`${title} has ${sections} numbered sections and is linked from the footer`, async ({ page }) => {
      await page.goto("/");
      await page.getByRole("contentinfo").getByRole("link", { name: title }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      const headings = page.getByRole("heading", { level: 2 });
      await expect(headings).toHaveCount(sections);
      for (let i = 0; i < sections; i++) await expect(headings.nth(i)).toHaveText(new RegExp(`^${i + 1}\\. `));
    });
  }
});

test("a failing page shows 'Page Error' and recovers on 'Try Again'", async ({ page }) => {
  await page.goto("/privacy-policy");
  // The course list fails (server error) until the test lets it through; the browser reads it on the way home.
  let failing = true;
  await page.route("**/api/courses", (route) =>
    failing ? route.fulfill({ status: 500, json: { error: { code: "INTERNAL", message: "boom" } } }) : route.fallback(),
  );
  await page.getByRole("link", { name: "Parley home" }).click();
  await expect(page.getByRole("heading", { name: "Page Error" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("This page encountered an error and couldn't load properly.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Go Back" })).toBeVisible();
  // The shell stays usable around the failed page.
  await expect(page.getByRole("link", { name: "Parley home" })).toBeVisible();

  failing = false;
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("heading", { name: "Choose Your Language" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Page Error" })).toHaveCount(0);
});

test("every response carries the security headers and the page runs under the CSP, its worker too", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  // The boot script sets up the browser's number and date formats in a worker, off the page's thread.
  const worker = page.waitForEvent("worker");
  const response = await page.goto("/");
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self' 'sha256-");
  expect((await worker).url()).toMatch(/\/intl-warmup\.js$/);
  expect(response?.headers()["x-frame-options"]).toBe("DENY");
  await expect(page.getByRole("heading", { name: "Choose Your Language" })).toBeVisible();
  expect(violations).toEqual([]);
});
