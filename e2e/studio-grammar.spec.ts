import { expect, type Page, test } from "./fixtures";
import { createVerifiedUser, signInViaApi, toasts } from "./helpers";

async function saveTopics(page: Page, topics: [string, string][]) {
  for (const [topic, explanation] of topics) {
    expect((await page.request.post("/api/grammar", { data: { topic, explanation } })).status()).toBe(201);
  }
}

test("grammar: list, expand, search, delete, and a full quiz with its score", async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signInViaApi(page, user.email);
  await page.goto("/learning-studio");
  await page.getByRole("link", { name: /Grammar/ }).click();
  await expect(page.getByTestId("empty")).toContainText("No grammar topics saved yet");
  await expect(page.getByTestId("empty")).toContainText(
    "Save grammar topics from the Learning Console during lessons!",
  );
  await expect(page.getByRole("button", { name: "Start Quiz" })).toHaveCount(0);

  await saveTopics(page, [
    ["Accusative case", "Direct objects take the accusative: den Kaffee."],
    ["Verb second", "The conjugated verb is the second element of a main clause."],
    ["Modal verbs", "können, müssen, wollen send the other verb to the end."],
  ]);
  await page.reload();
  const rows = page.getByTestId("topic-row");
  await expect(rows).toHaveCount(3);
  await page.getByRole("button", { name: "Verb second", exact: true }).click();
  await expect(page.getByText("The conjugated verb is the second element of a main clause.")).toBeVisible();

  await page.getByLabel("Search grammar topics").fill("DIRECT OBJECTS");
  await expect(rows).toHaveCount(1);
  await page.getByLabel("Search grammar topics").fill("Konjunktiv");
  await expect(page.getByTestId("empty")).toContainText("No topics found");
  await expect(page.getByTestId("empty")).toContainText("Try adjusting your search");
  await page.getByLabel("Search grammar topics").fill("");
  await expect(rows).toHaveCount(3);

  await page.getByRole("button", { name: "Delete Modal verbs" }).click();
  await expect(toasts(page).filter({ hasText: "Grammar topic removed" })).toBeVisible();
  await expect(rows).toHaveCount(2);

  // The quiz: one question per topic, 1.5 s between them, then the score.
  await page.getByRole("button", { name: "Start Quiz" }).click();
  const quiz = page.getByRole("dialog", { name: "Grammar Quiz" });
  await expect(quiz).toContainText("Question 1 of 2 · Score: 0");
  await expect(quiz).toContainText("Do you understand this concept?");
  await quiz.getByRole("button", { name: "Yes, I understand" }).click();
  await expect(quiz).toContainText("Question 2 of 2 · Score: 1");
  await quiz.getByRole("button", { name: "Need to review" }).click();
  const done = page.getByRole("dialog", { name: "Quiz Complete!" });
  await expect(done.getByTestId("quiz-percent")).toHaveText("50%");
  await expect(done).toContainText("You got 1 out of 2 correct!");
  await done.getByRole("button", { name: "Try Again" }).click();
  await expect(quiz).toContainText("Question 1 of 2 · Score: 0");
  await quiz.getByRole("button", { name: "Exit Quiz" }).click();
  await expect(quiz).toHaveCount(0);
});

test("grammar pages by 50 with 'Load More (N remaining)'; a failed delete says so", async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signInViaApi(page, user.email);
  const topics = Array.from({ length: 53 }, (_, i) => [`Topic ${i}`, `Explanation ${i}`] as [string, string]);
  await Promise.all(
    topics.map(([topic, explanation]) => page.request.post("/api/grammar", { data: { topic, explanation } })),
  );
  await page.goto("/learning-studio/grammar");
  await expect(page.getByTestId("topic-row")).toHaveCount(50);
  await page.getByRole("button", { name: "Load More (3 remaining)" }).click();
  await expect(page.getByTestId("topic-row")).toHaveCount(53);
  await expect(page.getByRole("button", { name: /Load More/ })).toHaveCount(0);

  await page.route(/\/api\/grammar\/[^/?]+$/, (route) => route.abort("connectionfailed"));
  await page
    .getByTestId("topic-row")
    .first()
    .getByRole("button", { name: /^Delete / })
    .click();
  await expect(toasts(page).filter({ hasText: "Failed to delete grammar topic" })).toBeVisible();
  await expect(page.getByTestId("topic-row")).toHaveCount(53);
});

test("the hub lists the tools; the coming-soon pages show their sample content", async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signInViaApi(page, user.email);
  await page.goto("/learning-studio");
  for (const name of ["My Notes", "Vocabulary", "Grammar", "Create"]) {
    await expect(page.getByRole("link", { name: new RegExp(name) }).first()).toBeVisible();
  }
  await page.getByRole("button", { name: "Coming Soon Features" }).click();
  for (const name of ["Reading", "Writing", "Speaking", "Games", "Quiz"]) {
    await expect(page.getByRole("link", { name: `Preview ${name}` })).toBeVisible();
  }
  // Create is a page of its own now (e2e/custom-scenarios.spec.ts), no longer a preview.
  await expect(page.getByRole("link", { name: "Preview Create" })).toHaveCount(0);
  await page.getByRole("link", { name: "Preview Games" }).click();
  await expect(page.getByRole("heading", { name: /Learning Games/ })).toBeVisible();
  for (const game of ["Word Match", "Grammar Challenge", "Speed Vocabulary", "Listening Quest"]) {
    await expect(page.getByRole("heading", { name: game })).toBeVisible();
  }
  await page.goto("/learning-studio/quiz");
  for (const label of ["Start Quiz", "Continue", "Retake"]) {
    await expect(page.getByRole("button", { name: label }).first()).toBeVisible();
  }
  await page.goto("/learning-studio/create");
  await expect(page.getByLabel("AI tutor instructions")).toBeVisible();
  await expect(page.getByText("Pro Tip")).toBeVisible();
  await page.goto("/learning-studio/nothing-here");
  await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();
});
