import { expect, type Page, test } from "./fixtures";
import { chatPath, createVerifiedUser, firstScenario, signInViaApi } from "./helpers";

/**
 * An XSS corpus through every user-editable text that is shown again (notes have their own test in notes.spec.ts):
 * folder names, vocabulary, grammar topics, chat messages and profile names. Each payload would set window.__xss or
 * open a dialog if it ran; the page must show it as text.
 */
const CORPUS = [
  "<script>window.__xss = 1</script>",
  '<img src=x onerror="window.__xss = 2">',
  '<svg onload="window.__xss = 3"><circle r="9"/></svg>',
  '<a href="javascript:window.__xss = 4">link</a>',
  "[link](javascript:window.__xss=5)",
  '"><iframe srcdoc="<script>parent.__xss = 6</script>"></iframe>',
  "{{constructor.constructor('window.__xss = 7')()}}",
  "\u202Egnp.exe\u202C and a right-to-left override",
  `${"Lange ".repeat(400)}Ende`,
  '<style>body { display: none }</style><math><mtext><img src=x onerror="window.__xss = 8"></mtext></math>',
];

function watch(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return async () => {
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    // Nothing from the corpus became an element.
    expect(await page.locator("main script, main iframe, main img[src='x'], main a[href^='javascript']").count()).toBe(
      0,
    );
  };
}

async function post(page: Page, path: string, data: unknown) {
  const res = await page.request.post(path, { data });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json();
}

test("vocabulary, folders and grammar topics that hold markup are shown as text and never run", async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await signInViaApi(page, user.email);
  const check = watch(page);
  for (const [i, payload] of CORPUS.entries()) {
    await post(page, "/api/vocabulary", {
      word: `${i} ${payload}`.slice(0, 100),
      meaning: payload.slice(0, 500),
      language: "de",
    });
    await post(page, "/api/grammar", {
      topic: `${i} ${payload}`.slice(0, 200),
      explanation: payload.slice(0, 2000),
      example: payload.slice(0, 500),
    });
  }
  await post(page, "/api/vocabulary/folders", { name: CORPUS[1]!.slice(0, 40) });
  await post(page, "/api/note-folders", { name: CORPUS[2]!.slice(0, 40) });

  await page.goto("/learning-studio/vocabulary");
  await expect(page.getByTestId("word-row").filter({ hasText: "0 <script>window.__xss = 1</script>" })).toBeVisible();
  await expect(page.getByRole("button", { name: new RegExp(`^${CORPUS[1]!.slice(0, 12)}`) })).toBeVisible();
  await page.getByRole("button", { name: /^Flash cards/ }).click();
  await expect(page.getByRole("dialog", { name: "Flash Cards" })).toContainText("Card 1 of");
  await page.keyboard.press("Space");
  await check();
  await page.keyboard.press("Escape");

  await page.goto("/learning-studio/grammar");
  await expect(page.getByText(`1 ${CORPUS[1]}`).first()).toBeVisible();
  await check();

  await page.goto("/learning-studio/notes");
  await expect(page.getByText(CORPUS[2]!.slice(0, 40)).first()).toBeVisible();
  await check();
});

test("chat messages and profile names that hold markup are shown as text and never run", async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signInViaApi(page, user.email);
  const check = watch(page);
  const scenario = await firstScenario(page);
  const chatPage = chatPath(scenario);
  const conversation = await (
    await page.request.get(`/api/chat/complete-german/${scenario.id}/${scenario.characters[0]!.id}`)
  ).json();
  for (const payload of CORPUS.slice(0, 4)) {
    const res = await page.request.post(`/api/chat/conversations/${conversation.id}/messages`, {
      data: { clientId: crypto.randomUUID(), content: payload },
    });
    expect(res.status()).toBe(200);
    await res.text();
  }
  await page.goto(chatPage);
  await expect(page.getByText("<script>window.__xss = 1</script>").first()).toBeVisible();
  await expect(page.getByText('<a href="javascript:window.__xss = 4">link</a>').first()).toBeVisible();
  await check();

  const name = '<img src=x onerror="window.__xss = 9">';
  const saved = await page.request.patch("/api/profile", { data: { fullName: name } });
  expect(saved.status()).toBe(200);
  await page.goto("/profile");
  await expect(page.getByLabel("First name")).toHaveValue(/^<img/);
  await page.getByRole("button", { name: /Account menu/ }).click();
  await expect(page.getByRole("menu")).toContainText(name);
  await check();
});

test("the Content-Security-Policy blocks inline script, even if some were ever put in the page", async ({ page }) => {
  const response = await page.goto("/");
  const csp = response?.headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'self' 'sha256-/);
  expect(csp).not.toContain("unsafe-inline' 'self");
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__xss = 10";
    document.head.append(script);
    const img = document.createElement("img");
    img.setAttribute("onerror", "window.__xss = 11");
    img.src = "x";
    document.body.append(img);
  });
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(violations.length).toBeGreaterThan(0);
});
