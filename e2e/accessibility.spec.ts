import { expect, type Page, test, waitForHydration } from "./fixtures";
import {
  classConflicts,
  createVerifiedUser,
  firstScenario,
  seriousViolationsInBothThemes,
  signInViaApi,
} from "./helpers";

/**
 * An axe-core scan of every page in both themes: no serious or critical violations, and no conflicting style classes
 * (open dialogs: accessibility-dialogs.spec.ts).
 */

async function scan(page: Page, path: string, ready: () => Promise<void>) {
  await page.goto(path);
  await ready();
  return [...(await seriousViolationsInBothThemes(page, path)), ...(await classConflicts(page, path))];
}

test("every page in both themes has no serious or critical accessibility violations", async ({ browser }) => {
  // Fourteen pages, each scanned in both themes: over 3 minutes on a busy 2-core machine.
  test.setTimeout(360_000);
  const context = await browser.newContext({ colorScheme: "light" });
  const page = waitForHydration(await context.newPage());
  const heading = () => expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  const found: string[] = [];

  // As a visitor.
  found.push(...(await scan(page, "/", heading)));
  found.push(...(await scan(page, "/auth", () => expect(page.getByLabel("Email")).toBeVisible())));
  found.push(...(await scan(page, "/privacy-policy", heading)));
  found.push(...(await scan(page, "/terms-of-service", heading)));
  found.push(...(await scan(page, "/no-such-page", heading)));

  // As a learner with some data on every page.
  const user = await createVerifiedUser(page.request);
  await signInViaApi(page, user.email);
  const scenario = await firstScenario(page);
  const tutor = scenario.characters[0]!;
  await page.request.post("/api/vocabulary", { data: { word: "der Bahnhof", meaning: "station", language: "de" } });
  await page.request.post("/api/grammar", { data: { topic: "Dativ", explanation: "The dative case." } });
  await page.request.post("/api/notes", { data: { title: "Wörter", content: "**fett** und _kursiv_" } });
  await page.request.put(`/api/study-sessions/${crypto.randomUUID()}`, { data: { seconds: 600, surface: "chat" } });

  found.push(...(await scan(page, "/course/complete-german/scenarios", heading)));
  found.push(...(await scan(page, `/course/complete-german/scenario/${scenario.id}/characters`, heading)));
  found.push(
    ...(await scan(page, `/course/complete-german/scenario/${scenario.id}/character/${tutor.id}/chat`, () =>
      expect(page.getByTestId("ai-message").first()).toBeVisible({ timeout: 5000 }),
    )),
  );
  for (const path of [
    "/learning-studio",
    "/learning-studio/notes",
    "/learning-studio/vocabulary",
    "/learning-studio/grammar",
    "/learning-studio/create",
    "/learning-studio/reading",
    "/settings",
    "/profile",
    "/progress",
  ]) {
    found.push(...(await scan(page, path, heading)));
  }
  expect(found).toEqual([]);
  await context.close();
});
