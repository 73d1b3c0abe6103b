import { type RunningServer, startServer } from "../scripts/bench/server";
import { chromiumLaunchOptions } from "../scripts/chromium";
import {
  FAKE_LEARNER_LINE,
  FAKE_REPLIES,
  type FakeRealtime,
  startFakeRealtime,
} from "../src/server/testing/fake-realtime";
import { MICROPHONE_CONSTRAINTS } from "../src/shared/schemas/voice";
import { type Browser, chromium, expect, type Page, test, waitForHydration } from "./fixtures";
import { createVerifiedUser, firstScenario, signInViaApi, toasts } from "./helpers";

/**
 * Voice calls. Realtime calls: a second server (the same build) with TUTOR_PROVIDER=openai whose Realtime endpoints are
 * a fake started by this spec, a real WebRTC peer (werift) that answers the browser's offer, plays audio and speaks
 * the tutor's events; Chromium's fake microphone. Browser-speech calls: the offline e2e server, with the browser's
 * speech recognition (a network service) replaced at the page's edge.
 */

const fakeMedia = ["--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"];
test.use({ launchOptions: { ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, ...fakeMedia] } });
test.describe.configure({ mode: "serial" });

/** Records every microphone track, peer connection and audio context the page makes, to check they are released. */
function recordMedia() {
  const media = { tracks: [] as MediaStreamTrack[], peers: [] as RTCPeerConnection[], contexts: [] as AudioContext[] };
  const w = window as unknown as { __media: typeof media & { constraints?: MediaStreamConstraints } };
  w.__media = media;
  const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  navigator.mediaDevices.getUserMedia = async (constraints) => {
    w.__media.constraints = constraints;
    const stream = await getUserMedia(constraints);
    media.tracks.push(...stream.getTracks());
    return stream;
  };
  const Peer = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends Peer {
    constructor(config?: RTCConfiguration) {
      super(config);
      media.peers.push(this);
    }
  } as typeof RTCPeerConnection;
  const Context = window.AudioContext;
  window.AudioContext = class extends Context {
    constructor(options?: AudioContextOptions) {
      super(options);
      media.contexts.push(this);
    }
  } as typeof AudioContext;
}

/** What the page still holds: microphone tracks not ended, connections not closed, audio contexts not closed. */
async function leaks(page: Page) {
  return page.evaluate(() => {
    const { tracks, peers, contexts } = (
      window as unknown as {
        __media: { tracks: MediaStreamTrack[]; peers: RTCPeerConnection[]; contexts: AudioContext[] };
      }
    ).__media;
    return {
      tracks: tracks.filter((t) => t.readyState !== "ended").length,
      peers: peers.filter((p) => p.connectionState !== "closed").length,
      contexts: contexts.filter((c) => c.state !== "closed").length,
    };
  });
}
const nothingHeld = { tracks: 0, peers: 0, contexts: 0 };

