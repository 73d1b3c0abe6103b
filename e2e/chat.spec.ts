import { expect, test } from "./fixtures";
import { chatPath, completeLesson, createVerifiedUser, firstScenario, openChat, signInViaApi, toasts } from "./helpers";

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
  // The server's first German check may load its lexicon (a second or two, more on a loaded machine).
  await expect(page.getByTestId("correction")).toContainText("Ich heiße Anna.", { timeout: 30_000 });
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
  await openChat(page, scenario);
  const dialog = await completeLesson(page);
  await expect(dialog.getByRole("button", { name: `Continue with ${scenario.characters[0]!.name}` })).toBeVisible();
  // The first completed lesson earns an achievement: its toast comes with the dialog, once.
  const unlocked = toasts(page).filter({ hasText: "Achievement unlocked: First Lesson" });
  await expect(unlocked).toBeVisible();
  await expect
    .poll(async () => await (await page.request.get("/api/progress/achievements/unseen")).json())
    .toEqual({
      achievements: [],
    });
  await dialog.getByRole("button", { name: "Try Another Tutor" }).click();
  await expect(page.getByRole("heading", { name: "Choose Your AI Tutor" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Scenarios" }).click();
  await expect(page.getByTestId("scenario-card").nth(1)).toHaveAttribute("data-state", "open");
  await page.reload();
  await expect(unlocked).toHaveCount(0);

  // Back in that chat, it opens on its latest 20 messages; the earlier ones come on request.
  await openChat(page, scenario);
  const shown = page.getByTestId("ai-message").or(page.getByTestId("user-message"));
  await expect(shown).toHaveCount(20);
  await expect(shown.last()).toBeInViewport();
  await page.getByRole("button", { name: "Show earlier messages (1)" }).click();
  await expect(shown).toHaveCount(21);
  await expect(page.getByRole("button", { name: /^Show earlier messages/ })).toHaveCount(0);
});

test("leaving the chat adds the session's seconds to the focus time", async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signInViaApi(page, user.email);
  const scenario = await firstScenario(page);
  await page.goto(chatPath(scenario));
  // It counts from the moment the chat is open (the test may look a little later on a busy machine).
  await expect(page.getByTestId("focus-timer")).toHaveText(/^0m [2-9]s$/, { timeout: 5000 });
  await page.getByRole("link", { name: "Back to characters" }).click();
  await expect(page.getByRole("heading", { name: "Choose Your AI Tutor" })).toBeVisible();
  await expect
    .poll(async () => (await (await page.request.get("/api/profile")).json()).totalFocusTime)
    .toBeGreaterThanOrEqual(2);
});

test("an unknown tutor shows 'Not found'", async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signInViaApi(page, user.email);
  const scenario = await firstScenario(page);
  await page.goto(`/course/complete-german/scenario/${scenario.id}/character/nobody/chat`);
  await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();
  // 'Call tutor' is tested in voice.spec.ts, with the fake microphone a call needs.
});

test("word popup: translate a tutor's word, save it once, Escape and outside clicks close it", async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await signInViaApi(page, user.email);
  const scenario = await firstScenario(page);
  await page.goto(chatPath(scenario));
  const opening = page.getByTestId("ai-message").first();
  await expect(opening).toBeVisible({ timeout: 5000 });

  // Every word of a tutor message is a button; its text loses punctuation in the popup.
  const firstWord = opening.getByRole("button").first();
  const raw = (await firstWord.textContent())!;
  const word = raw.replace(/[.,!?;:'"()„“”‚‘’«»…–—¿¡]/g, "");
  await firstWord.click();
  const popup = page.getByRole("dialog", { name: `Translation of ${word}` });
  await expect(popup.getByTestId("word-translation")).not.toBeEmpty();
  const meaning = (await popup.getByTestId("word-translation").textContent())!;
  await expect(popup).toBeFocused();

  // Escape closes it and gives focus back to the word.
  await page.keyboard.press("Escape");
  await expect(popup).toHaveCount(0);
  await expect(firstWord).toBeFocused();

  // A click outside closes it too.
  await firstWord.click();
  await expect(popup.getByTestId("word-translation")).toHaveText(meaning);
  await page.getByRole("heading", { name: "Learning Studio" }).click();
  await expect(popup).toHaveCount(0);

  // Save: saving, then saved, and the popup closes by itself about 1.5 s later.
  await firstWord.click();
  await popup.getByRole("button", { name: "Save to vocabulary" }).click();
  await expect(toasts(page).filter({ hasText: "Word saved to your vocabulary" })).toContainText(`${word}: ${meaning}`);
  await expect(popup.getByRole("button", { name: "Saved" })).toBeDisabled();
  await expect(popup).toHaveCount(0, { timeout: 3000 });
  const query = new URLSearchParams({ language: "de", words: word });
  const { saved } = await (await page.request.get(`/api/vocabulary/saved?${query}`)).json();
  expect(saved).toEqual([word.toLowerCase()]);

  // The second time the translation comes from the session cache and the save says 'Already saved'.
  const translations: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/translate-word")) translations.push(r.url());
  });
  await firstWord.click();
  await expect(popup.getByTestId("word-translation")).toHaveText(meaning);
  expect(translations).toHaveLength(0);
  await popup.getByRole("button", { name: "Save to vocabulary" }).click();
  await expect(toasts(page).filter({ hasText: "Already saved" })).toContainText(
    "This word is already in your vocabulary",
  );
});

test("when the connection fails, the chat explains it and keeps what was typed", async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signInViaApi(page, user.email);
  const scenario = await firstScenario(page);
  await page.goto(chatPath(scenario));
  await expect(page.getByTestId("ai-message").first()).toBeVisible({ timeout: 5000 });

  // The network drops: requests of these kinds fail before they reach the server.
  await page.route(/\/messages$|\/translation$|\/translate-word$/, (route) => route.abort("connectionfailed"));
  const box = page.getByLabel("Your message");
  await box.fill("Ich möchte einen Kaffee.");
  await box.press("Enter");
  await expect(toasts(page).filter({ hasText: "Failed to get AI response. Please try again." })).toBeVisible();
  await expect(box).toHaveValue("Ich möchte einen Kaffee.");
  await expect(page.getByTestId("user-message")).toHaveCount(0);

  await page.getByRole("button", { name: "Translate Last Message" }).click();
  await expect(toasts(page).filter({ hasText: "Translation failed" })).toContainText(
    "Could not translate the message. Please try again.",
  );

  const word = page.getByTestId("ai-message").first().getByRole("button").nth(1);
  await word.click();
  const popup = page.getByTestId("word-popup");
  await expect(popup.getByRole("alert")).toHaveText("Could not reach the server. Check your connection and try again.");
  await expect(popup.getByRole("button", { name: "Save to vocabulary" })).toBeDisabled();

  // Back online, the same message goes through.
  await page.unrouteAll();
  await page.keyboard.press("Escape");
  await box.press("Enter");
  await expect(page.getByTestId("user-message")).toHaveCount(1);
  await expect(page.getByTestId("ai-message")).toHaveCount(2);
});
