import { withFakeLlm } from "./fake-llm-server";
import { type APIRequestContext, expect, type Page, test, waitForHydration } from "./fixtures";
import { createVerifiedUser, firstScenario, openChat, signInViaApi, toasts } from "./helpers";

/**
 * 'Listen', 'Auto-play audio', 'Speech speed' and 'Sound effects' (issue: every setting does what it says), observed
 * through test doubles installed in the page: a speechSynthesis that records what it is asked to say, an AudioContext
 * that records the tones it starts, and an audio element that records what it plays. The server's own speech
 * (TUTOR_PROVIDER=openai) runs against a local fake of OpenAI's speech endpoint.
 */

interface Spoken {
  text: string;
  lang: string;
  rate: number;
  voice: string | null;
}
type Recorded = { spoken: Spoken[]; tones: number[]; played: { src: string; rate: number }[] };

/** The doubles: a browser with a German and an English voice (or the ones given), whose speech lasts 1 s. */
async function installDoubles(page: Page, languages = ["de-DE", "en-US"]) {
  await page.addInitScript((languages) => {
    const recorded: Recorded = { spoken: [], tones: [], played: [] };
    (window as unknown as { recorded: Recorded }).recorded = recorded;
    const names: Record<string, string> = { "de-DE": "Test German", "en-US": "Test English" };
    const voices = languages.map((lang) => ({ lang, name: names[lang], default: false, localService: true }));
    class Utterance {
      lang = "";
      rate = 1;
      voice: { name: string } | null = null;
      onstart: (() => void) | null = null;
      onend: (() => void) | null = null;
      onerror: ((e: { error: string }) => void) | null = null;
      constructor(readonly text: string) {}
    }
    let current: Utterance | undefined;
    const synthesis = {
      getVoices: () => voices,
      speak(u: Utterance) {
        recorded.spoken.push({ text: u.text, lang: u.lang, rate: u.rate, voice: u.voice?.name ?? null });
        current = u;
        setTimeout(() => u.onstart?.(), 10);
        setTimeout(() => current === u && u.onend?.(), 1000);
      },
      cancel() {
        current = undefined;
      },
      addEventListener() {},
      removeEventListener() {},
    };
    Object.defineProperty(window, "speechSynthesis", { value: synthesis, configurable: true });
    Object.defineProperty(window, "SpeechSynthesisUtterance", { value: Utterance, configurable: true });
    const RealContext = window.AudioContext;
    window.AudioContext = class extends RealContext {
      override createOscillator() {
        const oscillator = super.createOscillator();
        const start = oscillator.start.bind(oscillator);
        oscillator.start = (when?: number) => {
          recorded.tones.push(oscillator.frequency.value);
          start(when);
        };
        return oscillator;
      }
    };
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      recorded.played.push({ src: this.src, rate: this.playbackRate });
      return play.call(this);
    };
  }, languages);
}

const recorded = (page: Page) => page.evaluate(() => (window as unknown as { recorded: Recorded }).recorded);

async function learnerInChat(page: Page, request: APIRequestContext, settings: Record<string, unknown>) {
  const user = await createVerifiedUser(request, "Ada Lovelace");
  await signInViaApi(page, user.email);
  expect((await page.request.patch("/api/settings", { data: settings })).ok()).toBe(true);
  const scenario = await firstScenario(page);
  await installDoubles(page);
  await openChat(page, scenario);
  return scenario.characters[0]!.openingLine;
}

async function send(page: Page, text: string) {
  const before = await page.getByTestId("ai-message").count();
  const box = page.getByLabel("Your message");
  await box.fill(text);
  await box.press("Enter");
  await expect(page.getByTestId("ai-message")).toHaveCount(before + 1);
}

test("'Listen' speaks a tutor message and a word in the course's language at the learner's speech speed", async ({
  page,
  request,
}) => {
  const opening = await learnerInChat(page, request, { speechSpeed: 1.5, autoPlayAudio: false });
  const message = page.getByTestId("ai-message").first();
  await message.getByRole("button", { name: "Listen" }).click();
  // While it speaks, the button stops it.
  await expect(message.getByRole("button", { name: "Stop" })).toBeVisible();
  await expect(message.getByRole("button", { name: "Listen" })).toBeVisible();
  expect((await recorded(page)).spoken).toEqual([{ text: opening, lang: "de-DE", rate: 1.5, voice: "Test German" }]);

  const word = opening.split(/\s+/)[0]!.replace(/[^\p{L}]/gu, "");
  await message.getByRole("button", { name: word, exact: true }).first().click();
  const popup = page.getByTestId("word-popup");
  await popup.getByRole("button", { name: "Listen" }).click();
  await expect
    .poll(async () => (await recorded(page)).spoken.at(-1))
    .toEqual({
      text: word,
      lang: "de-DE",
      rate: 1.5,
      voice: "Test German",
    });
});

test("'Auto-play audio' on speaks the opening line and each new reply once; off speaks nothing by itself", async ({
  page,
  request,
  browser,
}) => {
  const opening = await learnerInChat(page, request, {});
  await expect.poll(async () => (await recorded(page)).spoken.map((s) => s.text)).toEqual([opening]);
  await send(page, "Hallo, ich heiße Ada.");
  const reply = await page.getByTestId("ai-message").last().locator("div").first().textContent();
  await expect.poll(async () => (await recorded(page)).spoken.map((s) => s.text)).toEqual([opening, reply]);
  await page.waitForTimeout(500);
  expect((await recorded(page)).spoken).toHaveLength(2);

  const other = waitForHydration(await (await browser.newContext()).newPage());
  await learnerInChat(other, other.request, { autoPlayAudio: false });
  await send(other, "Hallo, ich heiße Ada.");
  await other.waitForTimeout(2500);
  expect((await recorded(other)).spoken).toEqual([]);
});

