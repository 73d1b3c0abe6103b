import { type Browser, expect, type Locator, type Page, test, waitForHydration } from "./fixtures";
import {
  classConflicts,
  completeLesson,
  createVerifiedUser,
  firstScenario,
  openChat,
  PASSWORD,
  seriousViolationsInBothThemes,
  signInViaApi,
  toasts,
  uniqueEmail,
} from "./helpers";

/**
 * An axe-core scan of the whole page with each dialog and popup open, opened as a learner would (clicks, keys), in
 * both themes: no serious or critical violations, and no conflicting style classes. The pages without a dialog:
 * accessibility.spec.ts.
 */

/** A page; `found` collects what the scans report, `open` scans with `dialog` shown, in both themes. */
async function themed(browser: Browser) {
  const context = await browser.newContext({ colorScheme: "light" });
  const page = waitForHydration(await context.newPage());
  const found: string[] = [];
  const open = async (where: string, dialog: Locator) => {
    await expect(dialog).toBeVisible();
    found.push(...(await seriousViolationsInBothThemes(page, where)), ...(await classConflicts(page, where)));
  };
  return { context, page, found, open };
}

async function signedIn(page: Page) {
  const user = await createVerifiedUser(page.request);
  await signInViaApi(page, user.email);
  return user;
}

const dialog = (page: Page, name: string | RegExp) => page.getByRole("dialog", { name });

/** A folder's menu, then its Edit and Delete dialogs (notes and vocabulary share the menu; the delete titles differ). */
async function scanFolderMenu(
  page: Page,
  open: (where: string, dialog: Locator) => Promise<void>,
  folder: string,
  deleteTitle: string,
) {
  await page.getByRole("button", { name: `Folder menu for ${folder}` }).click();
  await open("folder menu", page.getByRole("menu"));
  await page.getByRole("menuitem", { name: "Edit" }).click();
  await open("edit folder", dialog(page, "Edit Folder"));
  // Focus went from the menu into the dialog.
  await expect(dialog(page, "Edit Folder").locator(":focus")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: `Folder menu for ${folder}` }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await open("delete folder", dialog(page, deleteTitle));
}

/**
 * Waits for the toasts to go (4 s after they came). A toast that fades out during a scan is measured half
 * transparent, so a scan only meets toasts that have just come (or whose timer a hover holds).
 */
const toastsGone = (page: Page) => expect(toasts(page)).toHaveCount(0);

