import { readFileSync } from "node:fs";
import { rentScenario } from "../src/server/testing/own-scenario";
import { STORAGE_PREFIX } from "../src/shared/constants";
import { CUSTOM_SCENARIO_MESSAGES as M } from "../src/shared/schemas/custom-scenario";
import { expect, type Page, test } from "./fixtures";
import { appOrigin, createVerifiedUser, signInViaApi, toasts } from "./helpers";

/**
 * The Learning Studio's Create page (learning-experience §2.9, decision 0029): a learner's own scenarios, made from a
 * template, a one-sentence draft or by hand; kept while typed; listed on the page and the hub to start, edit, export
 * and delete; imported from a shared file. The offline tutor serves (German and English).
 */

const CREATE = "/learning-studio/create";

async function learnerOnCreatePage(page: Page) {
  const user = await createVerifiedUser(page.request);
  await signInViaApi(page, user.email);
  await page.goto(CREATE);
  await expect(page.getByRole("heading", { name: "Create Custom Content", level: 1 })).toBeVisible();
  return user;
}

const myScenarios = (page: Page) => page.getByTestId("my-scenario");
const titleField = (page: Page) => page.getByLabel("Title", { exact: true });

/** A scenario made through the API, as the form would send it (the landlord scenario, under `title`). */
async function createViaApi(page: Page, title: string) {
  const { faces } = await (await page.request.get("/api/custom-scenarios")).json();
  const res = await page.request.post("/api/custom-scenarios", {
    headers: { Origin: appOrigin() },
    data: { ...rentScenario(faces[0].id), title },
  });
  expect(res.status()).toBe(201);
  return res.json();
}

/** The learner's kept draft, written as the page keeps it (to stand for a draft an older visit left behind). */
async function keepDraft(page: Page, values: Record<string, unknown>) {
  const { user } = await (await page.request.get("/api/auth/get-session")).json();
  const base = {
    title: "Kept",
    description: "A kept draft",
    difficulty: "beginner",
    language: "de",
    instructions: "",
    goal: "Practise",
    tutorName: "Ina",
    tutorRole: "Neighbour",
    avatar: "",
    opening: "",
    keyPhrases: [],
    situation: "",
  };
  await page.evaluate(
    ([key, data]) => localStorage.setItem(key, JSON.stringify({ data, timestamp: Date.now(), version: "1.0" })),
    [`${STORAGE_PREFIX}custom-scenario-draft.${user.id}`, { values: { ...base, ...values }, editing: null }] as const,
  );
}