test("'Sound effects' on plays tones for a sent message and a rated flash card; off plays none", async ({
  page,
  request,
  browser,
}) => {
  await learnerInChat(page, request, { autoPlayAudio: false });
  await send(page, "Hallo, ich heiße Ada.");
  expect((await recorded(page)).tones).toEqual([880]);

  await page.request.post("/api/vocabulary", { data: { word: "die Brücke", meaning: "bridge", language: "de" } });
  await page.goto("/learning-studio/vocabulary");
  await page.getByRole("button", { name: /^Flash cards: Practice 1 word/ }).click();
  const dialog = page.getByRole("dialog", { name: "Flash Cards" });
  // Keys go to the card once it is shown (while the cards load, Space would press the dialog's focused button).
  await expect(dialog).toContainText("Card 1 of 1");
  await page.keyboard.press("Space");
  await expect(dialog.getByTestId("flash-card-back")).toContainText("bridge");
  await page.keyboard.press("l"); // Got It!, the last card: then the session's end
  await expect(page.getByRole("dialog", { name: "Session Complete!" })).toBeVisible();
  await expect.poll(async () => (await recorded(page)).tones).toEqual([660, 990, 523, 659, 784]);

  const quiet = waitForHydration(await (await browser.newContext()).newPage());
  await learnerInChat(quiet, quiet.request, { autoPlayAudio: false, soundEffects: false });
  await send(quiet, "Hallo, ich heiße Ada.");
  // The same hook plays the flash cards' sounds (tested on above): off is off for them too.
  await quiet.waitForTimeout(500);
  expect((await recorded(quiet)).tones).toEqual([]);
});

test("a browser without speech says so, in the chat and in Settings", async ({ page, request }) => {
  const user = await createVerifiedUser(request, "Ada Lovelace");
  await signInViaApi(page, user.email);
  await page.addInitScript(() => {
    // biome-ignore lint/suspicious/noExplicitAny: removing what this browser would have
    delete (window as any).speechSynthesis;
  });
  await openChat(page, await firstScenario(page));
  await page.getByTestId("ai-message").first().getByRole("button", { name: "Listen" }).click();
  await expect(toasts(page).filter({ hasText: "Your browser cannot read text aloud." })).toBeVisible();
  await page.goto("/settings");
  await expect(
    page.getByText("This browser cannot read text aloud, so tutor messages are not spoken here."),
  ).toBeVisible();
});

test("a browser without a voice of the course's language says so once, and speaks with its default voice", async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, "Ada Lovelace");
  await signInViaApi(page, user.email);
  await page.request.patch("/api/settings", { data: { autoPlayAudio: false } });
  await installDoubles(page, ["en-US"]);
  await openChat(page, await firstScenario(page));
  const listen = page.getByTestId("ai-message").first().getByRole("button", { name: "Listen" });
  await listen.click();
  const told = toasts(page).filter({
    hasText: "Your browser has no German voice, so it reads the text with its default voice.",
  });
  await expect(told).toBeVisible();
  expect((await recorded(page)).spoken.at(-1)).toMatchObject({ lang: "de-DE", voice: null });
  await expect(listen).toBeVisible();
  await listen.click();
  await expect.poll(async () => (await recorded(page)).spoken.length).toBe(2);
  await expect(told).toHaveCount(1);
});

test.describe("with OpenAI's speech", () => {
  const llm = withFakeLlm({ TUTOR_PROVIDER: "openai", OPENAI_API_KEY: "sk-test" });

  test("'Listen' plays the server's audio at the speech speed; a second play does not ask the provider again", async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: llm.server.url });
    const page = waitForHydration(await context.newPage());
    const user = await createVerifiedUser(page.request, "Ada Lovelace", llm.server.url);
    await signInViaApi(page, user.email, undefined, llm.server.url);
    await page.request.patch("/api/settings", { data: { speechSpeed: 0.8, autoPlayAudio: false } });
    await installDoubles(page);
    await openChat(page, await firstScenario(page));
    llm.fake.chunkDelayMs = 20;

    const message = page.getByTestId("ai-message").first();
    const audio = page.waitForResponse((r) => r.url().includes("/api/speech/messages/"));
    await message.getByRole("button", { name: "Listen" }).click();
    expect((await audio).headers()["x-speech-cache"]).toBe("miss");
    await expect(message.getByRole("button", { name: "Stop" })).toBeVisible();
    // The tone lasts 1.2 s (1.5 s at 0.8x): the button comes back when it has played to its end.
    await expect(message.getByRole("button", { name: "Listen" })).toBeVisible();
    const played = (await recorded(page)).played;
    expect(played).toHaveLength(1);
    expect(played[0]!.src).toMatch(/\/api\/speech\/messages\/[0-9a-f-]{36}$/);
    expect(played[0]!.rate).toBe(0.8);
    expect((await recorded(page)).spoken).toEqual([]);

    await message.getByRole("button", { name: "Listen" }).click();
    await expect(message.getByRole("button", { name: "Stop" })).toBeVisible();
    await expect(message.getByRole("button", { name: "Listen" })).toBeVisible();
    expect((await recorded(page)).played).toHaveLength(2);
    expect(llm.fake.requests.filter((r) => r.api === "speech")).toHaveLength(1);
    await context.close();
  });
});