test.describe("open dialogs in both themes have no serious or critical violations", () => {
  // Each test opens many dialogs and scans the whole page with axe for each: on a 2-core machine over 30 s.
  test.describe.configure({ timeout: 240_000 });
  test("auth: forgot password, resend verification, check your email", async ({ browser }) => {
    const { context, page, found, open } = await themed(browser);
    const user = await createVerifiedUser(page.request);

    await page.goto("/auth");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    const forgot = dialog(page, "Forgot password?");
    await open("forgot password", forgot);
    // Its error state, then the 'Check your email' step.
    await forgot.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(forgot.getByText("Please enter a valid email address")).toBeVisible();
    await open("forgot password (invalid address)", forgot);
    await forgot.getByLabel("Email").fill(user.email);
    await forgot.getByRole("button", { name: "Send Reset Link" }).click();
    await open("forgot password (sent)", dialog(page, "Check your email"));
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.goto("/auth/verify?error=access_denied&error_description=Email+link+has+already+been+confirmed");
    await page.getByRole("link", { name: "Request a new verification email" }).click();
    const resend = dialog(page, "Request a new verification email");
    await open("resend verification", resend);
    await resend.getByLabel("Email").fill(user.email);
    await resend.getByRole("button", { name: "Send new link" }).click();
    await expect(resend.getByRole("button", { name: "Email Sent!" })).toBeDisabled();
    await open("resend verification (sent)", resend);
    await page.keyboard.press("Escape");

    await page.goto("/auth");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByLabel("Full name").fill("Grace Hopper");
    await page.getByLabel("Email").fill(uniqueEmail("a11y"));
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    const checkEmail = dialog(page, "Check Your Email");
    // The sign-up's toast would fade out during the two scans (its colours are scanned at word save).
    await expect(checkEmail).toBeVisible();
    await toastsGone(page);
    await open("check your email", checkEmail);
    await checkEmail.getByRole("button", { name: "Resend verification email" }).click();
    await expect(checkEmail.getByRole("button", { name: "Email Sent!" })).toBeDisabled();
    // Its 'sent' toast would fade out during the two scans on a busy machine (its colours are scanned at word save).
    await toastsGone(page);
    await open("check your email (sent)", checkEmail);

    expect(found).toEqual([]);
    await context.close();
  });

  test("notes: folder, editor, reader, move, folder menu, edit and delete folder", async ({ browser }) => {
    const { context, page, found, open } = await themed(browser);
    await signedIn(page);
    await page.request.post("/api/notes", { data: { title: "Wörter", content: "# Satz\n**fett** und _kursiv_" } });
    await page.goto("/learning-studio/notes");

    await page.getByRole("button", { name: "New Folder" }).click();
    const create = dialog(page, "Create Folder");
    await open("create folder", create);
    await create.getByLabel("Folder name").fill("Grammatik");
    await create.getByLabel("Folder name").press("Enter");
    await expect(create).toHaveCount(0);
    await toastsGone(page);

    await page.getByRole("button", { name: "Add Note" }).click();
    const editor = dialog(page, "Create Note");
    await open("create note", editor);
    await page.keyboard.press("Escape");
    await expect(editor).toHaveCount(0);

    await page.getByRole("button", { name: "Wörter" }).click();
    const reader = dialog(page, "Wörter");
    await expect(reader.getByTestId("note-markup")).toBeVisible();
    await open("note reader", reader);
    await reader.getByRole("button", { name: "Edit" }).click();
    await open("edit note", dialog(page, "Edit Note"));
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.getByRole("button", { name: "Move to folder" }).click();
    await open("move note", dialog(page, "Move Note to Folder"));
    await page.keyboard.press("Escape");

    await scanFolderMenu(page, open, "Grammatik", "Delete Folder");

    expect(found).toEqual([]);
    await context.close();
  });

  test("vocabulary: folder dialogs, move, flash cards, leave, session summary", async ({ browser }) => {
    const { context, page, found, open } = await themed(browser);
    await signedIn(page);
    for (const [word, meaning] of [
      ["der Bahnhof", "station"],
      ["die Katze", "cat"],
    ]) {
      await page.request.post("/api/vocabulary", { data: { word, meaning, language: "de" } });
    }
    await page.goto("/learning-studio/vocabulary");

    await page.getByRole("button", { name: "New Folder" }).click();
    const create = dialog(page, "Create Folder");
    await open("create folder", create);
    await create.getByLabel("Folder name").fill("Tiere");
    await create.getByLabel("Folder name").press("Enter");
    await expect(create).toHaveCount(0);
    await toastsGone(page);

    await page.getByRole("button", { name: "Move die Katze to folder" }).click();
    await open("move word", dialog(page, "Move to Folder"));
    await page.keyboard.press("Escape");

    await scanFolderMenu(page, open, "Tiere", "Delete folder?");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.getByRole("button", { name: /^Flash cards/ }).click();
    const cards = dialog(page, "Flash Cards");
    await expect(cards).toContainText("Card 1 of 2");
    await open("flash card (front)", cards);
    await page.keyboard.press("Space");
    await expect(cards.getByTestId("flash-card-back")).toBeVisible();
    await open("flash card (back)", cards);
    await page.keyboard.press("l");
    await toastsGone(page);
    await expect(cards).toContainText("Card 2 of 2");
    await page.keyboard.press("Escape");
    const leave = dialog(page, "Leave practice session?");
    await open("leave practice session", leave);
    await leave.getByRole("button", { name: "Continue Practicing" }).click();
    await expect(leave).toHaveCount(0);
    await cards.getByTestId("flash-card").click();
    await page.keyboard.press("h");
    await open("session summary", dialog(page, "Session Complete!"));

    expect(found).toEqual([]);
    await context.close();
  });

  test("grammar: the quiz, its feedback and its score", async ({ browser }) => {
    const { context, page, found, open } = await themed(browser);
    await signedIn(page);
    await page.request.post("/api/grammar", {
      data: { topic: "Dativ", explanation: "The dative case.", example: "Ich gebe dem Mann das Buch." },
    });
    await page.goto("/learning-studio/grammar");
    await page.getByRole("button", { name: "Start Quiz" }).click();
    const quiz = dialog(page, "Grammar Quiz");
    await expect(quiz).toContainText("Question 1 of 1 · Score: 0");
    await open("grammar quiz", quiz);
    await quiz.getByRole("button", { name: "Need to review" }).click();
    await expect(quiz).toContainText("Noted: this one is worth another look.");
    await open("grammar quiz (answered)", quiz);
    await open("quiz complete", dialog(page, "Quiz Complete!"));

    expect(found).toEqual([]);
    await context.close();
  });

  test("profile, account and settings: avatar, change password, delete account, a choice list, account menu", async ({
    browser,
  }) => {
    test.slow();
    const { context, page, found, open } = await themed(browser);
    const user = await signedIn(page);
    await page.goto("/profile");

    await page.getByRole("button", { name: "Change Avatar" }).click();
    const avatars = dialog(page, "Choose Your Avatar");
    await expect(avatars).toContainText("28 avatars available");
    await open("choose avatar", avatars);
    await avatars.getByRole("button", { name: "Colourful robot" }).click();
    await expect(avatars.getByRole("button", { name: "Select Avatar" })).toBeEnabled();
    await open("choose avatar (selected)", avatars);
    await page.keyboard.press("Escape");
    await expect(avatars).toHaveCount(0);

    await page.getByRole("button", { name: "Change Password" }).click();
    const password = dialog(page, "Change Password");
    await open("change password", password);
    await password.getByLabel("New password", { exact: true }).fill("weak");
    await password.getByRole("button", { name: "Change Password" }).click();
    await expect(password.getByText("Password must be at least 8 characters")).toBeVisible();
    await open("change password (invalid)", password);
    await page.keyboard.press("Escape");
    await expect(password).toHaveCount(0);

    await page.getByRole("button", { name: "Delete Account" }).click();
    const remove = dialog(page, "Delete your account?");
    await open("delete account", remove);
    await remove.getByLabel(`Type ${user.email} to confirm`).fill(user.email);
    await expect(remove.getByRole("button", { name: "Delete my account" })).toBeEnabled();
    await open("delete account (confirmed)", remove);
    await page.keyboard.press("Escape");
    await expect(remove).toHaveCount(0);

    await page.goto("/settings");
    await page.getByRole("combobox", { name: "Interface language" }).click();
    await open("settings: a choice list", page.getByRole("listbox"));
    await page.keyboard.press("Escape");
    await expect(page.getByRole("listbox")).toHaveCount(0);
    // The page behind the list was inert while it was open; now it is not, and focus is back on the trigger.
    await expect(page.getByRole("combobox", { name: "Interface language" })).toBeFocused();
    await page.getByRole("tab", { name: "Privacy" }).click();
    await page.getByRole("button", { name: "Delete Account" }).click();
    await open("settings: delete account", dialog(page, "Delete your account?"));
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: /Account menu/ }).click();
    await open("account menu", page.getByRole("menu"));

    expect(found).toEqual([]);
    await context.close();
  });

  test("chat: the word popup, the voice call overlay and 'Lesson complete!'", async ({ browser }) => {
    test.slow();
    const { context, page, found, open } = await themed(browser);
    // Without speech recognition the call overlay opens at once with its explanation (no microphone needed).
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      delete w.SpeechRecognition;
      delete w.webkitSpeechRecognition;
    });
    await signedIn(page);
    const scenario = await firstScenario(page);
    await openChat(page, scenario);

    const word = page.getByTestId("ai-message").first().getByRole("button").first();
    await word.click();
    const popup = page.getByTestId("word-popup");
    await expect(popup.getByTestId("word-translation")).not.toBeEmpty();
    await open("word popup", popup);
    // The save's three toasts, in their rich colours: failed (the popup stays), saved, already saved. The pointer
    // rests on each toast, which holds its timer while the page is scanned.
    const save = popup.getByRole("button", { name: "Save to vocabulary" });
    await page.route("**/api/vocabulary", (route) => route.abort());
    await save.click();
    const failed = toasts(page).filter({ hasText: "Failed to save word" });
    await failed.hover();
    await open("word popup (save failed)", popup);
    await page.unrouteAll();
    await save.click();
    const saved = toasts(page).filter({ hasText: "Word saved to your vocabulary" });
    await saved.hover();
    await expect(popup).toHaveCount(0);
    await open("word saved", saved);
    await word.click();
    await save.click();
    const already = toasts(page).filter({ hasText: "Already saved" });
    await already.hover();
    await expect(popup).toHaveCount(0);
    await open("word already saved", already);
    // Closed by hand: the pointer held them open, and on a slow machine moving it off the stack has not always
    // restarted their timers (two runs kept both toasts for a minute).
    // Only a toast still showing: one fading out leaves the page mid-click, and a click on it would wait for ever.
    const close = toasts(page)
      .and(page.locator(':not([data-removed="true"])'))
      .getByRole("button", { name: "Close toast" });
    for (let left = 5; left > 0 && (await close.count()) > 0; left--) {
      await close
        .first()
        .click({ timeout: 5_000 })
        .catch(() => undefined); // gone on its own meanwhile: toastsGone below is the check
    }
    await page.mouse.move(0, 0);
    await toastsGone(page);

    await page.getByRole("button", { name: "Call tutor" }).click();
    const call = dialog(page, /Voice call with/);
    await expect(call).toContainText("This browser cannot recognise speech");
    await open("voice call (no speech recognition)", call);
    await page.getByRole("button", { name: "Back to text chat" }).click();
    await expect(call).toBeHidden();

    await open("lesson complete", await completeLesson(page));

    expect(found).toEqual([]);
    await context.close();
  });
});