test("a template becomes a scenario in 'My scenarios' and on the hub; it is edited, exported and deleted", async ({
  page,
}) => {
  await learnerOnCreatePage(page);
  await expect(page.getByText("No scenarios yet.")).toBeVisible();

  await page.getByRole("button", { name: /Job interview at a start-up/ }).click();
  await expect(titleField(page)).toHaveValue("Job interview at a start-up");
  await expect(page.getByLabel("Target language")).toHaveValue("de");
  await expect(page.getByRole("textbox", { name: "Key phrase 1", exact: true })).toHaveValue(
    "Ich habe drei Jahre Erfahrung als …",
  );
  await expect(page.getByRole("radio", { name: "Andrea Meyer" })).toBeChecked();
  await page.getByRole("button", { name: "Save scenario" }).click();
  await expect(toasts(page).filter({ hasText: "Scenario saved" })).toBeVisible();
  await expect(myScenarios(page)).toHaveCount(1);
  await expect(myScenarios(page)).toContainText("Job interview at a start-up");
  await expect(myScenarios(page)).toContainText("German · Advanced");
  await expect(titleField(page)).toHaveValue("");
  const { scenarios } = await (await page.request.get("/api/custom-scenarios")).json();
  const chat = `/course/my-de/scenario/${scenarios[0].id}/character/de-andrea-hr/chat`;
  await expect(page.getByRole("link", { name: "Start Job interview at a start-up" })).toHaveAttribute("href", chat);

  // The hub lists it, linking to its chat, and leads to the Create page.
  await page.goto("/learning-studio");
  await expect(page.getByTestId("hub-scenario")).toHaveText(/Job interview at a start-up/);
  await expect(page.getByTestId("hub-scenario")).toHaveAttribute("href", chat);
  await page.getByRole("link", { name: "Create a scenario" }).click();
  await expect(page).toHaveURL(CREATE);

  // Edit: the form takes it; Ctrl+Enter saves the change.
  await page.getByRole("button", { name: "Edit Job interview at a start-up" }).click();
  await expect(page.getByRole("heading", { name: "Edit scenario: Job interview at a start-up" })).toBeVisible();
  await expect(titleField(page)).toHaveValue("Job interview at a start-up");
  await titleField(page).fill("Job interview at a bakery");
  await titleField(page).press("Control+Enter");
  await expect(toasts(page).filter({ hasText: "Changes saved" })).toBeVisible();
  await expect(myScenarios(page)).toHaveCount(1);
  await expect(myScenarios(page)).toContainText("Job interview at a bakery");
  await expect(page.getByRole("heading", { name: "New scenario" })).toBeVisible();

  // Export: the shared file.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export Job interview at a bakery" }).click();
  const downloaded = (await (await download).path())!;
  const file = JSON.parse(readFileSync(downloaded, "utf8"));
  expect(file).toMatchObject({ parley: "scenario", version: 1, language: "de" });
  expect(file.scenario.title).toBe("Job interview at a bakery");

  // Delete, after asking.
  await page.getByRole("button", { name: "Delete Job interview at a bakery" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete scenario?" });
  await expect(dialog).toContainText("Job interview at a bakery");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toasts(page).filter({ hasText: "Scenario deleted" })).toBeVisible();
  await expect(myScenarios(page)).toHaveCount(0);
  await expect(page.getByText("No scenarios yet.")).toBeVisible();

  // Imported back from the file it was exported to: the same scenario again.
  await page.getByTestId("scenario-import-file").setInputFiles(downloaded);
  await expect(toasts(page).filter({ hasText: "Scenario imported" })).toBeVisible();
  await expect(myScenarios(page)).toHaveCount(1);
  await expect(myScenarios(page)).toContainText("Job interview at a bakery");
});

test("the form is checked before it goes, and the server's refusals show under their fields", async ({ page }) => {
  await learnerOnCreatePage(page);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/custom-scenarios")) posts.push(request.url());
  });

  await page.getByRole("button", { name: "Save scenario" }).click();
  await expect(page.locator("#scenario-title-error")).toHaveText(M.titleRequired);
  await expect(page.locator("#scenario-goal-error")).toHaveText(M.goalRequired);
  await expect(page.locator("#scenario-avatar-error")).toHaveText(M.avatarInvalid);
  await expect(titleField(page)).toBeFocused();
  await expect(titleField(page)).toHaveAttribute("aria-invalid", "true");
  // An empty key phrase is refused too; typing into a field clears its message.
  await page.getByRole("button", { name: "Add a key phrase" }).click();
  await page.getByRole("button", { name: "Save scenario" }).click();
  await expect(page.locator("#scenario-keyPhrases-0-error")).toHaveText(M.keyPhraseRequired);
  await titleField(page).fill("x".repeat(101));
  await expect(page.locator("#scenario-title-error")).toHaveCount(0);
  await page.getByRole("button", { name: "Save scenario" }).click();
  await expect(page.locator("#scenario-title-error")).toHaveText(M.titleTooLong);
  expect(posts).toEqual([]);

  // The API refuses what the schema refuses, field by field, with the same messages.
  const res = await page.request.post("/api/custom-scenarios", {
    headers: { Origin: appOrigin() },
    data: { title: "x".repeat(101), description: "d", difficulty: "beginner", language: "de", goal: "g" },
  });
  expect(res.status()).toBe(400);
  expect((await res.json()).error.fields.title).toBe(M.titleTooLong);

  // What only the server knows (our tutors' faces) comes back under its field.
  await keepDraft(page, { avatar: "no-such-tutor" });
  await page.reload();
  await expect(titleField(page)).toHaveValue("Kept");
  await page.getByRole("button", { name: "Save scenario" }).click();
  await expect(page.locator("#scenario-avatar-error")).toHaveText(M.avatarInvalid);
  await expect(myScenarios(page)).toHaveCount(0);
});

