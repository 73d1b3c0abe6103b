import { readFileSync } from "node:fs";
import { join } from "node:path";
import { unsubscribeToken } from "../src/server/features/notifications/unsubscribe-token";
import { expect, test } from "./fixtures";
import { createVerifiedUser, signInViaApi } from "./helpers";

/**
 * 'Reminder time' in Settings, and the page a reminder mail's 'Unsubscribe' link opens. The mail itself, its
 * schedule and the one-click unsubscribe of mail clients are tested with the real queue in
 * src/server/features/notifications/*.test.ts; here the link is signed as the server signs it, with its secret.
 */

const serverSecret = () => readFileSync(join(process.env.E2E_DATA_DIR!, "auth-secret"), "utf8").trim();

test("the reminder time is chosen in Settings, and a mail's unsubscribe link turns daily reminders off", async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, "Rosa Lernt");
  await signInViaApi(page, user.email);
  await page.goto("/settings");
  await page.getByRole("tab", { name: "Notifications" }).click();
  const time = page.getByLabel("Reminder time");
  await expect(time).toHaveValue("18:00");
  await time.fill("07:30");
  await time.press("Enter");
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Settings saved" })).toBeVisible();
  await page.reload();
  await page.getByRole("tab", { name: "Notifications" }).click();
  await expect(page.getByLabel("Reminder time")).toHaveValue("07:30");
  // Without reminders there is no time to choose.
  await page.getByRole("switch", { name: "Daily reminders" }).click();
  await expect(page.getByLabel("Reminder time")).toBeDisabled();
  await page.getByRole("switch", { name: "Daily reminders" }).click();
  await expect(page.getByLabel("Reminder time")).toBeEnabled();

  const { id } = await (await page.request.get("/api/auth/get-session")).json().then((s) => s.user);
  // Opened from the mail on another device: signed out.
  const visitor = await page.context().browser()!.newContext();
  const mailPage = await visitor.newPage();
  await mailPage.goto(`/unsubscribe?token=${encodeURIComponent(unsubscribeToken(serverSecret(), "reminder", id))}`);
  await mailPage.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
  await expect(mailPage).toHaveTitle(/Unsubscribe/);
  await expect(mailPage.getByRole("heading", { name: "Stop daily reminder mails?" })).toBeVisible();
  await mailPage.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(mailPage.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  await expect(mailPage.getByText("“Daily reminders” is off. You can turn it on again in Settings.")).toBeVisible();
  await visitor.close();

  await page.reload();
  await page.getByRole("tab", { name: "Notifications" }).click();
  await expect(page.getByRole("switch", { name: "Daily reminders" })).not.toBeChecked();
});

test("an unsubscribe link that is not the server's says so and changes nothing", async ({ page }) => {
  await page.goto("/unsubscribe?token=reminder.someone.forged");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "Could not unsubscribe" })).toBeVisible();
  await expect(
    page.getByText("This unsubscribe link is not valid. You can turn mails off in Settings instead."),
  ).toBeVisible();
  await page.goto("/unsubscribe");
  await expect(page.getByRole("heading", { name: "Could not unsubscribe" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);
});
