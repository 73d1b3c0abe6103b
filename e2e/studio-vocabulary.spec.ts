import { expect, type Page, test } from "./fixtures";
import { createVerifiedUser, saveWords, signInViaApi, toasts } from "./helpers";

async function signedIn(page: Page, request: Parameters<typeof createVerifiedUser>[0]) {
  const user = await createVerifiedUser(request);
  await signInViaApi(page, user.email);
}

const rows = (page: Page) => page.getByTestId("word-row");

test("vocabulary: folders, search, filters, move, learned toggle, delete", async ({ page, request }) => {
  await signedIn(page, request);
  await page.goto("/learning-studio");
  await page.getByRole("link", { name: /Vocabulary/ }).click();
  await expect(page.getByTestId("empty")).toHaveText("No vocabulary saved yet. Start learning to add words!");

  await saveWords(page, [
    ["der Bahnhof", "train station"],
    ["die Katze", "cat"],
    ["der Hund", "dog"],
  ]);
  await page.reload();
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).first()).toContainText("der Hund");
  await expect(page.getByRole("button", { name: "All Words 3 words" })).toBeVisible();

  // A folder, created with Enter.
  await page.getByRole("button", { name: "New Folder" }).click();
  const create = page.getByRole("dialog", { name: "Create Folder" });
  await expect(create.getByLabel("Folder name")).toHaveAttribute("placeholder", /Business English, Travel Phrases/);
  await create.getByLabel("Folder name").fill("  Animals ");
  await create.getByRole("button", { name: "Green" }).click();
  await create.getByLabel("Folder name").press("Enter");
  await expect(toasts(page).filter({ hasText: "Folder created" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Animals 0 words" })).toBeVisible();

  // Move a word into it.
  await page.getByRole("button", { name: "Move der Hund to folder" }).click();
  await page.getByRole("dialog", { name: "Move to Folder" }).getByRole("button", { name: "Animals" }).click();
  await expect(toasts(page).filter({ hasText: "Word moved" })).toBeVisible();
  await page.getByRole("button", { name: "Animals 1 word" }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText("der Hund");
  await expect(page.getByRole("button", { name: "Unfiled 2 words" })).toBeVisible();

  // Search word or meaning (debounced), across all words.
  await page.getByRole("button", { name: "All Words 3 words" }).click();
  await page.getByLabel("Search your vocabulary").fill("CAT");
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText("die Katze");
  await page.getByLabel("Search your vocabulary").fill("zebra");
  await expect(page.getByTestId("empty")).toHaveText("No words found. Try adjusting your search or filters.");
  await page.getByLabel("Search your vocabulary").fill("");
  await expect(rows(page)).toHaveCount(3);

  // Learned / Learning filters.
  await page.getByRole("button", { name: "Mark die Katze as learned" }).click();
  await expect(toasts(page).filter({ hasText: "Marked as learned" })).toBeVisible();
  await page.getByRole("button", { name: "Learned", exact: true }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText("die Katze");
  await page.getByRole("button", { name: "Learning", exact: true }).click();
  await expect(rows(page)).toHaveCount(2);
  await page.getByRole("button", { name: "All", exact: true }).click();

  // Delete a word.
  await page.getByRole("button", { name: "Delete der Bahnhof" }).click();
  await expect(toasts(page).filter({ hasText: "Word removed from vocabulary" })).toBeVisible();
  await expect(rows(page)).toHaveCount(2);

  // Rename, then delete the folder: its word becomes unfiled, and the selection goes back to All.
  await page.getByRole("button", { name: "Folder menu for Animals" }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Folder" });
  await expect(edit.getByLabel("Folder name")).toHaveValue("Animals");
  await edit.getByLabel("Folder name").fill("Tiere");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(toasts(page).filter({ hasText: "Folder updated" })).toBeVisible();
  await page.getByRole("button", { name: "Tiere 1 word" }).click();
  await page.getByRole("button", { name: "Folder menu for Tiere" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete folder?" });
  await expect(confirm).toContainText(
    'Are you sure you want to delete "Tiere"? Words in this folder will become unfiled.',
  );
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("button", { name: "Unfiled 2 words" })).toBeVisible();
  await expect(page.getByRole("button", { name: "All Words 2 words" })).toHaveAttribute("aria-pressed", "true");
  await expect(rows(page)).toHaveCount(2);
});

test("flash cards by keyboard alone: skip, every rating, mastered, then 'Session Complete!'", async ({
  page,
  request,
}) => {
  await signedIn(page, request);
  // Saved newest first; the session takes never-reviewed words oldest first.
  await saveWords(page, [
    ["eins", "one"],
    ["zwei", "two"],
    ["drei", "three"],
    ["vier", "four"],
    ["fünf", "five"],
    ["sechs", "six"],
  ]);
  await page.goto("/learning-studio/vocabulary");
  const badge = page.getByTestId("due-badge");
  await expect(badge).toHaveText("6");
  await expect(badge).toHaveAttribute("data-overdue", "false");

  await page.getByRole("button", { name: /^Flash cards: Practice 6 words/ }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Flash Cards" });
  await expect(dialog).toContainText("Card 1 of 6 · 5 remaining");
  await expect(dialog).toContainText("Click or press Space to reveal meaning");

  const back = dialog.getByTestId("flash-card-back");
  const reviewed = (days: string) => toasts(page).filter({ hasText: "Word reviewed!" }).filter({ hasText: days });

  await page.keyboard.press("s"); // skip "eins"
  await expect(dialog).toContainText("Card 2 of 6 · 4 remaining");
  await page.keyboard.press("Space");
  await expect(back).toContainText("two");
  await page.keyboard.press("h"); // Need Practice: the first interval
  await expect(reviewed("Next review in 1 day").first()).toBeVisible();
  await expect(dialog).toContainText("Card 3 of 6");
  await page.keyboard.press("Enter");
  await expect(back).toContainText("three");
  await page.keyboard.press("ArrowRight"); // Got It!: the second interval
  await expect(reviewed("Next review in 3 days").first()).toBeVisible();
  await expect(dialog).toContainText("Card 4 of 6");
  await page.keyboard.press("Space");
  await page.keyboard.press("l");
  await expect(dialog).toContainText("Card 5 of 6");
  await page.keyboard.press("Space");
  await expect(dialog.getByRole("button", { name: "Mark as Mastered (Won't show in reviews)" })).toBeVisible();
  await page.keyboard.press("m");
  await expect(dialog).toContainText("Card 6 of 6 · 0 remaining");
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowLeft");

  const done = page.getByRole("dialog", { name: "Session Complete!" });
  await expect(done).toContainText("Keep practicing! You're improving with each session!");
  const stats = done.getByTestId("session-stats");
  await expect(stats).toContainText("Words Reviewed5");
  await expect(stats).toContainText("Mastered3");
  await expect(stats).toContainText("Accuracy60%");
  await page.keyboard.press("Tab"); // Practice Again -> Done
  await done.getByRole("button", { name: "Done" }).focus();
  await page.keyboard.press("Enter");
  await expect(done).toHaveCount(0);
  // Only the skipped word is still due.
  await expect(badge).toHaveText("1");
});

test("flash cards: leaving asks first; a failed save keeps the card", async ({ page, request }) => {
  await signedIn(page, request);
  await saveWords(page, [
    ["rot", "red"],
    ["blau", "blue"],
    ["grün", "green"],
  ]);
  await page.goto("/learning-studio/vocabulary");
  await page.getByRole("button", { name: /^Flash cards/ }).click();
  const dialog = page.getByRole("dialog", { name: "Flash Cards" });
  // Keys go to the card once it is shown (before that, Space would press the focused button again).
  await expect(dialog).toContainText("Card 1 of 3");
  await page.keyboard.press("Space");
  await page.keyboard.press("l");
  await expect(dialog).toContainText("Card 2 of 3");

  await page.keyboard.press("Escape");
  const leave = page.getByRole("dialog", { name: "Leave practice session?" });
  await expect(leave).toContainText("You have reviewed 1 word so far.");
  await leave.getByRole("button", { name: "Continue Practicing" }).click();
  await expect(dialog).toContainText("Card 2 of 3");

  // The server cannot save it: the rating is not lost silently and the card stays. (Without a connection the
  // rating is kept on the device instead: offline.spec.ts.)
  await page.route(/\/review$/, (route) =>
    route.fulfill({ status: 503, json: { error: { code: "UNAVAILABLE", message: "Service unavailable" } } }),
  );
  await dialog.getByTestId("flash-card").click();
  await page.keyboard.press("h");
  await expect(toasts(page).filter({ hasText: "Failed to save progress. Please try again." })).toBeVisible();
  await page.keyboard.press("m");
  await expect(toasts(page).filter({ hasText: "Failed to mark word as learned" })).toBeVisible();
  await expect(dialog).toContainText("Card 2 of 3");
  await page.unrouteAll();
  await page.keyboard.press("h");
  await expect(dialog).toContainText("Card 3 of 3");

  await page.keyboard.press("Escape");
  await page
    .getByRole("dialog", { name: "Leave practice session?" })
    .getByRole("button", { name: "Leave Session" })
    .click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("due-badge")).toHaveText("1");
});

test("a flash card has the keys from the moment it shows: Space at once turns it, never the dialog's Close", async ({
  page,
  request,
}) => {
  await signedIn(page, request);
  await saveWords(page, [
    ["der Nachbar", "the neighbour"],
    ["die Wohnung", "the flat"],
  ]);
  await page.goto("/learning-studio/vocabulary");
  // While the cards load, the dialog's Close button has the focus. Where the focus is once the first card is in the
  // page (noted as soon as the page changes, before the browser runs anything else) is where a key pressed on
  // seeing it goes.
  await page.evaluate(() => {
    const seen = window as unknown as { focusWhenCardShown?: string };
    new MutationObserver((_, observer) => {
      const card = document.querySelector('[role="dialog"] [data-testid="flash-card"]');
      if (!card) return;
      observer.disconnect();
      seen.focusWhenCardShown = document.activeElement === card ? "card" : (document.activeElement?.outerHTML ?? "");
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole("button", { name: /^Flash cards/ }).click();
  const dialog = page.getByRole("dialog", { name: "Flash Cards" });
  await expect(dialog).toContainText("Card 1 of 2");
  expect(await page.evaluate(() => (window as unknown as { focusWhenCardShown?: string }).focusWhenCardShown)).toBe(
    "card",
  );
  await page.keyboard.press("Space");
  await page.keyboard.press("l");
  await expect(dialog).toContainText("Card 2 of 2");
});

test("the flash-card badge shows 99+ with 120 due words", async ({ page, request }) => {
  await signedIn(page, request);
  const batch = Array.from({ length: 120 }, (_, i) => `Wort${i}`);
  for (let i = 0; i < batch.length; i += 20) {
    await Promise.all(
      batch
        .slice(i, i + 20)
        .map((word) =>
          page.request.post("/api/vocabulary", { data: { word, meaning: `word ${word}`, language: "de" } }),
        ),
    );
  }
  await page.goto("/learning-studio/vocabulary");
  await expect(page.getByTestId("due-badge")).toHaveText("99+");
  await expect(page.getByRole("button", { name: "Flash cards: Practice 99+ words" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Load More" })).toBeVisible();
  await page.getByRole("button", { name: "Load More" }).click();
  await expect(rows(page)).toHaveCount(100);
});

test("adaptive scheduling (FSRS), chosen in Settings: the buttons' tooltips and the toast give its real intervals", async ({
  page,
  request,
}) => {
  await signedIn(page, request);
  await saveWords(page, [["die Brücke", "bridge"]]);
  await page.goto("/settings");
  await page.getByRole("tab", { name: "Learning" }).click();
  await page.getByRole("combobox", { name: "Review scheduling" }).click();
  await page.getByRole("option", { name: "Adaptive (FSRS)" }).click();
  await expect(page.getByText("Used when review scheduling is set to fixed intervals.")).toBeVisible();

  // What FSRS will schedule for this card, as the server previews it.
  const due = await (await page.request.get("/api/vocabulary/due")).json();
  const { hard, easy } = due.words[0].preview as { hard: number; easy: number };
  expect(easy).toBeGreaterThan(hard);
  const days = (n: number) => (n === 1 ? "1 day" : `${n} days`);

  await page.goto("/learning-studio/vocabulary");
  await page.getByRole("button", { name: /^Flash cards: Practice 1 word/ }).click();
  const dialog = page.getByRole("dialog", { name: "Flash Cards" });
  await expect(dialog).toContainText("Card 1 of 1");
  await page.keyboard.press("Space");
  await expect(dialog.getByTestId("flash-card-back")).toContainText("bridge");
  await expect(dialog.getByRole("button", { name: /Need Practice/ })).toHaveAttribute(
    "title",
    `Review again in ${days(hard)} (H or ←)`,
  );
  await expect(dialog.getByRole("button", { name: /Got It!/ })).toHaveAttribute(
    "title",
    `Review again in ${days(easy)} (L or →)`,
  );
  await page.keyboard.press("l");
  await expect(
    toasts(page)
      .filter({ hasText: "Word reviewed!" })
      .filter({ hasText: `Next review in ${days(easy)}` }),
  ).toBeVisible();
});
