import { expect, type Page, test } from "./fixtures";
import { createVerifiedUser, firstScenario, openChat, signInViaApi } from "./helpers";

/** The offline tutor corrects grammar (issue 38): the correction names its rule, and 'My Mistakes' keeps its kind. */

async function say(page: Page, text: string, replies: number) {
  const box = page.getByLabel("Your message");
  await box.fill(text);
  await box.press("Enter");
  // The server's first German check loads its lexicon (a second or two, more on a loaded machine).
  await expect(page.getByTestId("ai-message")).toHaveCount(replies, { timeout: 30_000 });
}

test("grammar mistakes are corrected with their rule, kept by kind, and practised as phrases", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const user = await createVerifiedUser(request);
  await signInViaApi(page, user.email);
  await openChat(page, await firstScenario(page));

  await say(page, "Ich fahre mit der Fahrrad zur Arbeit.", 2);
  const caseCorrection = page.getByTestId("correction").last();
  await expect(caseCorrection).toContainText("Ich fahre mit dem Fahrrad zur Arbeit.");
  await expect(caseCorrection.getByRole("listitem")).toHaveText(["der Fahrrad → dem Fahrrad"]);
  await expect(caseCorrection).toContainText("after 'mit' comes the dative, and 'Fahrrad' is neuter: dem Fahrrad");

  await say(page, "Morgen ich fahre nach München.", 3);
  const orderCorrection = page.getByTestId("correction").last();
  await expect(orderCorrection).toContainText("Morgen fahre ich nach München.");
  await expect(orderCorrection).toContainText("after 'Morgen' the verb comes second: Morgen fahre ich");

  // Right German gets praise, not a 'correction'.
  await say(page, "Wenn ich Zeit habe, nehme ich am Kurs teil.", 4);
  await expect(page.getByTestId("correction")).toHaveCount(2);
  await expect(page.getByText("Well done, that is correct!")).toBeVisible();

  await page.goto("/learning-studio/mistakes");
  const filters = page.getByRole("navigation", { name: "Filter by kind of mistake" });
  await filters.getByRole("button", { name: /^Word order/ }).click();
  await expect(page.getByTestId("mistake-row")).toHaveCount(1);
  await expect(page.getByTestId("mistake-row")).toContainText("fahre ich");
  await filters.getByRole("button", { name: /^Gender & case/ }).click();
  const row = page.getByTestId("mistake-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("dem Fahrrad");

  // The practice blanks the whole phrase.
  await page.getByRole("button", { name: "Practise" }).click();
  const dialog = page.getByRole("dialog", { name: "Practise your mistakes" });
  await expect(dialog.getByTestId("practice-sentence")).toHaveText("Ich fahre mit (blank) zur Arbeit.");
  await dialog.getByLabel("Your answer").fill("dem Fahrrad");
  await dialog.getByLabel("Your answer").press("Enter");
  await expect(dialog.getByTestId("practice-result")).toHaveText("Right! You have learned this one.");
});
