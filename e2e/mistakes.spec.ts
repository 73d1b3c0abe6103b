import { expect, type Page, test } from "./fixtures";
import {
  appOrigin,
  createVerifiedUser,
  firstScenario,
  openChat,
  type ScenarioSummary,
  signInViaApi,
  toasts,
} from "./helpers";

/** Mistake memory: what the tutor corrects comes back in 'My Mistakes', counted, to practise until learned. */

async function say(page: Page, text: string, replies: number) {
  const box = page.getByLabel("Your message");
  await box.fill(text);
  await box.press("Enter");
  await expect(page.getByTestId("ai-message")).toHaveCount(replies);
}

async function newConversationWith(page: Page, scenario: ScenarioSummary, text: string) {
  await openChat(page, scenario);
  await page.getByRole("button", { name: "New conversation" }).click();
  await expect(page.getByTestId("ai-message")).toHaveCount(1, { timeout: 5000 });
  await say(page, text, 2);
}

test("a learner's repeated mistake shows once with its count, is practised and learned", async ({ page, request }) => {
  test.setTimeout(90_000);
  const user = await createVerifiedUser(request);
  await signInViaApi(page, user.email);
  const scenario = await firstScenario(page);
  await openChat(page, scenario);
  await say(page, "Ich heise Anna.", 2);
  await newConversationWith(page, scenario, "Hallo, ich heise Tom.");
  await newConversationWith(page, scenario, "Guten Tag, ich heise Eva.");

  // The hub's fourth tool.
  await page.goto("/learning-studio");
  await page.getByRole("link", { name: /^My Mistakes/ }).click();
  await expect(page).toHaveURL(/\/learning-studio\/mistakes$/);
  await expect(page.getByRole("heading", { name: "My Mistakes", level: 1 })).toBeVisible();
  const row = page.getByTestId("mistake-row").filter({ hasText: "heise" });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("mistake-count")).toHaveText("3 times");
  await expect(row).toContainText("heiße");
  await expect(row).toContainText("Guten Tag, ich heise Eva.");
  await expect(row).toContainText("Spelling");

  // Filter by kind.
  const filters = page.getByRole("navigation", { name: "Filter by kind of mistake" });
  await filters.getByRole("button", { name: /^Spelling/ }).click();
  await expect(page.getByTestId("mistake-row")).toHaveCount(1);

  // Practice: an empty answer is explained, a wrong one shows the right form, a right one counts.
  await page.getByRole("button", { name: "Practise" }).click();
  const dialog = page.getByRole("dialog", { name: "Practise your mistakes" });
  await expect(dialog.getByTestId("practice-sentence")).toHaveText("Guten Tag, ich (blank) Eva.");
  const answer = dialog.getByLabel("Your answer");
  await answer.press("Enter");
  await expect(dialog.getByRole("alert")).toHaveText("Type your answer first");
  await answer.fill("heise");
  await answer.press("Enter");
  await expect(dialog.getByTestId("practice-result")).toHaveText("Not quite: it is written heiße");
  await page.keyboard.press("Enter"); // 'See result' has the focus
  await expect(dialog.getByTestId("practice-summary")).toContainText("0 of 1 right");
  await dialog.getByRole("button", { name: "Practise again" }).click();
  await dialog.getByLabel("Your answer").fill("heiße");
  await dialog.getByLabel("Your answer").press("Enter");
  await expect(dialog.getByTestId("practice-result")).toHaveText("Right!");
  await dialog.getByRole("button", { name: "See result" }).click();
  await expect(dialog.getByTestId("practice-summary")).toContainText("1 of 1 right");
  await dialog.getByRole("button", { name: "Close" }).first().click();
  // Wrong once (+1), right once (-1): still three.
  await expect(row.getByTestId("mistake-count")).toHaveText("3 times");

  // The progress page's overview names the kind.
  await page.goto("/progress");
  await expect(page.getByTestId("mistake-chart")).toContainText("Spelling");
  await expect(page.getByTestId("mistake-chart")).toContainText("3 times");

  // Mark as learned: it leaves the list.
  await page.goto("/learning-studio/mistakes");
  await row.getByRole("button", { name: "Mark as learned" }).click();
  await expect(toasts(page).filter({ hasText: "Marked as learned: heiße" })).toBeVisible();
  await expect(page.getByTestId("mistake-row").filter({ hasText: "heise" })).toHaveCount(0);
});

test("with Personalized learning off the page says that nothing new is recorded", async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signInViaApi(page, user.email);
  await page.request.patch("/api/settings", {
    data: { personalizedLearning: false },
    headers: { Origin: appOrigin() },
  });
  await page.goto("/learning-studio/mistakes");
  await expect(page.getByRole("status").filter({ hasText: "Personalized learning is off" })).toBeVisible();
  await expect(page.getByTestId("empty")).toContainText("No mistakes recorded");
});

test("a checked answer's 'See result' has the keys from the moment the result shows: Enter at once goes on", async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await signInViaApi(page, user.email);
  await openChat(page, await firstScenario(page));
  await say(page, "Ich heise Anna.", 2);
  await page.goto("/learning-studio/mistakes");
  await page.getByRole("button", { name: "Practise" }).click();
  const dialog = page.getByRole("dialog", { name: "Practise your mistakes" });
  const answer = dialog.getByLabel("Your answer");
  await answer.fill("heise");
  // Where the focus is once the result is in the page (noted as soon as the page changes, before the browser runs
  // anything else) is where an Enter pressed on seeing it goes. The box is disabled by then.
  await page.evaluate(() => {
    const seen = window as unknown as { focusWhenChecked?: string };
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-testid="practice-result"]')) return;
      observer.disconnect();
      const focused = document.activeElement;
      seen.focusWhenChecked = focused?.tagName === "BUTTON" ? (focused.textContent?.trim() ?? "") : focused?.tagName;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await answer.press("Enter");
  await expect(dialog.getByTestId("practice-result")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { focusWhenChecked?: string }).focusWhenChecked)).toBe(
    "See result",
  );
  await page.keyboard.press("Enter");
  await expect(dialog.getByTestId("practice-summary")).toContainText("0 of 1 right");
});
