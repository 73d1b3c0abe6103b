import { readFileSync } from "node:fs";
import { expect, test, waitForHydration } from "./fixtures";
import { createVerifiedUser, PASSWORD, signIn, signInViaApi, toasts } from "./helpers";

test.describe("route protection", () => {
  for (const path of ["/profile", "/settings"]) {
    test(`${path} sends a visitor to /auth and back after signing in`, async ({ page, request }) => {
      const user = await createVerifiedUser(request);
      await page.goto("/");
      await page.goto(path);
      await expect(page).toHaveURL(`/auth?next=${encodeURIComponent(path)}`);
      // The redirect replaced the history entry: Back leaves the protected page alone.
      await page.goBack();
      await expect(page).toHaveURL("/");
      await page.goForward();
      await page.getByLabel("Email").fill(user.email);
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      await expect(page).toHaveURL(path);
    });
  }
});

test("every kind of setting survives a reload", async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signInViaApi(page, user.email);
  await page.goto("/settings");

  // Switch and slider on General (the interface language has its own spec: it changes every text, languages.spec).
  await page.getByRole("switch", { name: "Sound effects" }).click();
  await expect(toasts(page).filter({ hasText: "Settings saved" })).toContainText("Your preferences have been updated.");
  const speed = page.getByRole("slider", { name: "Speech speed" });
  await speed.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  await expect(page.getByText("1.3× · Fast")).toBeVisible();

  await page.getByRole("tab", { name: "Notifications" }).click();
  await expect(page.getByRole("tab", { name: "Notifications" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "General" })).toHaveAttribute("aria-selected", "false");
  await page.getByRole("switch", { name: "Daily reminders" }).click();

  await page.getByRole("tab", { name: "Learning" }).click();
  await page.getByRole("combobox", { name: "Target level" }).click();
  await page.getByRole("option", { name: "C1" }).click();
  const goal = page.getByRole("slider", { name: "Daily goal" });
  await goal.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByText("35 minutes a day")).toBeVisible();
  const intervals = page.getByLabel("Spaced-repetition intervals");
  await intervals.fill("2, nonsense, 0, 9");
  await intervals.press("Enter");
  await expect(intervals).toHaveValue("2, 9");
  await page.getByRole("combobox", { name: "Card animation speed" }).click();
  await page.getByRole("option", { name: "Fast" }).click();

  await page.getByRole("tab", { name: "Privacy" }).click();
  await page.getByRole("switch", { name: "Analytics" }).click();
  await expect(page.getByRole("switch", { name: "Analytics" })).toHaveAttribute("aria-checked", "false");

  // Let the last save land, then reload.
  await expect.poll(async () => (await (await page.request.get("/api/settings")).json()).analytics).toBe(false);
  await page.reload();
  await expect(page.getByRole("switch", { name: "Sound effects" })).toHaveAttribute("aria-checked", "false");
  await expect(page.getByText("1.3× · Fast")).toBeVisible();
  await page.getByRole("tab", { name: "Notifications" }).click();
  await expect(page.getByRole("switch", { name: "Daily reminders" })).toHaveAttribute("aria-checked", "false");
  await page.getByRole("tab", { name: "Learning" }).click();
  await expect(page.getByRole("combobox", { name: "Target level" })).toHaveText("C1");
  await expect(page.getByText("35 minutes a day")).toBeVisible();
  await expect(page.getByLabel("Spaced-repetition intervals")).toHaveValue("2, 9");
  await expect(page.getByRole("combobox", { name: "Card animation speed" })).toHaveText("Fast");
  await page.getByRole("tab", { name: "Privacy" }).click();
  await expect(page.getByRole("switch", { name: "Analytics" })).toHaveAttribute("aria-checked", "false");

  // Presets and reset to defaults.
  await page.getByRole("tab", { name: "Learning" }).click();
  await page.getByRole("button", { name: "Hard Mode" }).click();
  await expect(page.getByLabel("Spaced-repetition intervals")).toHaveValue("1, 5, 15, 30, 60");
  await page.getByRole("button", { name: "Reset to defaults" }).click();
  await expect(page.getByLabel("Spaced-repetition intervals")).toHaveValue("1, 3, 7, 14, 30");
  await expect(page.getByRole("combobox", { name: "Card animation speed" })).toHaveText("Normal");
});

test("a failing save rolls back with 'Error saving settings'", async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signInViaApi(page, user.email);
  await page.goto("/settings");
  const toggle = page.getByRole("switch", { name: "Auto-play audio" });
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  // The server is unreachable for this save.
  await page.route("**/api/settings", (route) =>
    route.request().method() === "PATCH" ? route.abort() : route.fallback(),
  );
  await toggle.click();
  await expect(toasts(page).filter({ hasText: "Error saving settings" })).toContainText("Please try again");
  await expect(toggle).toHaveAttribute("aria-checked", "true");
});

