import { expect, type Page, test } from "./fixtures";
import { learnerAtFirstScenario, openChat } from "./helpers";

/** The offline tutor listens (issue 39): what the learner told is not asked again, and their questions are answered. */

async function say(page: Page, text: string, replies: number) {
  const box = page.getByLabel("Your message");
  await box.fill(text);
  await box.press("Enter");
  // The server's first German check loads its lexicon (a second or two, more on a loaded machine).
  await expect(page.getByTestId("ai-message")).toHaveCount(replies, { timeout: 30_000 });
  return page.getByTestId("ai-message").last();
}

test("a neighbour who is told three things at once does not ask for them, and answers 'Und Sie?'", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { scenario } = await learnerAtFirstScenario(page, request);
  await openChat(page, scenario);

  const first = await say(
    page,
    "Guten Tag! Ich heiße Tom, ich komme aus England, ich wohne seit gestern im dritten Stock und ich bin Lehrer.",
    2,
  );
  await expect(first).toContainText("aus England");
  await expect(first).not.toContainText("Woher kommen Sie?");
  await expect(first).not.toContainText("Wohnen Sie jetzt hier im Haus?");
  await expect(first).toContainText("Wohnen Sie allein oder mit Familie?");

  // The composed reply is translated as a whole.
  await page.getByRole("button", { name: "Translate Last Message" }).click();
  await expect(page.getByTestId("translation")).toContainText("from England");
  await expect(page.getByTestId("translation")).toContainText("Do you live alone or with family?");

  const second = await say(page, "Ich wohne allein. Und Sie?", 3);
  await expect(second).toContainText("Ich wohne allein, aber meine Tochter besucht mich oft.");
  await expect(second).toContainText("Und wie gefällt Ihnen die Wohnung?");

  const third = await say(page, "Wo ist der Aufzug?", 4);
  await expect(third).toContainText("Der Aufzug ist gleich links neben der Treppe.");
  await expect(third).toContainText("Gefällt Ihnen die Wohnung?");
});
