import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { LOCALE_NAMES } from "../src/shared/locale";
import { expect, type Page, test } from "./fixtures";
import { appOrigin, chatPath, createVerifiedUser, firstScenario, openChat, signInViaApi, toasts } from "./helpers";

/**
 * The interface in English, German and French (decision 0012). Texts are looked up in the catalogues by their
 * English wording, so the spec states what the learner reads without copying translations.
 */

const SRC = join(import.meta.dirname, "../src");
type Catalogue = Record<string, string>;
/** The interface's catalogues, and those of the schemas' and the API's messages. */
const catalogueDirs = readdirSync(SRC, { recursive: true })
  .map(String)
  .filter((path) => /(^|[\\/])messages[\\/]en\.json$/.test(path) && !path.includes("mail"))
  .map((path) => join(SRC, path, ".."));
const read = (dir: string, locale: string): Catalogue => JSON.parse(readFileSync(join(dir, `${locale}.json`), "utf8"));
const all = (locale: string): Catalogue => Object.assign({}, ...catalogueDirs.map((dir) => read(dir, locale)));
const english = all("en");
const LANGUAGE_NAMES = new Set<string>(Object.values(LOCALE_NAMES));
/** The course content's own texts (titles, descriptions, tutors' roles and bios), which come translated too. */
const CONTENT = join(import.meta.dirname, "../content/courses");
const TEXT_FIELDS = new Set(["title", "subtitle", "description", "role", "bio"]);
function contentTexts(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(contentTexts);
  if (typeof node !== "object" || node === null) return [];
  return Object.entries(node).flatMap(([field, value]) =>
    typeof value === "string" ? (TEXT_FIELDS.has(field) ? [value] : []) : contentTexts(value),
  );
}
const englishContent = readdirSync(CONTENT)
  .filter((name) => name.endsWith(".json"))
  .flatMap((name) => contentTexts(JSON.parse(readFileSync(join(CONTENT, name), "utf8"))));

/** The text that stands for an English text of the interface in another language. */
function inLanguage(text: string, locale: "de" | "fr"): string {
  const key = Object.keys(english).find((k) => english[k] === text);
  if (!key) throw new Error(`No catalogue has the English text "${text}"`);
  return all(locale)[key]!;
}

/**
 * English texts still on the page: of the catalogues, those whose translation differs, without placeholders, of at
 * least two words or one long word, found as whole words in what the page shows; and every text of the courses.
 */
