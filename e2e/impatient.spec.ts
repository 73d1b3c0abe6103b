import { expect, type Page, test } from "@playwright/test";
import { emulateSlowPhone } from "../scripts/slow-phone";
import {
  chatPath,
  createVerifiedUser,
  learnerAtFirstScenario,
  PASSWORD,
  saveWords,
  signInViaApi,
  toasts,
  uniqueEmail,
} from "./helpers";

/**
 * Impatient learners on a slow phone (issue 34): CPU 4x slower, 150 ms round trips, 1.6 Mbps, as Lighthouse's mobile
 * profile. Each action is taken the moment its control is visible, without waiting for the page's code (no
 * hydration fixture here), and must take effect.
 */
async function slowPhone(page: Page) {
  await emulateSlowPhone(await page.context().newCDPSession(page));
}

/** Opens a page and returns as soon as its HTML has arrived (the page's code still loading). */
async function openEarly(page: Page, path: string) {
  await slowPhone(page);
  await page.goto(path, { waitUntil: "commit" });
}

test("the sign-up switch, tapped at once", async ({ page }) => {
  await openEarly(page, "/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();
  await expect(page).toHaveURL(/tab=signup/);
});

test("sign in with Enter, typed at once", async ({ page, request }) => {
  const { email } = await createVerifiedUser(request);
  await openEarly(page, "/auth?next=%2Fprogress");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Password", { exact: true }).press("Enter");
  await expect(page).toHaveURL(/\/progress$/, { timeout: 30_000 });
});

/** Holds the page's scripts back until `release` is called: the slowest phone, made certain. */
async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("sign in with Enter while the page's code has not arrived at all", async ({ page, request }) => {
  const { email } = await createVerifiedUser(request);
  const release = await holdScripts(page);
  await openEarly(page, "/auth?next=%2Fprogress");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Password", { exact: true }).press("Enter");
  await expect(page).toHaveURL(/\/progress$/, { timeout: 30_000 });
  release();
});

test("sign up, sent at once", async ({ page }) => {
  await openEarly(page, "/auth?tab=signup");
  const email = uniqueEmail("impatient");
  await page.getByLabel("Full name").fill("Ada Early");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Check Your Email", { exact: true })).toBeVisible({ timeout: 30_000 });
});

test("the sign-up button does not move under the finger when the page's code arrives after the password", async ({
  page,
}) => {
  // On a loaded machine the strength bar, shown on hydration for a password typed before it, moved the button down
  // between Playwright's aim and its click: the tap landed on the form and the account was never created.
  const release = await holdScripts(page);
  await openEarly(page, "/auth?tab=signup");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  const button = page.getByRole("button", { name: "Create Account" });
  const before = await button.boundingBox();
  release();
  await expect(page.getByTestId("password-strength")).toContainText("Medium", { timeout: 30_000 });
  expect(await button.boundingBox()).toEqual(before);
});

test("a new chat's opening line comes 2 s after entering, while the page's code has not arrived", async ({
  page,
  request,
}) => {
  const { scenario } = await learnerAtFirstScenario(page, request);
  const tutor = scenario.characters[0]!;
  const release = await holdScripts(page);
  await openEarly(page, `/course/complete-german/scenario/${scenario.id}/character/${tutor.id}/chat`);
  const line = page.getByTestId("ai-message").first();
  // The moment the stylesheet shows the line, read in the page (ms since its navigation began).
  const shownAt = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const check = () => {
          const line = document.querySelector('[data-testid="ai-message"]');
          if (line && getComputedStyle(line).visibility === "visible") resolve(performance.now());
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
  await expect(line).toHaveText(tutor.openingLine);
  await expect(page.getByRole("status", { name: `${tutor.name} is typing` })).toBeHidden();
  // Not before the specification's 2 s (at once if the page took longer to arrive), and without the page's code.
  expect(shownAt).toBeGreaterThanOrEqual(1950);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  release();
});

test("taps on buttons before the page's code has arrived take effect once it has", async ({ page, request }) => {
  const { email } = await createVerifiedUser(request);
  await signInViaApi(page, email);
  const release = await holdScripts(page);
  await openEarly(page, "/learning-studio/notes");
  await page.emulateMedia({ colorScheme: "light" });
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await page.getByRole("button", { name: "Add Note" }).click();
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  release();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/, { timeout: 30_000 });
  await expect(page.getByRole("dialog", { name: "Create Note" })).toBeVisible();
});

test("a chat message typed and sent with Enter before the page's code has arrived is sent, not lost", async ({
  page,
  request,
}) => {
  const { scenario } = await learnerAtFirstScenario(page, request);
  const release = await holdScripts(page);
  await openEarly(page, chatPath(scenario));
  const box = page.getByLabel("Your message");
  await box.fill("Hallo, ich heiße Anna.");
  await box.press("Enter");
  await expect(box).toHaveValue("Hallo, ich heiße Anna.");
  release();
  await expect(page.getByTestId("user-message")).toContainText("Hallo, ich heiße Anna.", { timeout: 30_000 });
  await expect(page.getByTestId("ai-message")).toHaveCount(2, { timeout: 30_000 });
  await expect(box).toHaveValue("");
});

test("the account menu and 'New Folder', tapped before the page's code has arrived, open once it has", async ({
  page,
  request,
}) => {
  const { email } = await createVerifiedUser(request);
  await signInViaApi(page, email);
  let release = await holdScripts(page);
  await openEarly(page, "/");
  await page.getByRole("button", { name: /^Account menu/ }).click();
  release();
  await expect(page.getByRole("menu")).toBeVisible({ timeout: 30_000 });

  await page.unrouteAll();
  release = await holdScripts(page);
  await page.goto("/learning-studio/notes", { waitUntil: "commit" });
  await page.getByRole("button", { name: "New Folder" }).click();
  release();
  await expect(page.getByRole("dialog", { name: "Create Folder" })).toBeVisible({ timeout: 30_000 });
});

test("a course card, tapped at once, opens its course", async ({ page }) => {
  await openEarly(page, "/");
  await page
    .getByRole("link", { name: /Complete German/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/course\/complete-german\/scenarios$/, { timeout: 30_000 });
});

test("flash cards opened and answered as soon as the page shows them", async ({ page, request }) => {
  const { email } = await createVerifiedUser(request);
  await signInViaApi(page, email);
  await saveWords(page, [["links", "left"]]);
  const release = await holdScripts(page);
  await openEarly(page, "/learning-studio/vocabulary");
  await page.getByRole("button", { name: /^Flash cards: Practice 1 word/ }).click();
  release();
  const dialog = page.getByRole("dialog", { name: "Flash Cards" });
  await expect(dialog).toContainText("Card 1 of 1", { timeout: 30_000 });
  await dialog.getByTestId("flash-card").click();
  await dialog.getByRole("button", { name: /Got It!/ }).click();
  await expect(toasts(page).filter({ hasText: "Word reviewed!" })).toBeVisible();
});

test("a scenario's title typed on the Create page before the page's code has arrived is kept", async ({
  page,
  request,
}) => {
  const { email } = await createVerifiedUser(request);
  await signInViaApi(page, email);
  const release = await holdScripts(page);
  await openEarly(page, "/learning-studio/create");
  await page.getByLabel("Title", { exact: true }).fill("Calling my landlord");
  release();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined, undefined, {
    timeout: 30_000,
  });
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Calling my landlord");
});