test("nothing typed is lost: the draft comes back after a reload, until it is saved or discarded", async ({ page }) => {
  await learnerOnCreatePage(page);
  await titleField(page).fill("Calling the landlord");
  await page.getByLabel("Description").fill("The heating is broken.");
  await page.getByRole("button", { name: "Add a key phrase" }).click();
  await page.getByRole("textbox", { name: "Key phrase 1", exact: true }).fill("Die Heizung ist kaputt.");
  // Kept as it is typed (the reload must not outrun the write).
  await expect
    .poll(() => page.evaluate(() => Object.values(localStorage).some((v) => v.includes("Die Heizung ist kaputt."))))
    .toBe(true);
  await page.reload();
  await expect(page.getByText("Your unsaved draft is back.")).toBeVisible();
  await expect(titleField(page)).toHaveValue("Calling the landlord");
  await expect(page.getByLabel("Description")).toHaveValue("The heating is broken.");
  await expect(page.getByRole("textbox", { name: "Key phrase 1", exact: true })).toHaveValue("Die Heizung ist kaputt.");

  await page.getByRole("button", { name: "Discard draft" }).click();
  await expect(titleField(page)).toHaveValue("");
  await page.reload();
  await expect(titleField(page)).toHaveValue("");
  await expect(page.getByText("Your unsaved draft is back.")).toHaveCount(0);

  // A kept draft in a language this server's tutor does not play says so.
  await keepDraft(page, { language: "fr" });
  await page.reload();
  await expect(page.locator("#scenario-language-error")).toHaveText(M.languageOffline);
  await page.getByLabel("Target language").selectOption("en");
  await expect(page.locator("#scenario-language-error")).toHaveCount(0);
});

test("a shared file is imported; a bad file says why and adds nothing", async ({ page }) => {
  await learnerOnCreatePage(page);
  const made = await createViaApi(page, "Calling the landlord");
  const file = await (await page.request.get(`/api/custom-scenarios/${made.id}/file`)).json();
  await page.reload();
  await expect(myScenarios(page)).toHaveCount(1);

  const input = page.getByTestId("scenario-import-file");
  await input.setInputFiles({
    name: "landlord.parley-scenario.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify({ ...file, scenario: { ...file.scenario, title: "Landlord, imported" } })),
  });
  await expect(toasts(page).filter({ hasText: "Scenario imported" })).toBeVisible();
  await expect(myScenarios(page)).toHaveCount(2);
  await expect(myScenarios(page).first()).toContainText("Landlord, imported");

  await input.setInputFiles({
    name: "other.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify({ parley: "course", version: 1 })),
  });
  await expect(page.locator("#scenario-import-error")).toContainText(M.fileInvalid);
  await input.setInputFiles({ name: "broken.json", mimeType: "application/json", buffer: Buffer.from("{not json") });
  await expect(page.locator("#scenario-import-error")).toHaveText(M.fileInvalid);
  await expect(myScenarios(page)).toHaveCount(2);
  expect((await (await page.request.get("/api/custom-scenarios")).json()).scenarios).toHaveLength(2);
});

test("'Draft it for me' fills the form from one sentence (offline tutor), and the draft is saved", async ({ page }) => {
  await learnerOnCreatePage(page);
  const draftButton = page.getByRole("button", { name: "Draft it for me" });
  await draftButton.click();
  await expect(page.locator("#scenario-idea-error")).toHaveText("Describe your situation in a sentence");

  await page.getByLabel("Your situation in one sentence").fill("I have a job interview at a bakery on Thursday");
  await draftButton.click();
  await expect(page.getByText("Your draft is in the form.")).toBeVisible();
  await expect(titleField(page)).not.toHaveValue("");
  await expect(page.getByLabel("Your goal")).not.toHaveValue("");
  await expect(page.getByLabel("Tutor name")).not.toHaveValue("");
  await expect(page.getByLabel("Situation the offline tutor plays")).toHaveValue("job-interview");
  const title = await titleField(page).inputValue();
  await page.getByRole("button", { name: "Save scenario" }).click();
  await expect(toasts(page).filter({ hasText: "Scenario saved" })).toBeVisible();
  await expect(myScenarios(page)).toHaveCount(1);
  await expect(myScenarios(page)).toContainText(title);
});

test("the faces of the target language's tutors come first in the picker", async ({ page }) => {
  await learnerOnCreatePage(page);
  const { faces } = (await (await page.request.get("/api/custom-scenarios")).json()) as {
    faces: { name: string; language: string }[];
  };
  const firstOf = (language: string) => faces.find((face) => face.language === language)!.name;
  const firstFace = page.locator('input[name="scenario-avatar"]').first();
  await expect(page.getByLabel("Target language")).toHaveValue("de");
  await expect(firstFace).toHaveAccessibleName(firstOf("de"));
  await page.getByLabel("Target language").selectOption("en");
  await expect(firstFace).toHaveAccessibleName(firstOf("en"));
});