async function englishLeft(page: Page, locale: "de" | "fr"): Promise<string[]> {
  const other = all(locale);
  // biome-ignore lint/performance/useDomNodeTextContent: what the learner sees, without the JSON data script
  const shown = await page.locator("body").innerText();
  const interfaceTexts = Object.entries(english)
    .filter(([key, text]) => other[key] !== text && !/[{<]/.test(text) && (/\s/.test(text) || text.length >= 7))
    // The footer names each language in that language: 'English' is meant to stay.
    .filter(([, text]) => !LANGUAGE_NAMES.has(text))
    .map(([, text]) => text);
  return [...interfaceTexts, ...englishContent].filter((text) =>
    new RegExp(`(^|\\W)${text.replace(/[.*+?^$()|[\]\\]/g, "\\$&")}(\\W|$)`).test(shown),
  );
}

test.describe("a visitor", () => {
  test.use({ locale: "de-DE" });

  test("whose browser asks for German gets it on / and /auth from the first HTML", async ({ page }) => {
    for (const [path, text] of [
      ["/", "Choose Your Language"],
      ["/auth", "Forgot password?"],
    ] as const) {
      // The HTML alone, as a browser asking for German gets it before any script runs.
      const html = await (await page.request.get(path, { headers: { "Accept-Language": "de-DE,de;q=0.9" } })).text();
      expect(html).toContain('<html lang="de"');
      expect(html).toContain(inLanguage(text, "de"));
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      expect(await englishLeft(page, "de")).toEqual([]);
    }
  });

  test("reads the form's own checks and the server's answer in German", async ({ page }) => {
    await page.goto("/auth");
    await page.getByLabel(inLanguage("Email", "de")).fill("not-an-email");
    await page.getByLabel(inLanguage("Password", "de"), { exact: true }).fill("abc");
    await page.getByRole("button", { name: inLanguage("Sign In", "de"), exact: true }).click();
    await expect(page.getByText(inLanguage("Invalid email address", "de"))).toBeVisible();
    await expect(page.getByText(inLanguage("Password must be at least 6 characters", "de"))).toBeVisible();
    // A well-formed sign-in of nobody: the server's refusal, in German.
    await page.getByLabel(inLanguage("Email", "de")).fill("nobody-here@example.com");
    await page.getByLabel(inLanguage("Password", "de"), { exact: true }).fill("Secret123");
    await page.getByRole("button", { name: inLanguage("Sign In", "de"), exact: true }).click();
    await expect(toasts(page).filter({ hasText: inLanguage("Invalid email or password", "de") })).toBeVisible();
  });

  test("switches in the footer: the whole page at once, no reload, and the next page from the server too", async ({
    page,
  }) => {
    await page.goto("/");
    await page.evaluate(() => {
      (window as { stayed?: boolean }).stayed = true;
    });
    await page.getByRole("combobox", { name: inLanguage("Language", "de") }).selectOption("fr");
    await expect(page.getByRole("heading", { name: inLanguage("Choose Your Language", "fr") })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    expect(await englishLeft(page, "fr")).toEqual([]);
    // A full load of another page: the server renders it in the chosen language (the cookie).
    await page.goto("/auth");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("link", { name: inLanguage("Forgot password?", "fr") })).toBeVisible();
  });
});

test.describe("a learner", () => {
  test("in German and French sees no English on any page, and back in English the spec's texts", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const user = await createVerifiedUser(request);
    await signInViaApi(page, user.email);
    const scenario = await firstScenario(page);
    const chat = chatPath(scenario);
    const pages = [
      "/",
      "/course/complete-german/scenarios",
      `/course/complete-german/scenario/${scenario.id}/characters`,
      "/learning-studio",
      "/learning-studio/vocabulary",
      "/learning-studio/grammar",
      "/learning-studio/notes",
      "/learning-studio/mistakes",
      "/progress",
      "/settings",
      "/profile",
    ];

    // Settings: the page changes language as soon as the choice is made.
    await page.goto("/settings");
    await page.getByRole("combobox", { name: "Interface language" }).click();
    await page.getByRole("option", { name: "Deutsch" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { name: inLanguage("Settings", "de"), level: 1 })).toBeVisible();
    await expect(toasts(page).filter({ hasText: inLanguage("Settings saved", "de") })).toBeVisible();

    for (const locale of ["de", "fr"] as const) {
      if (locale === "fr") {
        await page.goto("/settings");
        await page.getByRole("combobox", { name: inLanguage("Interface language", "de") }).click();
        await page.getByRole("option", { name: "Francais" }).click();
        await expect(page.locator("html")).toHaveAttribute("lang", "fr");
        // Saved before the next page is asked for (a navigation would cancel the save on its way).
        await expect(toasts(page).filter({ hasText: inLanguage("Settings saved", "fr") })).toBeVisible();
      }
      for (const path of pages) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        expect({ path, left: await englishLeft(page, locale) }).toEqual({ path, left: [] });
      }
      // The chat: its panels, quick actions and the word popup.
      await openChat(page, scenario);
      // A toast of the chat: saving a new word (the second time round, it is already saved).
      const saveWord = inLanguage("Save word {word}", locale).split("{word}");
      await page
        .getByRole("button", { name: new RegExp(`^${saveWord[0]}.+${saveWord[1]}$`) })
        .first()
        .click();
      const saved = locale === "de" ? "Word saved to your vocabulary" : "Already saved";
      await expect(toasts(page).filter({ hasText: inLanguage(saved, locale) })).toBeVisible();
      await page.getByTestId("ai-message").first().getByRole("button").first().click();
      await expect(page.getByRole("dialog").getByTestId("word-translation")).not.toBeEmpty();
      expect({ path: chat, left: await englishLeft(page, locale) }).toEqual({ path: chat, left: [] });
    }

    // Back to English: the spec's exact texts again.
    await page.goto("/settings");
    await page.getByRole("combobox", { name: inLanguage("Interface language", "fr") }).click();
    await page.getByRole("option", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Choose Your Language" })).toBeVisible();
  });

  test("whose choice in the footer cannot be saved is told so, in the language chosen", async ({ page, request }) => {
    const user = await createVerifiedUser(request);
    await signInViaApi(page, user.email);
    await page.goto("/");
    await expect(page.getByRole("button", { name: /account menu/i })).toBeVisible();
    // The session ends elsewhere (signed out in another tab): this page still shows the learner's menu.
    const signOut = await page.request.post("/api/auth/sign-out", { data: {}, headers: { Origin: appOrigin() } });
    expect(signOut.status(), await signOut.text()).toBe(200);
    await page.getByRole("combobox", { name: "Language" }).selectOption("de");
    const toast = toasts(page).filter({ hasText: inLanguage("Your language could not be saved", "de") });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(inLanguage("Please sign in to continue.", "de"));
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });
});
