import { DEFAULT_ANSWERS } from "../src/server/testing/fake-llm";
import { kettleScenario } from "../src/server/testing/own-scenario";
import { withFakeLlm } from "./fake-llm-server";
import { expect, type Page, test, waitForHydration } from "./fixtures";
import { createVerifiedUser, firstScenario, signInViaApi } from "./helpers";

/**
 * A learner's own scenario with an LLM tutor (issue 36): a second server (the same build) pointed at a fake provider
 * started by this spec. The learner's instructions and goal reach the provider's prompt; 'Draft it for me' fills the
 * form from the model's answer.
 */

const llm = withFakeLlm();
test.beforeEach(() => llm.fake.reset());

const draft = DEFAULT_ANSWERS.draft as { title: string; goal: string; tutorName: string; keyPhrases: string[] };

async function signedIn(page: Page) {
  const user = await createVerifiedUser(page.request, "Ada Lovelace", llm.server.url);
  await signInViaApi(page, user.email, undefined, llm.server.url);
  await page.request.patch("/api/settings", { data: { soundEffects: false, autoPlayAudio: false } });
}

test("the learner's instructions and goal reach the provider's prompt in their scenario's chat", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: llm.server.url });
  const page = waitForHydration(await context.newPage());
  await signedIn(page);
  const face = (await firstScenario(page)).characters[0]!;
  const created = await page.request.post("/api/custom-scenarios", {
    headers: { Origin: llm.server.url },
    data: kettleScenario(face.id),
  });
  expect(created.status()).toBe(201);

  await page.goto("/learning-studio/create");
  await page.getByRole("link", { name: "Start Der Wasserkocher" }).click();
  await expect(page.getByTestId("ai-message").first()).toBeVisible({ timeout: 5000 });
  // With an LLM provider the chat says nothing of the offline tutor's limits.
  await expect(page.getByRole("note")).toHaveCount(0);
  const box = page.getByLabel("Your message");
  await box.fill("Guten Tag, mein Wasserkocher ist kaputt.");
  await box.press("Enter");
  await expect(page.getByTestId("ai-message")).toHaveCount(2, { timeout: 15_000 });

  const system = llm.fake.requests.find((r) => r.kind === "reply")!.body.messages[0].content as string;
  expect(system).toContain('"Be a bit grumpy at first, then helpful."');
  expect(system).toContain('"Get my money back"');
  expect(system).toContain('"der Kassenbon"');
  await context.close();
});

test("'Draft it for me' fills the form from one sentence", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: llm.server.url });
  const page = waitForHydration(await context.newPage());
  await signedIn(page);
  await page.goto("/learning-studio/create");
  await page.getByLabel("Your situation in one sentence").fill("I need to return a broken kettle");
  await page.getByRole("button", { name: "Draft it for me" }).click();
  await expect(page.getByLabel("Title")).toHaveValue(draft.title);
  await expect(page.getByLabel("Your goal")).toHaveValue(draft.goal);
  await expect(page.getByLabel("Tutor name")).toHaveValue(draft.tutorName);
  await expect(page.getByRole("textbox", { name: "Key phrase 1" })).toHaveValue(draft.keyPhrases[0]!);
  // The learner's sentence went to the model as the user's message.
  const request = llm.fake.requests.find((r) => r.kind === "draft")!;
  expect(JSON.stringify(request.body.messages)).toContain("I need to return a broken kettle");
  await context.close();
});
