import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { expect, type Page, test } from "./fixtures";
import { chatPath, createVerifiedUser, firstScenario, saveWords, signInViaApi, toasts } from "./helpers";

/**
 * The installable app and its service worker (decision 0017): the manifest and icons, the last copy of a page when
 * there is no connection, flash-card reviews kept on the device and sent once each, copies forgotten at sign-out,
 * and a new version taken only when the learner chooses 'Reload'.
 */
test.use({ serviceWorkers: "allow" });
test.describe.configure({ mode: "default" });

/** Waits until the service worker controls the page and holds its copy of the page itself. */
async function workerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    while (!navigator.serviceWorker.controller) await new Promise((resolve) => setTimeout(resolve, 50));
  });
  await expect
    .poll(() => page.evaluate(async () => Boolean(await caches.match(location.href, { ignoreVary: true }))))
    .toBe(true);
}

/** The text of every response the worker keeps for offline use. */
const keptTexts = (page: Page) =>
  page.evaluate(async () => {
    const texts: string[] = [];
    for (const name of ["parley-pages", "parley-data"]) {
      if (!(await caches.has(name))) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) texts.push(await (await cache.match(request))!.text());
    }
    return texts.join("\n");
  });

/** A PNG's width and height, from its header. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test("installable: a manifest with both icon sizes and a maskable icon, theme colours, a service worker", async ({
  page,
  request,
}) => {
  await page.goto("/");
  // Linked once the page has loaded (not in the HTML: the browser's work on it would slow the page's start).
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveAttribute(
    "content",
    "#0c0f18",
  );
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({ name: "Parley: AI language tutor", short_name: "Parley", display: "standalone" });
  expect(manifest.start_url).toBe("/");
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  for (const icon of icons) {
    const response = await request.get(icon.src);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await response.body())).toBe(icon.sizes);
  }
  await workerReady(page);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toMatch(/\/$/);
  // Chromium's own verdict, the one its install prompt follows (and Lighthouse's installability audit used).
  const cdp = await page.context().newCDPSession(page);
  // Every test context is an incognito profile, which Chromium never offers to install from: that one is expected.
  // The manifest is fetched once the app has linked it, so the check is asked again until it settles.
  await expect
    .poll(async () =>
      (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors
        .map((e) => e.errorId)
        .filter((id) => id !== "in-incognito"),
    )
    .toEqual([]);
});

test("offline: the vocabulary's last copy, three reviews kept and sent once each, copies gone at sign-out", async ({
  page,
  context,
}) => {
  const user = await createVerifiedUser(page.request);
  await signInViaApi(page, user.email);
  await saveWords(page, [
    ["der Zug", "train"],
    ["die Fahrkarte", "ticket"],
    ["das Gleis", "platform"],
    ["der Schaffner", "conductor"],
  ]);
  await page.goto("/learning-studio/vocabulary");
  await workerReady(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: "You are offline" })).toBeVisible();
  await expect(page.getByTestId("word-row")).toHaveCount(4);
  await expect(page.getByTestId("due-badge")).toHaveText("4");

  await page.getByRole("button", { name: /^Flash cards/ }).click();
  const dialog = page.getByRole("dialog", { name: "Flash Cards" });
  await expect(dialog).toContainText("Card 1 of 4");
  for (const [key, card] of [
    ["l", 2],
    ["h", 3],
    ["l", 4],
  ] as const) {
    await page.keyboard.press("Space");
    await page.keyboard.press(key);
    await expect(dialog).toContainText(`Card ${card} of 4`);
  }
  await expect(toasts(page).filter({ hasText: "Review saved on this device" }).first()).toBeVisible();
  // Nothing has reached the server yet.
  const due = async () => (await (await page.request.get("/api/vocabulary/due")).json()).count as number;
  expect(await due()).toBe(4);

  // Back online: the three are sent, in order, once each; the page reads the due count again.
  await context.setOffline(false);
  await expect(toasts(page).filter({ hasText: "3 reviews made offline were saved" })).toBeVisible();
  expect(await due()).toBe(1);
  const list = (await (await page.request.get("/api/vocabulary")).json()).words as {
    word: string;
    reviewCount: number;
    reviewInterval: number;
  }[];
  const byWord = Object.fromEntries(list.map((w) => [w.word, [w.reviewCount, w.reviewInterval]]));
  // Oldest saved first: Got It!, Need Practice, Got It!; the fourth was not rated.
  expect(byWord).toEqual({
    "der Zug": [1, 3],
    "die Fahrkarte": [1, 1],
    "das Gleis": [1, 3],
    "der Schaffner": [0, 0],
  });
  await page.keyboard.press("Escape");
  await page
    .getByRole("dialog", { name: "Leave practice session?" })
    .getByRole("button", { name: "Leave Session" })
    .click();
  await expect(page.getByTestId("due-badge")).toHaveText("1");
  // A reload sends nothing again.
  await page.reload();
  await expect(page.getByTestId("due-badge")).toHaveText("1");
  expect(await due()).toBe(1);

  // Sign out: nothing of this learner's is kept on the device any more.
  expect(await keptTexts(page)).toContain("der Schaffner");
  await page.getByRole("button", { name: /^Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await keptTexts(page)).not.toContain("der Schaffner");
});

test("another learner signing in on the same browser never meets the first one's copies", async ({ page }) => {
  const first = await createVerifiedUser(page.request, "Ada Lovelace");
  await signInViaApi(page, first.email);
  await saveWords(page, [["das Geheimnis", "secret"]]);
  await page.goto("/learning-studio/vocabulary");
  await workerReady(page);
  await page.goto("/learning-studio");
  expect(await keptTexts(page)).toContain("das Geheimnis");

  // Not signed out (the session ran out, say): someone else signs in here.
  const second = await createVerifiedUser(page.request, "Grace Hopper");
  await signInViaApi(page, second.email);
  await page.goto("/learning-studio/vocabulary");
  await expect(page.getByText("No vocabulary saved yet. Start learning to add words!")).toBeVisible();
  await expect.poll(() => keptTexts(page)).not.toContain("das Geheimnis");
});

test("offline: the chat says it needs the server and keeps the message in the box until it can send", async ({
  page,
  context,
}) => {
  const user = await createVerifiedUser(page.request);
  await signInViaApi(page, user.email);
  const scenario = await firstScenario(page);
  await page.goto(chatPath(scenario));
  await expect(page.getByTestId("ai-message").first()).toBeVisible({ timeout: 5000 });
  // The offline banner's code loads after the page (with the shell's effects, which link the manifest): the line,
  // now shown by the stylesheet, may come before it.
  await expect(page.locator('link[rel="manifest"]')).toBeAttached();
  await context.setOffline(true);
  await expect(page.getByRole("status").filter({ hasText: "You are offline" })).toContainText(
    "This page needs a connection to the server.",
  );
  const box = page.getByLabel("Your message");
  await box.fill("Ich komme aus England.");
  await box.press("Enter");
  await expect(
    toasts(page).filter({
      hasText: "You are offline. Your message stays in the box: send it when you are back online.",
    }),
  ).toBeVisible();
  await expect(box).toHaveValue("Ich komme aus England.");
  await expect(page.getByTestId("user-message")).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.getByRole("status").filter({ hasText: "You are offline" })).toHaveCount(0);
  await box.press("Enter");
  await expect(page.getByTestId("user-message")).toHaveCount(1);
  await expect(box).toHaveValue("");
});

test("offline: a page never opened says so, and works again once online", async ({ page, context }) => {
  await page.goto("/");
  await workerReady(page);
  await context.setOffline(true);
  await page.goto("/terms-of-service").catch(() => undefined);
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  await expect(page.getByText("This page has not been opened on this device yet")).toBeVisible();
  await context.setOffline(false);
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { name: "Terms of Service", level: 1 })).toBeVisible();
});

test("a new version waits for 'Reload' on its toast, then takes over the page once", async ({ page }) => {
  await page.goto("/");
  await workerReady(page);
  const first = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  // The next deployment: the same worker with one byte changed, served as the server serves it (plain and
  // precompressed). Only this file's pages let a worker in, and its tests run one after another.
  const files = ["sw.js", "sw.js.gz", "sw.js.br"].map((name) => join("dist", "web", name));
  const before = files.map((file) => readFileSync(file));
  const next = Buffer.concat([before[0]!, Buffer.from("\n// next version\n")]);
  try {
    writeFileSync(files[0]!, next);
    writeFileSync(files[1]!, gzipSync(next));
    writeFileSync(files[2]!, brotliCompressSync(next));
    // The app checks for a new version whenever the page is shown again; here it is asked directly.
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    const update = toasts(page).filter({ hasText: "New version available" });
    await expect(update).toBeVisible();
    // Until the learner chooses, the page stays with the version it started with.
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(first);
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).waiting))).toBe(true);
    const reloaded = page.waitForEvent("load");
    await update.getByRole("button", { name: "Reload" }).click();
    await reloaded;
    await expect
      .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).waiting)))
      .toBe(false);
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  } finally {
    for (const [i, file] of files.entries()) writeFileSync(file, before[i]!);
  }
});
