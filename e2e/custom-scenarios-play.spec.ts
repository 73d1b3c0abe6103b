import { rentScenario } from "../src/server/testing/own-scenario";
import { expect, type Page, test } from "./fixtures";
import { appOrigin, createVerifiedUser, firstScenario, signInViaApi } from "./helpers";

/**
 * A learner's own scenario played offline in the regular chat (issue 36): started from 'My scenarios', the situation's
 * opening line, a correction, the learner's key phrase asked for in the tutor's turn, completion and the way back.
 */

/** A signed-in learner with one scenario of their own (made through the API: the form has its own spec). */
async function learnerWithScenario(page: Page, request: Parameters<typeof createVerifiedUser>[0]) {
  const user = await createVerifiedUser(request);
  await signInViaApi(page, user.email);
  // Sounds off: headless Chromium without a sound device holds the page a second on its first AudioContext.
  await page.request.patch("/api/settings", { data: { soundEffects: false, autoPlayAudio: false } });
  const face = (await firstScenario(page)).characters[0]!;
  const created = await page.request.post("/api/custom-scenarios", {
    headers: { Origin: appOrigin() },
    data: { ...rentScenario(face.id), situation: "renting" },
  });
  expect(created.status()).toBe(201);
  return { face };
}

test("an own scenario, started from 'My scenarios', is played offline: opening, correction, key phrase, completion", async ({
  page,
  request,
}) => {
  await learnerWithScenario(page, request);
  await page.goto("/learning-studio/create");
  await page.getByRole("link", { name: "Start Die Miete" }).click();

  // The renting situation's opening line, with the learner's tutor and the note on what the offline tutor plays.
  await expect(page.getByTestId("ai-message").first()).toContainText("der Vermieter", { timeout: 5000 });
  await expect(page.getByRole("note")).toContainText("Free role-play by your own instructions needs an AI provider.");
  await expect(page.getByRole("heading", { name: "Frau Weber" })).toBeVisible();
  await expect(page.getByText("My scenarios", { exact: true })).toBeVisible();

  // A learner error is corrected as in any chat, and the tutor asks for the first key phrase after its question.
  const box = page.getByLabel("Your message");
  await box.fill("Guten Tag, ich möchte mit Ihnen über die miete sprechen.");
  await box.press("Enter");
  await expect(page.getByTestId("correction")).toContainText("miete → Miete", { timeout: 30_000 });
  await expect(page.getByTestId("ai-message").nth(1)).toContainText("„die Miete senken“");

  // Nine more answers (from the hints) complete the lesson by the same message rule.
  await box.fill("Ich möchte die Miete senken.");
  await box.press("Enter");
  await expect(page.getByTestId("message-count")).toHaveText("2");
  await expect(page.getByTestId("ai-message").nth(2)).toContainText("„die Nebenkosten“");
  for (let sent = 3; sent <= 10; sent++) {
    await page.getByRole("button", { name: "Get Hint" }).click();
    await expect(box).not.toHaveValue("");
    await box.press("Enter");
    await expect(page.getByTestId("message-count")).toHaveText(String(sent));
  }
  const dialog = page.getByRole("dialog", { name: "Lesson complete!" });
  await expect(dialog).toContainText('You sent 10 messages in "Die Miete".');
  await dialog.getByRole("button", { name: "Back to my scenarios" }).click();
  await expect(page).toHaveURL(/\/learning-studio\/create$/);

  // Progress names the lesson.
  await page.goto("/progress");
  await page.getByRole("tab", { name: "Activity" }).click();
  await expect(page.getByRole("tabpanel", { name: "Activity" })).toContainText("Die Miete");
});

test("another learner cannot open a learner's own scenario: the chat says it is not there", async ({
  page,
  request,
  browser,
}) => {
  const { face } = await learnerWithScenario(page, request);
  const [own] = (await (await page.request.get("/api/custom-scenarios")).json()).scenarios;
  const path = `/course/my-de/scenario/${own.id}/character/${face.id}/chat`;
  await page.goto(path);
  await expect(page.getByTestId("ai-message").first()).toBeVisible({ timeout: 5000 });

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const stranger = await createVerifiedUser(otherPage.request);
  await signInViaApi(otherPage, stranger.email);
  await otherPage.goto(path);
  await expect(otherPage.getByRole("heading", { name: "Not found" })).toBeVisible();
  await expect(otherPage.getByTestId("ai-message")).toHaveCount(0);
  await other.close();
});
