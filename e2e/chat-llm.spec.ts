import { DEFAULT_ANSWERS } from "../src/server/testing/fake-llm";
import { withFakeLlm } from "./fake-llm-server";
import { expect, type Page, test, waitForHydration } from "./fixtures";
import { createVerifiedUser, firstScenario, signInViaApi, toasts } from "./helpers";

/**
 * The chat page with an LLM tutor: a second server (the same build) with TUTOR_PROVIDER=openai-compatible, pointed at
 * a fake provider started by this spec. The offline e2e server is not involved.
 */

const llm = withFakeLlm();

const reply = DEFAULT_ANSWERS.reply as { message: string };

async function openChat(page: Page) {
  const user = await createVerifiedUser(page.request, "Ada Lovelace", llm.server.url);
  await signInViaApi(page, user.email, undefined, llm.server.url);
  // Headless Chromium without a sound device takes about a second to make the first AudioContext (the 'sent' sound),
  // holding the page while the reply streams in; these tests watch the stream, so they keep the sounds off.
  await page.request.patch("/api/settings", { data: { soundEffects: false, autoPlayAudio: false } });
  const scenario = await firstScenario(page);
  const tutor = scenario.characters[0]!;
  await page.goto(`/course/complete-german/scenario/${scenario.id}/character/${tutor.id}/chat`);
  await expect(page.getByTestId("ai-message").first()).toHaveText(tutor.openingLine, { timeout: 5000 });
}

test("the LLM tutor's reply streams in progressively, then its corrections are shown", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: llm.server.url });
  const page = waitForHydration(await context.newPage());
  await openChat(page);
  await expect(page.getByText("Offline tutor")).toHaveCount(0);

  // Pace the reply's first characters (the message) so that the page has time to show it growing.
  llm.fake.chunkSize = 6;
  llm.fake.chunkDelayMs = 60;
  llm.fake.pacedChars = 90;
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { streamed: string[] }).streamed = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="streaming"]')?.textContent;
      if (text && text !== seen.at(-1)) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const box = page.getByLabel("Your message");
  await box.fill("ich heise anna");
  await box.press("Enter");

  await expect(page.getByTestId("ai-message")).toHaveCount(2);
  await expect(page.getByTestId("ai-message").nth(1)).toHaveText(reply.message);
  const streamed = await page.evaluate(() => (window as unknown as { streamed: string[] }).streamed);
  expect(streamed.length).toBeGreaterThanOrEqual(3);
  for (const [i, text] of streamed.entries()) {
    expect(reply.message.startsWith(text)).toBe(true);
    if (i > 0) expect(text.length).toBeGreaterThan(streamed[i - 1]!.length);
  }
  expect(streamed[0]!.length).toBeLessThan(reply.message.length);

  const correction = page.getByTestId("correction");
  await expect(correction).toContainText("Ich heiße Anna.");
  await expect(correction).toContainText("heiße");
  await expect(page.getByTestId("message-count")).toHaveText("1");
  await context.close();
});

test("a failed LLM reply shows the spec's toast and puts the message back in the box", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: llm.server.url });
  const page = waitForHydration(await context.newPage());
  await openChat(page);
  llm.fake.reset();
  llm.fake.queue("status-500", "status-500");
  const box = page.getByLabel("Your message");
  await box.fill("Ich möchte einen Kaffee.");
  await box.press("Enter");
  await expect(toasts(page).filter({ hasText: "Failed to get AI response. Please try again." })).toBeVisible();
  await expect(box).toHaveValue("Ich möchte einen Kaffee.");
  await expect(page.getByTestId("user-message")).toHaveCount(0);

  // Sent again, it is answered.
  await box.press("Enter");
  await expect(page.getByTestId("ai-message")).toHaveCount(2);
  await expect(page.getByTestId("message-count")).toHaveText("1");
  await context.close();
});
