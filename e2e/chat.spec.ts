import { expect, type Page, test } from "@playwright/test";
import { createVerifiedUser, signInViaApi, toasts } from "./helpers";

async function firstScenario(page: Page) {
  const course = await (await page.request.get("/api/courses/complete-german")).json();
  return course.chapters[0].scenarios[0] as {
    id: string;
    characters: { id: string; name: string; openingLine: string }[];
  };
}

test("chat with the offline tutor: opening line, corrections, translation, hint, history", async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await signInViaApi(page, user.email);
  const scenario = await firstScenario(page);
  const tutor = scenario.characters[0]!;
  await page.goto(`/course/complete-german/scenario/${scenario.id}/characters`);
  await page.getByRole("link", { name: new RegExp(`^Start Chat with ${tutor.name}`) }).click();

  // The opening line arrives after about 2 s, with the typing indicator first.
  await expect(page.getByRole("status", { name: `${tutor.name} is typing` })).toBeVisible();
  await expect(page.getByTestId("ai-message").first()).toHaveText(tutor.openingLine, { timeout: 5000 });
  await expect(page.getByText("Offline tutor")).toBeVisible();
  const box = page.getByLabel("Your message");
  await expect(box).toHaveAttribute("placeholder", "Type your response in German...");

  // Empty messages are not sent.
  await box.fill("   ");
  await expect(page.getByRole("button", { name: "Send" })).toBeDisabled();

  // A message with mistakes, sent with Enter, gets its correction.
  await box.fill("ich heise anna");
  await box.press("Enter");
  await expect(page.getByTestId("correction")).toContainText("Ich heiße Anna.");
  await expect(page.getByTestId("ai-message")).toHaveCount(2);
  await expect(page.getByTestId("message-count")).toHaveText("1");

  // Shift+Enter adds a line instead of sending.
  await box.fill("Hallo");
  await box.press("Shift+Enter");
  await expect(box).toHaveValue("Hallo\n");
  await box.fill("");

  await page.getByRole("button", { name: "Translate Last Message" }).click();
  await expect(page.getByTestId("translation")).toBeVisible();
  await page.getByRole("button", { name: "Translate Last Message" }).click();
  await expect(page.getByTestId("translation")).toHaveCount(0);

  await page.getByRole("button", { name: "Get Hint" }).click();
  await expect(page.getByText("Hint generated! Edit or send as is.")).toBeVisible();
  await expect(box).not.toHaveValue("");
  await box.press("End");
  await box.pressSequentially("!");
  await expect(page.getByText("Hint generated! Edit or send as is.")).toHaveCount(0);

  // Save a new word and a grammar topic from the right panel; saving the word again says 'Already saved'.
  const saveWord = page.getByRole("button", { name: /^Save word / }).first();
  await saveWord.click();
  await expect(toasts(page).filter({ hasText: "Word saved to your vocabulary" })).toBeVisible();
  await saveWord.click();
  await expect(toasts(page).filter({ hasText: "Already saved" })).toContainText(
    "This word is already in your vocabulary",
  );
  // The first scenario's first turn teaches a grammar topic (content/scripts).
  const saveTopic = page.getByRole("button", { name: /^Save grammar topic / }).first();
  await saveTopic.click();
  await expect(toasts(page).filter({ hasText: "Grammar topic saved" })).toBeVisible();
  await saveTopic.click();
  await expect(toasts(page).filter({ hasText: "This grammar topic is already saved" })).toBeVisible();

  await page.reload();
  await expect(page.getByTestId("user-message")).toHaveCount(1);
  await expect(page.getByTestId("ai-message")).toHaveCount(2);
});

test("ten messages complete the lesson and unlock the next scenario", async ({ page, request }) => {
  test.slow();
  const user = await createVerifiedUser(request);
  await signInViaApi(page, user.email);
  const scenario = await firstScenario(page);
  await page.goto(`/course/complete-german/scenario/${scenario.id}/character/${scenario.characters[0]!.id}/chat`);
  await expect(page.getByTestId("ai-message").first()).toBeVisible({ timeout: 5000 });
  const box = page.getByLabel("Your message");
  for (let i = 1; i <= 10; i++) {
    await page.getByRole("button", { name: "Get Hint" }).click();
    await expect(box).not.toHaveValue("");
    await box.press("Enter");
    await expect(page.getByTestId("message-count")).toHaveText(String(i));
  }
  const dialog = page.getByRole("dialog", { name: "Lesson complete!" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: `Continue with ${scenario.characters[0]!.name}` })).toBeVisible();
  await dialog.getByRole("button", { name: "Try Another Tutor" }).click();
  await expect(page.getByRole("heading", { name: "Choose Your AI Tutor" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Scenarios" }).click();
  await expect(page.getByTestId("scenario-card").nth(1)).toHaveAttribute("data-state", "open");
});

test("leaving the chat adds the session's seconds to the focus time", async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signInViaApi(page, user.email);
  const scenario = await firstScenario(page);
  await page.goto(`/course/complete-german/scenario/${scenario.id}/character/${scenario.characters[0]!.id}/chat`);
  await expect(page.getByTestId("focus-timer")).toHaveText("0m 2s", { timeout: 5000 });
  await page.getByRole("link", { name: "Back to characters" }).click();
  await expect(page.getByRole("heading", { name: "Choose Your AI Tutor" })).toBeVisible();
  await expect
    .poll(async () => (await (await page.request.get("/api/profile")).json()).totalFocusTime)
    .toBeGreaterThanOrEqual(2);
});

test("an unknown tutor shows 'Not found'; Call tutor explains it is not available yet", async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signInViaApi(page, user.email);
  const scenario = await firstScenario(page);
  await page.goto(`/course/complete-german/scenario/${scenario.id}/character/nobody/chat`);
  await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();
  await page.goto(`/course/complete-german/scenario/${scenario.id}/character/${scenario.characters[0]!.id}/chat`);
  await page.getByRole("button", { name: "Call tutor" }).click();
  await expect(toasts(page).filter({ hasText: "Voice calls are not available yet" })).toBeVisible();
});