test("pick an avatar: it shows in the top bar and in a second tab without a reload", async ({ page, request }) => {
  const user = await createVerifiedUser(request, "Avatar Person");
  await signInViaApi(page, user.email);
  const other = waitForHydration(await page.context().newPage());
  await other.goto("/");
  await expect(other.getByRole("button", { name: /Account menu/ })).toBeVisible();

  await page.goto("/profile");
  await page.getByRole("button", { name: "Change Avatar" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose Your Avatar" });
  await expect(dialog).toContainText("28 avatars available");
  await expect(dialog.getByRole("button", { name: "No Changes" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Colourful robot" }).click();
  await dialog.getByRole("button", { name: "Select Avatar" }).click();
  await expect(toasts(page).filter({ hasText: "Avatar updated" })).toContainText(
    "Your profile picture has been changed successfully.",
  );
  const avatarSrc = "/avatars/presets/bottts-gizmo.svg";
  await expect(page.getByRole("button", { name: /Account menu/ }).locator("img")).toHaveAttribute("src", avatarSrc);
  await expect(other.getByRole("button", { name: /Account menu/ }).locator("img")).toHaveAttribute("src", avatarSrc);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem("parley:user_avatar")))!).data).toBe(avatarSrc);
});

test("change name and username", async ({ page, request }) => {
  const user = await createVerifiedUser(request, "Old Name");
  await signInViaApi(page, user.email);
  await page.goto("/profile");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Profile");
  await expect(page.getByLabel("Email")).toBeDisabled();
  await expect(page.getByText("Email cannot be changed")).toBeVisible();
  await page.getByLabel("First name").fill("Marie");
  await page.getByLabel("Last name").fill("Curie Sklodowska");
  await page.getByLabel("Username").fill("x");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Username must be 3 to 30 letters, digits, _ or -")).toBeVisible();
  const username = `marie_${Date.now()}`;
  await page.getByLabel("Username").fill(username);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toasts(page).filter({ hasText: "Profile updated" })).toContainText(
    "Your profile settings have been saved successfully.",
  );
  await page.reload();
  await expect(page.getByLabel("First name")).toHaveValue("Marie");
  await expect(page.getByLabel("Last name")).toHaveValue("Curie Sklodowska");
  await expect(page.getByLabel("Username")).toHaveValue(username);
  await expect(page.getByRole("button", { name: "Account menu for Marie Curie Sklodowska" })).toBeVisible();
});

test("change password, then sign in with the new one", async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signInViaApi(page, user.email);
  await page.goto("/profile");
  await page.getByRole("button", { name: "Change Password" }).click();
  const dialog = page.getByRole("dialog", { name: "Change Password" });
  await dialog.getByLabel("Current password").fill(PASSWORD);
  await dialog.getByLabel("New password", { exact: true }).fill("weak");
  await dialog.getByLabel("Confirm new password").fill("weak");
  await dialog.getByRole("button", { name: "Change Password" }).click();
  await expect(dialog.getByText("Password must be at least 8 characters")).toBeVisible();
  await dialog.getByLabel("New password", { exact: true }).fill("Fresher456");
  await dialog.getByLabel("Confirm new password").fill("Fresher456");
  await dialog.getByRole("button", { name: "Change Password" }).click();
  await expect(toasts(page).filter({ hasText: "Password changed" })).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, user.email, "Fresher456");
  await expect(toasts(page).filter({ hasText: "Welcome back!" })).toBeVisible();
});

test("download my data", async ({ page, request }) => {
  const user = await createVerifiedUser(request, "Data Owner");
  await signInViaApi(page, user.email);
  await page.goto("/settings");
  await page.getByRole("tab", { name: "Privacy" }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download My Data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^parley-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await download.path())!, "utf8"));
  expect(data.account.email).toBe(user.email);
  expect(data.profile.fullName).toBe("Data Owner");
  expect(data.settings.dailyReviewGoal).toBe(20);

  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export vocabulary (CSV for Anki)" }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^parley-vocabulary-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(readFileSync((await csv.path())!, "utf8")).toBe("word,meaning,language\r\n");
});

test("delete the account: signed out, and signing in fails afterwards", async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signInViaApi(page, user.email);
  await page.goto("/profile");
  await page.getByRole("button", { name: "Delete Account" }).click();
  const dialog = page.getByRole("dialog");
  const confirm = dialog.getByRole("button", { name: "Delete my account" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type ${user.email} to confirm`).fill("someone@else.com");
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type ${user.email} to confirm`).fill(user.email);
  await confirm.click();
  await expect(toasts(page).filter({ hasText: "Account deleted" })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await signIn(page, user.email);
  await expect(toasts(page).filter({ hasText: "Sign In Failed" })).toContainText("Invalid email or password");
});
