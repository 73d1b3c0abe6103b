import { expect, type Page, test } from "./fixtures";
import { appOrigin, chatPath, createVerifiedUser, firstScenario, signInViaApi, toasts } from "./helpers";

const headers = () => ({ Origin: appOrigin() });

async function signedIn(page: Page) {
  const user = await createVerifiedUser(page.request);
  await signInViaApi(page, user.email);
  return user;
}

async function apiNote(page: Page, data: Record<string, unknown>) {
  const res = await page.request.post("/api/notes", { data, headers: headers() });
  expect(res.status()).toBe(201);
  return res.json();
}

const cards = (page: Page) => page.getByTestId("note-card");
const card = (page: Page, title: string) => cards(page).filter({ has: page.getByRole("button", { name: title }) });
const success = (page: Page, text: string) => toasts(page).filter({ hasText: "Success" }).filter({ hasText: text });
const failure = (page: Page, text: string) => toasts(page).filter({ hasText: "Error" }).filter({ hasText: text });

test("folders and notes: markup, search, move, folder delete, empty states", async ({ page }) => {
  await signedIn(page);
  await page.goto("/learning-studio/notes");
  await expect(page.getByRole("heading", { name: "My Notes" })).toBeVisible();
  await expect(page.getByText("No notes yet")).toBeVisible();
  await expect(page.getByText("Create your first note!")).toBeVisible();
  await expect(page.getByRole("button", { name: "All Notes 0 notes" })).toBeVisible();

  // A folder, created with Enter, in the second colour of the creation palette.
  await page.getByRole("button", { name: "New Folder" }).click();
  const create = page.getByRole("dialog", { name: "Create Folder" });
  await expect(create.getByRole("button", { name: "Create" })).toBeDisabled();
  await expect(create.getByRole("button", { name: "Indigo" })).toHaveAttribute("aria-pressed", "true");
  for (const colour of ["Indigo", "Violet", "Pink", "Rose", "Amber", "Green", "Cyan", "Blue"])
    await expect(create.getByRole("button", { name: colour, exact: true })).toBeVisible();
  await create.getByRole("button", { name: "Violet" }).click();
  await create.getByLabel("Folder name").fill("  Grammar  ");
  await create.getByLabel("Folder name").press("Enter");
  await expect(success(page, "Folder created")).toBeVisible();
  await expect(create).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Grammar 0 notes" })).toBeVisible();

  // A note with every markup element, written with the toolbar.
  await page.getByRole("button", { name: "Add Note" }).click();
  const editor = page.getByRole("dialog", { name: "Create Note" });
  await expect(editor.getByRole("button", { name: "Create" })).toBeDisabled();
  await editor.getByLabel("Title").fill("   ");
  await expect(editor.getByRole("button", { name: "Create" })).toBeDisabled();
  await editor.getByLabel("Title").fill("Word order");
  const content = editor.getByLabel("Content");
  await content.fill("Verbs");
  await editor.getByRole("button", { name: "Heading 1" }).click();
  await content.press("End");
  await content.pressSequentially("\nSecond position");
  await editor.getByRole("button", { name: "Heading 2" }).click();
  await content.press("End");
  await content.pressSequentially("\nIch ");
  await editor.getByRole("button", { name: "Bold" }).click();
  await content.pressSequentially("trinke");
  await content.press("End");
  await content.pressSequentially(" ");
  await editor.getByRole("button", { name: "Italic" }).click();
  await content.pressSequentially("gern");
  await content.press("End");
  await content.pressSequentially(" Kaffee.\nfirst");
  await editor.getByRole("button", { name: "Bullet list" }).click();
  await content.press("End");
  await content.pressSequentially("\nsecond\n\none");
  await editor.getByRole("button", { name: "Numbered list" }).click();
  await expect(content).toHaveValue(
    "# Verbs\n## Second position\nIch **trinke** *gern* Kaffee.\n- first\nsecond\n\n1. one",
  );
  await content.press("End");
  await content.pressSequentially("\n2. two");
  await editor.getByRole("button", { name: "Create" }).click();
  await expect(success(page, "Note created")).toBeVisible();
  await expect(cards(page)).toHaveCount(1);

  // The card shows the title, a preview without markup signs, and the date; the reader renders the markup.
  const wordOrder = card(page, "Word order");
  await expect(wordOrder).toContainText("Verbs");
  await expect(wordOrder).not.toContainText("**");
  await expect(wordOrder.locator("time")).toBeVisible();
  await wordOrder.getByRole("button", { name: "Word order" }).click();
  const reader = page.getByRole("dialog", { name: "Word order" });
  await expect(reader).toContainText("Last updated");
  const markup = reader.getByTestId("note-markup");
  await expect(markup.locator("h1")).toHaveText("Verbs");
  await expect(markup.locator("h2")).toHaveText("Second position");
  await expect(markup.locator("strong")).toHaveText("trinke");
  await expect(markup.locator("em")).toHaveText("gern");
  await expect(markup.locator("ul > li")).toHaveText(["first second"]);
  await expect(markup.locator("ol > li")).toHaveText(["one", "two"]);

  // Edit from the reader.
  await reader.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Note" });
  await expect(edit.getByLabel("Title")).toHaveValue("Word order");
  await edit.getByLabel("Title").fill("Word order in main clauses");
  await edit.getByRole("button", { name: "Update" }).click();
  await expect(success(page, "Note updated")).toBeVisible();
  await expect(card(page, "Word order in main clauses")).toBeVisible();

  await apiNote(page, { title: "Travel phrases", content: "Wo ist der Bahnhof?" });
  await page.reload();
  await expect(cards(page)).toHaveCount(2);
  // Newest update first.
  await expect(cards(page).first()).toContainText("Travel phrases");

  // Search narrows the grid (title or content, any case).
  const search = page.getByLabel("Search notes");
  await expect(search).toHaveAttribute("placeholder", "Search your notes...");
  await search.fill("BAHNHOF");
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText("Travel phrases");
  await search.fill("nothing like this");
  await expect(page.getByText("No notes found")).toBeVisible();
  await expect(page.getByText("Try adjusting your search or folder selection")).toBeVisible();
  await search.fill("");
  await expect(cards(page)).toHaveCount(2);

  // Move a note into the folder.
  await card(page, "Travel phrases").getByRole("button", { name: "Move to folder" }).click();
  const move = page.getByRole("dialog", { name: "Move Note to Folder" });
  await expect(move.getByRole("button", { name: "No Folder (Unfiled)" })).toHaveAttribute("aria-current", "true");
  await move.getByRole("button", { name: "Grammar" }).click();
  await expect(success(page, "Note updated")).toBeVisible();
  await expect(page.getByRole("button", { name: "Grammar 1 note", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Unfiled 1 note", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Grammar 1 note" }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText("Travel phrases");
  await page.getByRole("button", { name: "Unfiled 1 note" }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText("Word order in main clauses");

  // Rename and recolour the folder (nine named colours in the edit dialog).
  await page.getByRole("button", { name: "Folder menu for Grammar" }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const editFolder = page.getByRole("dialog", { name: "Edit Folder" });
  for (const colour of ["Indigo", "Purple", "Pink", "Red", "Orange", "Yellow", "Green", "Blue", "Cyan"])
    await expect(editFolder.getByRole("button", { name: colour, exact: true })).toBeVisible();
  await editFolder.getByLabel("Folder name").fill("");
  await expect(editFolder.getByRole("button", { name: "Save" })).toBeDisabled();
  await editFolder.getByLabel("Folder name").fill("Travel");
  await editFolder.getByRole("button", { name: "Cyan" }).click();
  await editFolder.getByRole("button", { name: "Save" }).click();
  await expect(success(page, "Folder updated")).toBeVisible();
  await page.getByRole("button", { name: "Travel 1 note" }).click();

  // Deleting the selected folder asks first; its note becomes unfiled and the filter goes back to All Notes.
  await page.getByRole("button", { name: "Folder menu for Travel" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Folder" });
  await expect(confirm).toContainText(
    'Are you sure you want to delete "Travel"? Notes in this folder will become unfiled.',
  );
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(success(page, "Folder deleted")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Folders" }).getByRole("button", { name: /^Travel/ })).toHaveCount(
    0,
  );
  await expect(page.getByRole("button", { name: "All Notes 2 notes" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: "Unfiled 2 notes" })).toBeVisible();
  await expect(cards(page)).toHaveCount(2);

  // Delete both notes: back to the first empty state.
  await card(page, "Travel phrases").getByRole("button", { name: "Delete" }).click();
  await expect(success(page, "Note deleted")).toBeVisible();
  await card(page, "Word order in main clauses").getByRole("button", { name: "Word order in main clauses" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByText("No notes yet")).toBeVisible();
});

test("60 notes: 'Load More (10 remaining)' loads the rest; a change reloads the first page", async ({ page }) => {
  await signedIn(page);
  for (let i = 1; i <= 60; i++) await apiNote(page, { title: `Note ${String(i).padStart(2, "0")}` });
  await page.goto("/learning-studio/notes");
  await expect(cards(page)).toHaveCount(50);
  await expect(cards(page).first()).toContainText("Note 60");
  await page.getByRole("button", { name: "Load More (10 remaining)" }).click();
  await expect(cards(page)).toHaveCount(60);
  await expect(cards(page).last()).toContainText("Note 01");
  await expect(page.getByRole("button", { name: /Load More/ })).toHaveCount(0);
  // After a change only the first page is shown again (learning-experience §4), with the rest behind Load More.
  await card(page, "Note 01").getByRole("button", { name: "Delete" }).click();
  await expect(success(page, "Note deleted")).toBeVisible();
  await expect(cards(page)).toHaveCount(50);
  await expect(page.getByRole("button", { name: "Load More (9 remaining)" })).toBeVisible();
});

test("the search waits 300 ms after typing and ignores the loads it cancels", async ({ page }) => {
  await signedIn(page);
  await apiNote(page, { title: "Kaffee bestellen" });
  await apiNote(page, { title: "Tee" });
  const searches: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (url.pathname === "/api/notes" && url.searchParams.has("q")) searches.push(url.searchParams.get("q")!);
  });
  // The page's clock is held while typing, so a slow machine's gaps between keystrokes cannot pass for a pause.
  await page.clock.install();
  await page.goto("/learning-studio/notes");
  await expect(cards(page)).toHaveCount(2);
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByLabel("Search notes").pressSequentially("kaffee");
  await page.clock.runFor(299);
  // Real time for a search started too early to reach the network.
  await page.waitForTimeout(500);
  expect(searches).toEqual([]);
  await page.clock.runFor(1);
  // The clock runs again for the query's own timers.
  await page.clock.resume();
  await expect(cards(page)).toHaveCount(1);
  expect(searches).toEqual(["kaffee"]);

  // A slow search replaced by another one is cancelled, without an error.
  await page.route("**/api/notes?*q=kaff*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue().catch(() => {});
  });
  const search = page.getByLabel("Search notes");
  await search.fill("kaff");
  await page.waitForRequest((req) => req.url().includes("q=kaff"));
  await search.fill("tee");
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText("Tee");
  await page.waitForTimeout(1800);
  await expect(toasts(page).filter({ hasText: "Failed to load notes" })).toHaveCount(0);
  await expect(cards(page)).toContainText("Tee");
});

test("notes that hold HTML, scripts and link tricks are shown as text and never run", async ({ page }) => {
  await signedIn(page);
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const content = [
    "<script>window.__pwned = 1; alert('script')</script>",
    "<img src=x onerror=\"window.__pwned = 2; alert('img')\">",
    "[click me](javascript:window.__pwned=3)",
    "[ref link][evil]",
    "[evil]: javascript:window.__pwned=4",
    '<a href="javascript:window.__pwned=5">html link</a>',
    "![pic](javascript:window.__pwned=6)",
    "<https://example.com/auto>",
    "**<svg onload=window.__pwned=7>**",
  ].join("\n\n");
  await apiNote(page, {
    title: '<img src=x onerror="window.__pwned = 8"><script>window.__pwned = 9</script>',
    content,
  });
  await page.goto("/learning-studio/notes");
  const title = '<img src=x onerror="window.__pwned = 8"><script>window.__pwned = 9</script>';
  const note = card(page, title);
  await expect(note).toBeVisible();
  await expect(note).toContainText("<script>window.__pwned = 1; alert('script')</script>");
  await note.getByRole("button", { name: title }).click();
  const reader = page.getByRole("dialog");
  const markup = reader.getByTestId("note-markup");
  await expect(markup).toContainText("<script>window.__pwned = 1; alert('script')</script>");
  await expect(markup).toContainText("<img src=x onerror=\"window.__pwned = 2; alert('img')\">");
  await expect(markup).toContainText('<a href="javascript:window.__pwned=5">html link</a>');
  await expect(markup).toContainText("click me");
  await expect(markup).toContainText("<svg onload=window.__pwned=7>");
  // Only the allowed elements exist: no links, images, scripts or SVG came out of the text.
  expect(await reader.locator("a, img, script, svg:not(.lucide), iframe, object").count()).toBe(0);
  expect(await page.locator("main img, main script, main a[href^='javascript']").count()).toBe(0);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test("every failed load and change says so: the spec's error toasts", async ({ page }) => {
  await signedIn(page);
  const fail = (pattern: string, method: string) =>
    page.route(pattern, (route) => (route.request().method() === method ? route.abort() : route.fallback()));

  // The server renders the first visit with its data: the failing loads are the browser's, on the way in.
  await page.goto("/learning-studio");
  await fail("**/api/notes?*", "GET");
  await fail("**/api/note-folders", "GET");
  await page
    .getByRole("link", { name: /My Notes/ })
    .first()
    .click();
  await expect(failure(page, "Failed to load notes")).toBeVisible();
  await expect(failure(page, "Failed to load folders")).toBeVisible();
  await page.unrouteAll();
  await page.reload();
  await expect(page.getByText("No notes yet")).toBeVisible();

  await fail("**/api/note-folders", "POST");
  await page.getByRole("button", { name: "New Folder" }).click();
  await page.getByLabel("Folder name").fill("Doomed");
  await page.getByRole("dialog").getByRole("button", { name: "Create" }).click();
  await expect(failure(page, "Failed to create folder")).toBeVisible();
  // The dialog stays open with what was typed.
  await expect(page.getByLabel("Folder name")).toHaveValue("Doomed");
  await page.unrouteAll();
  await page.getByRole("dialog").getByRole("button", { name: "Create" }).click();
  await expect(success(page, "Folder created")).toBeVisible();

  await fail("**/api/note-folders/*", "PATCH");
  await page.getByRole("button", { name: "Folder menu for Doomed" }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
  await expect(failure(page, "Failed to update folder")).toBeVisible();
  await page.keyboard.press("Escape");

  await fail("**/api/note-folders/*", "DELETE");
  await page.getByRole("button", { name: "Folder menu for Doomed" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(failure(page, "Failed to delete folder")).toBeVisible();
  await page.keyboard.press("Escape");

  await fail("**/api/notes", "POST");
  await page.getByRole("button", { name: "Add Note" }).click();
  await page.getByLabel("Title").fill("Kept on failure");
  await page.getByRole("dialog").getByRole("button", { name: "Create" }).click();
  await expect(failure(page, "Failed to create note")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue("Kept on failure");
  await page.unrouteAll();
  await page.getByRole("dialog").getByRole("button", { name: "Create" }).click();
  await expect(success(page, "Note created")).toBeVisible();

  await fail("**/api/notes/*", "PATCH");
  await card(page, "Kept on failure").getByRole("button", { name: "Edit" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Update" }).click();
  await expect(failure(page, "Failed to update note")).toBeVisible();
  await page.keyboard.press("Escape");

  await fail("**/api/notes/*/folder", "PUT");
  await card(page, "Kept on failure").getByRole("button", { name: "Move to folder" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Doomed" }).click();
  await expect(failure(page, "Failed to update note").nth(1)).toBeVisible();
  await page.keyboard.press("Escape");

  await fail("**/api/notes/*", "DELETE");
  await card(page, "Kept on failure").getByRole("button", { name: "Delete" }).click();
  await expect(failure(page, "Failed to delete note")).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
});

test("a note whose whole text cannot be loaded says so in the reader and the editor", async ({ page }) => {
  await signedIn(page);
  await apiNote(page, { title: "Unreachable", content: "The whole text" });
  await page.goto("/learning-studio/notes");
  // The card shows its preview from the list; the whole note is its own read, which fails here.
  await page.route("**/api/notes/*", (route) =>
    route.request().method() === "GET" ? route.abort() : route.fallback(),
  );
  await card(page, "Unreachable").getByRole("button", { name: "Unreachable" }).click();
  const reader = page.getByRole("dialog", { name: "Unreachable" });
  await expect(reader.getByRole("alert")).toHaveText(
    "This note could not be loaded. Close it and open it again to retry.",
  );
  await expect(failure(page, "Failed to load note")).toBeVisible();
  await page.keyboard.press("Escape");

  await card(page, "Unreachable").getByRole("button", { name: "Edit" }).click();
  const editor = page.getByRole("dialog", { name: "Edit Note" });
  await expect(editor.getByRole("alert")).toHaveText(
    "This note could not be loaded. Close it and open it again to retry.",
  );
  await expect(editor.getByLabel("Content")).toHaveCount(0);
});

test("a tutor message saved as a note from the chat appears in the notes", async ({ page }) => {
  await signedIn(page);
  const scenario = await firstScenario(page);
  await page.goto(chatPath(scenario));
  const opening = page.getByTestId("ai-message").first();
  await expect(opening).toBeVisible({ timeout: 5000 });
  await page.getByRole("button", { name: "Translate Last Message" }).click();
  await expect(page.getByTestId("translation")).toBeVisible();
  await opening.getByRole("button", { name: "Save as note" }).click();
  await expect(success(page, "Note created")).toBeVisible();

  const notes = await (await page.request.get("/api/notes")).json();
  expect(notes.notes).toHaveLength(1);
  // The list has the card's summary; the note itself keeps where it came from and the translation.
  const note = await (await page.request.get(`/api/notes/${notes.notes[0].id}`)).json();
  expect(note).toMatchObject({ title: scenario.title, courseId: "complete-german", scenarioId: scenario.id });
  const translation = (await page.getByTestId("translation").textContent())!.trim();
  expect(note.content).toContain(translation);

  await page.route("**/api/notes", (route) => route.abort());
  await opening.getByRole("button", { name: "Save as note" }).click();
  await expect(failure(page, "Failed to create note")).toBeVisible();
  await page.unrouteAll();

  await page.goto("/learning-studio/notes");
  await expect(card(page, scenario.title)).toBeVisible();
});
