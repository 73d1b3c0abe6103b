import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "./fixtures";
import { completeLesson, createVerifiedUser, firstScenario, openChat, signInViaApi } from "./helpers";

/** The browser is in a zone 14 hours ahead of UTC: the learner's days are Kiritimati's, not the server's. */
test.use({ timezoneId: "Pacific/Kiritimati" });

const tile = (page: Page, label: string) => page.getByTestId(`tile-${label}`);

test("a new learner sees the empty state, which leads to the first scenario", async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signInViaApi(page, user.email);
  await page.goto("/");
  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Progress" }).click();
  await expect(page.getByRole("heading", { name: "Progress and Statistics" })).toBeVisible();
  await expect(page.getByTestId("progress-empty")).toContainText("Your progress starts with your first lesson");
  await expect(tile(page, "Current Level")).toHaveText("A1");
  await expect(tile(page, "Focus Time")).toHaveText("0m");
  await expect(tile(page, "Achievements")).toHaveText("0/3");
  await expect(tile(page, "Day Streak")).toHaveText("0 days");
  await expect(page.getByRole("tab")).toHaveCount(0);
  await page.getByRole("link", { name: "Start your first scenario" }).click();
  await expect(page.getByRole("heading", { name: "Choose Your AI Tutor" })).toBeVisible();
  // The menu saved the browser's time zone for the server's day boundaries.
  await expect
    .poll(async () => (await (await page.request.get("/api/settings")).json()).timeZone)
    .toBe("Pacific/Kiritimati");
});

test("after a lesson in the chat and a flash-card review, the page shows the learner's figures", async ({
  page,
  request,
}) => {
  test.slow();
  const user = await createVerifiedUser(request);
  await signInViaApi(page, user.email);
  const scenario = await firstScenario(page);

  // A whole lesson through the chat: ten answers (from the hints) complete it.
  await openChat(page, scenario);
  const lessonDone = await completeLesson(page);
  await lessonDone.getByRole("button", { name: "Try Another Tutor" }).click();
  await expect(page.getByRole("heading", { name: "Choose Your AI Tutor" })).toBeVisible();

  // Two words saved, then reviewed with flash cards.
  for (const [word, meaning] of [
    ["der Nachbar", "the neighbour"],
    ["die Wohnung", "the flat"],
  ]) {
    expect((await page.request.post("/api/vocabulary", { data: { word, meaning, language: "de" } })).status()).toBe(
      201,
    );
  }
  await page.goto("/learning-studio/vocabulary");
  await page.getByRole("button", { name: /^Flash cards/ }).click();
  const cards = page.getByRole("dialog", { name: "Flash Cards" });
  await expect(cards).toContainText("Card 1 of 2");
  await page.keyboard.press("Space");
  await page.keyboard.press("l");
  await expect(cards).toContainText("Card 2 of 2");
  await page.keyboard.press("Space");
  await page.keyboard.press("h");
  await expect(page.getByText("Session Complete!")).toBeVisible();
  // Reviewing cards is a study session of its own once it has counted a second (its cookie carries the count).
  await expect
    .poll(async () =>
      (await page.context().cookies()).some(
        (cookie) =>
          cookie.name.startsWith("parley-study-") && decodeURIComponent(cookie.value).includes("surface=cards"),
      ),
    )
    .toBe(true);

  await page.goto("/progress");
  await expect(tile(page, "Current Level")).toHaveText("A1");
  await expect(tile(page, "Achievements")).toHaveText("1/3");
  await expect(tile(page, "Day Streak")).toHaveText("1 day");
  await expect(page.getByTestId("goal-Weekly Goal")).toContainText("2 of 5 sessions");
  await expect(page.getByTestId("goal-Daily Goal")).toContainText("of 30 minutes");
  await expect(page.getByTestId("heatmap-summary")).toContainText(/Studied on 1 of \d+ days/);
  // Today's square is the last one, and it is marked as studied.
  await expect(page.getByRole("list", { name: "Study days" }).getByRole("listitem").last()).not.toHaveAttribute(
    "data-level",
    "0",
  );

  await page.getByRole("tab", { name: "Achievements" }).click();
  const achievements = page.getByTestId("achievement");
  await expect(achievements.filter({ hasText: "First Lesson" })).toHaveAttribute("data-earned", "true");
  await expect(achievements.filter({ hasText: "Week Streak" })).toHaveAttribute("data-earned", "false");
  await expect(achievements.filter({ hasText: "Chapter Master" })).toContainText("Not yet earned");

  await page.getByRole("tab", { name: "Courses" }).click();
  const german = page.getByTestId("course-row").filter({ hasText: "Complete German" });
  await expect(german).toContainText(/0 of \d+ chapters · \d+%/);
  await expect(german.getByRole("progressbar")).not.toHaveAttribute("aria-valuenow", "0");

  await page.getByRole("tab", { name: "Activity" }).click();
  const items = page.getByTestId("activity-item");
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: "Lesson completed" })).toContainText(`${scenario.title} · Complete German`);
  await expect(items.filter({ hasText: "New words" })).toContainText("Saved 2 new words");
  await expect(items.first().locator("time")).toHaveText(/Just now|minute/);

  // In German, the same entries in German (the page words them from what they count), with the course's German
  // titles.
  const inGerman = JSON.parse(
    readFileSync(join(import.meta.dirname, "../content/translations/de/complete-german.json"), "utf8"),
  );
  expect((await page.request.patch("/api/settings", { data: { interfaceLanguage: "de" } })).ok()).toBe(true);
  await page.reload();
  await page.getByRole("tab", { name: "Aktivität" }).click();
  await expect(items.filter({ hasText: "Lektion abgeschlossen" })).toContainText(
    `${inGerman.scenarios[scenario.id].title} · ${inGerman.course.title}`,
  );
  await expect(items.filter({ hasText: "Neue Wörter" })).toContainText("2 neue Wörter gespeichert");
});

test("a failed load says so and recovers on 'Try Again'", async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signInViaApi(page, user.email);
  // The server renders a first visit with its figures: the failing read is the browser's, on the way there.
  await page.goto("/");
  await page.route(/\/api\/progress/, (route) => route.abort("connectionfailed"));
  await page.getByRole("button", { name: /^Account menu for / }).click();
  await page.getByRole("menuitem", { name: "Progress" }).click();
  await expect(page.getByRole("alert")).toContainText("Failed to load progress");
  await page.unrouteAll();
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByTestId("progress-empty")).toBeVisible();
});