/** A transcript line's text: its speaker (for screen readers), then what was said. */
const lineText = (text: string) => new RegExp(`^(You|[^:]+): ${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

const overlay = (page: Page) => page.getByRole("dialog", { name: /Voice call with/ });

async function openChat(page: Page, origin?: string) {
  const user = await createVerifiedUser(page.request, "Ada Lovelace", origin);
  await signInViaApi(page, user.email, undefined, origin);
  const scenario = await firstScenario(page);
  const tutor = scenario.characters[0]!;
  await page.goto(`/course/complete-german/scenario/${scenario.id}/character/${tutor.id}/chat`);
  await expect(page.getByTestId("ai-message").first()).toHaveText(tutor.openingLine, { timeout: 5000 });
  return { tutor, scenario };
}

test.describe("Realtime calls", () => {
  let fake: FakeRealtime;
  let server: RunningServer;
  test.beforeAll(async () => {
    fake = await startFakeRealtime();
    server = await startServer({
      TUTOR_PROVIDER: "openai",
      OPENAI_API_KEY: "sk-e2e-server-key",
      // The text chat is not used here; nothing may reach the real provider.
      OPENAI_BASE_URL: "http://127.0.0.1:9/v1",
      REALTIME_BASE_URL: fake.url,
      AUTH_SIGN_IN_LIMIT_PER_MINUTE: "1000",
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });
  test.beforeEach(async () => fake.reset());

  async function chatPage(browser: Browser) {
    const context = await browser.newContext({ baseURL: server.url });
    const page = waitForHydration(await context.newPage());
    await page.addInitScript(recordMedia);
    const { tutor, scenario } = await openChat(page, server.url);
    return { context, page, tutor, scenario };
  }

  async function connect(page: Page) {
    await page.getByRole("button", { name: "Call tutor" }).click();
    await expect(overlay(page)).toHaveAttribute("data-phase", "connected");
    await expect(page.getByTestId("call-line-ai").first()).toHaveText(lineText(FAKE_REPLIES[0]!));
  }

  test("a call: calling, connected, the transcript, mute, hang-up, 'Call Ended', saved to the chat, nothing held", async ({
    browser,
  }) => {
    const { context, page } = await chatPage(browser);
    fake.secretDelayMs = 800;
    await page.getByRole("button", { name: "Call tutor" }).click();
    const call = overlay(page);
    await expect(call.getByTestId("call-status")).toHaveText("Calling...");
    await expect(page.getByRole("button", { name: "Cancel call" })).toBeFocused();

    await expect(call).toHaveAttribute("data-phase", "connected");
    await expect(call.getByTestId("call-status")).toHaveText(/^\d\d:\d\d$/);
    // Asked for: the microphone of learning-experience §5, the ephemeral key, the first 'Hi' and a response request.
    expect(
      await page.evaluate(() => (window as unknown as { __media: { constraints: unknown } }).__media.constraints),
    ).toEqual({
      audio: MICROPHONE_CONSTRAINTS,
    });
    expect(fake.callRequests[0]!.headers.authorization).toMatch(/^Bearer ek_/);
    expect(fake.callRequests[0]!.headers["content-type"]).toBe("application/sdp");
    await expect.poll(() => fake.events.map((e) => e.type)).toEqual(["conversation.item.create", "response.create"]);
    expect(fake.events[0].item.content[0]).toEqual({ type: "input_text", text: "Hi" });

    // The tutor's audio plays (the avatar pulses) and both sides appear in the transcript, in order.
    await expect(page.getByTestId("call-avatar")).toHaveAttribute("data-speaking", "true");
    await expect(page.getByTestId("call-line-ai").first()).toHaveText(lineText(FAKE_REPLIES[0]!));
    await expect(page.getByTestId("call-line-user")).toHaveText(lineText(FAKE_LEARNER_LINE));
    await expect(page.getByTestId("call-line-ai").nth(1)).toHaveText(lineText(FAKE_REPLIES[1]!));
    await expect(page.getByTestId("call-avatar")).toHaveAttribute("data-speaking", "false");
    const order = await page.getByTestId("call-transcript").locator("li").allTextContents();
    expect(order.map((t) => t.replace(/^(You|[^:]+): /, ""))).toEqual([
      FAKE_REPLIES[0],
      FAKE_LEARNER_LINE,
      FAKE_REPLIES[1],
    ]);

    const micEnabled = () =>
      page.evaluate(
        () => (window as unknown as { __media: { tracks: MediaStreamTrack[] } }).__media.tracks[0]!.enabled,
      );
    await page.getByRole("button", { name: "Mute microphone" }).click();
    await expect(toasts(page).filter({ hasText: "Microphone muted" })).toBeVisible();
    expect(await micEnabled()).toBe(false);
    await page.getByRole("button", { name: "Unmute microphone" }).click();
    await expect(toasts(page).filter({ hasText: "Microphone unmuted" })).toBeVisible();
    expect(await micEnabled()).toBe(true);

    await page.getByRole("button", { name: "End call" }).click();
    await expect(call.getByTestId("call-status")).toHaveText("Call Ended");
    await expect(call.getByTestId("call-duration")).toHaveText(/^\d\d:\d\d$/);
    await expect(call).toBeHidden({ timeout: 4000 });

    // What was said is in the chat now, and stays there after a reload.
    await expect(page.getByTestId("user-message")).toHaveText([FAKE_LEARNER_LINE]);
    await expect(page.getByTestId("ai-message").nth(1)).toHaveText(FAKE_REPLIES[0]!);
    await expect(page.getByTestId("ai-message").nth(2)).toHaveText(FAKE_REPLIES[1]!);
    await expect.poll(() => leaks(page)).toEqual(nothingHeld);
    await page.reload();
    await expect(page.getByTestId("user-message")).toHaveText([FAKE_LEARNER_LINE]);
    await context.close();
  });

  test("a dropped connection ends the call with 'Connection lost'", async ({ browser }) => {
    const { context, page } = await chatPage(browser);
    await connect(page);
    await fake.drop();
    await expect(toasts(page).filter({ hasText: "Connection lost" })).toBeVisible({ timeout: 20_000 });
    await expect(overlay(page).getByTestId("call-status")).toHaveText("Call Ended");
    await expect(overlay(page)).toBeHidden({ timeout: 4000 });
    await expect.poll(() => leaks(page)).toEqual(nothingHeld);
    await context.close();
  });

  test("each failure to start a call is shown with its message, and the overlay closes holding nothing", async ({
    browser,
  }) => {
    const { context, page } = await chatPage(browser);
    const cases: [() => void, string][] = [
      [() => fake.queueSecret("status-500"), "Failed to get session token"],
      [() => fake.queueCall("status-400"), "Failed to connect: 400"],
      [() => fake.queueCall("status-401"), "Failed to connect: 401"],
      [() => fake.queueCall("bad-sdp"), "Failed to establish connection"],
    ];
    for (const [arrange, message] of cases) {
      arrange();
      await page.getByRole("button", { name: "Call tutor" }).click();
      await expect(toasts(page).filter({ hasText: message })).toBeVisible();
      await expect(overlay(page)).toBeHidden();
      await expect.poll(() => leaks(page)).toEqual(nothingHeld);
    }
    await context.close();
  });

  test("the provider's errors during a call are shown and the call goes on", async ({ browser }) => {
    const { context, page } = await chatPage(browser);
    await connect(page);
    fake.send({ type: "error", error: { type: "invalid_request_error", message: "The fake provider refused that." } });
    await expect(toasts(page).filter({ hasText: "The fake provider refused that." })).toBeVisible();
    fake.send({ type: "error", error: {} });
    await expect(toasts(page).filter({ hasText: "An error occurred during the call" })).toBeVisible();
    await expect(overlay(page)).toHaveAttribute("data-phase", "connected");
    await page.getByRole("button", { name: "End call" }).click();
    await expect(overlay(page)).toBeHidden({ timeout: 4000 });
    await context.close();
  });

  test("cancel while calling closes at once; leaving the page mid-call releases everything and keeps the transcript", async ({
    browser,
  }) => {
    const { context, page, tutor, scenario } = await chatPage(browser);
    fake.secretDelayMs = 1500;
    await page.getByRole("button", { name: "Call tutor" }).click();
    await expect(overlay(page).getByTestId("call-status")).toHaveText("Calling...");
    await page.getByRole("button", { name: "Cancel call" }).click();
    await expect(overlay(page)).toBeHidden();
    await expect.poll(() => leaks(page)).toEqual(nothingHeld);
    expect(fake.callRequests).toHaveLength(0);

    // Leaving the chat inside the app (the browser's Back) while connected.
    fake.secretDelayMs = 0;
    await page.goto(`/course/complete-german/scenario/${scenario.id}/characters`);
    await page.getByRole("link", { name: new RegExp(tutor.name) }).click();
    await expect(page.getByTestId("ai-message").first()).toHaveText(tutor.openingLine);
    await connect(page);
    await page.goBack();
    await expect(page.getByRole("heading", { name: "Choose Your AI Tutor" })).toBeVisible();
    await expect.poll(() => leaks(page)).toEqual(nothingHeld);
    await page.goForward();
    await expect(page.getByTestId("ai-message").nth(1)).toHaveText(FAKE_REPLIES[0]!);
    await context.close();
  });

  test("a refused microphone: 'Failed to initialize voice call'", async () => {
    const denying = await chromium.launch({
      ...chromiumLaunchOptions,
      args: [...chromiumLaunchOptions.args, "--use-fake-device-for-media-stream", "--deny-permission-prompts"],
    });
    const context = await denying.newContext({ baseURL: server.url });
    const page = waitForHydration(await context.newPage());
    await page.addInitScript(recordMedia);
    await openChat(page, server.url);
    await page.getByRole("button", { name: "Call tutor" }).click();
    await expect(toasts(page).filter({ hasText: "Failed to initialize voice call" })).toBeVisible();
    await expect(toasts(page).filter({ hasText: "Microphone access was denied." })).toBeVisible();
    await expect(overlay(page)).toBeHidden();
    await expect.poll(() => leaks(page)).toEqual(nothingHeld);
    expect(fake.secretRequests).toHaveLength(0);
    await denying.close();
  });
});

test.describe("browser-speech calls (no OpenAI Realtime)", () => {
  test("without speech recognition the overlay says so and goes back to the text chat", async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      delete w.SpeechRecognition;
      delete w.webkitSpeechRecognition;
    });
    await page.addInitScript(recordMedia);
    await openChat(page);
    await page.getByRole("button", { name: "Call tutor" }).click();
    await expect(overlay(page)).toContainText("This browser cannot recognise speech");
    await expect(page.getByRole("button", { name: "Back to text chat" })).toBeFocused();
    // The call is modal: Tab never reaches the chat behind it, which is inert.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      const focus = await page.evaluate(() => {
        const active = document.activeElement;
        return active === document.body || !active
          ? "none"
          : active.closest('[data-testid="voice-call"]')
            ? "call"
            : "chat";
      });
      expect(focus).not.toBe("chat");
    }
    const inert = () => page.getByLabel("Your message").evaluate((el) => el.closest("[inert]") !== null);
    expect(await inert()).toBe(true);
    await page.getByRole("button", { name: "Back to text chat" }).click();
    await expect(overlay(page)).toBeHidden();
    await expect(page.getByLabel("Your message")).toBeVisible();
    expect(await inert()).toBe(false);
    await expect(page.getByRole("button", { name: "Call tutor" })).toBeFocused();
    await expect.poll(() => leaks(page)).toEqual(nothingHeld);
  });

  test("the learner speaks, the offline tutor answers aloud at the learner's speech speed, the chat keeps both", async ({
    page,
  }) => {
    const said = "Ich möchte einen Kaffee.";
    // The browser's recognition is a network service: in its place, one that hears one sentence, then silence.
    await page.addInitScript((sentence) => {
      const w = window as unknown as Record<string, unknown> & {
        __speech: { langs: string[]; spoken: { text: string; rate: number }[] };
      };
      w.__speech = { langs: [], spoken: [] };
      let heard = false;
      class FakeRecognition {
        lang = "";
        continuous = false;
        interimResults = false;
        maxAlternatives = 1;
        onresult: ((e: unknown) => void) | null = null;
        onerror: ((e: unknown) => void) | null = null;
        onend: (() => void) | null = null;
        start() {
          w.__speech.langs.push(this.lang);
          if (heard) return;
          heard = true;
          setTimeout(() => {
            this.onresult?.({ resultIndex: 0, results: [[{ transcript: sentence }]] });
            this.onend?.();
          }, 300);
        }
        abort() {}
      }
      delete w.SpeechRecognition;
      w.webkitSpeechRecognition = FakeRecognition;
      const speak = speechSynthesis.speak.bind(speechSynthesis);
      speechSynthesis.speak = (utterance) => {
        w.__speech.spoken.push({ text: utterance.text, rate: utterance.rate });
        speak(utterance);
      };
    }, said);
    await page.addInitScript(recordMedia);
    const { tutor } = await openChat(page);
    // Auto-play would speak the opening line once more before the call (speech-sounds.spec.ts tests it).
    const settings = { speechSpeed: 1.5, autoPlayAudio: false };
    expect((await page.request.patch("/api/settings", { data: settings })).ok()).toBe(true);
    await page.reload();
    await expect(page.getByTestId("ai-message").first()).toHaveText(tutor.openingLine);

    await page.getByRole("button", { name: "Call tutor" }).click();
    await expect(overlay(page)).toHaveAttribute("data-phase", "connected");
    await expect(page.getByTestId("call-line-user")).toHaveText(lineText(said));
    await expect(page.getByTestId("call-line-ai")).toHaveCount(1);
    const reply = ((await page.getByTestId("call-line-ai").textContent()) ?? "").replace(`${tutor.name}: `, "").trim();
    const speech = () =>
      page.evaluate(
        () =>
          (window as unknown as { __speech: { langs: string[]; spoken: { text: string; rate: number }[] } }).__speech,
      );
    await expect.poll(async () => (await speech()).spoken.map((s) => s.text)).toEqual([tutor.openingLine, reply]);
    const { langs, spoken } = await speech();
    expect(new Set(spoken.map((s) => s.rate))).toEqual(new Set([1.5]));
    expect(langs[0]).toBe("de-DE");

    // Stored like typed messages: the chat behind the overlay has both.
    await expect(page.getByTestId("user-message")).toHaveCount(1);
    await expect(page.getByTestId("message-count")).toHaveText("1");
    await page.getByRole("button", { name: "End call" }).click();
    await expect(overlay(page).getByTestId("call-status")).toHaveText("Call Ended");
    await expect(overlay(page)).toBeHidden({ timeout: 4000 });
    await expect(page.getByTestId("user-message")).toContainText(said);
    await expect(page.getByTestId("ai-message").nth(1)).toHaveText(reply);
    await expect.poll(() => leaks(page)).toEqual(nothingHeld);
  });
});
