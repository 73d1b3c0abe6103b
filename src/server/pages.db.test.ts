import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCourses, loadTranslations } from "./content/load";
import { createTestApp, json, signedInUser, type TestApp } from "./testing/harness";
import { sourceWebBundle } from "./testing/web";

/**
 * Pages as a browser without JavaScript gets them: the server's first HTML holds what the page shows, with the
 * right status (302 before any HTML for redirects, 404 for what does not exist) and its own title in the head.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ web: await sourceWebBundle() });
});
afterAll(() => t.close());

const german = loadCourses().find((c) => c.id === "complete-german")!;
const chapter = german.chapters[0]!;
const scenario = chapter.scenarios[0]!;
const character = scenario.characters[0]!;
const translations = loadTranslations(loadCourses());
const textsIn = (locale: "de" | "fr") => translations.get(locale)!.get(german.id)!;
const tutorsPage = `/course/${german.id}/scenario/${scenario.id}/characters`;
const chatPage = `/course/${german.id}/scenario/${scenario.id}/character/${character.id}/chat`;

/** The page's `<head>` title and its main content (the text of `<main>`, tags removed). */
async function page(res: Response) {
  const html = await res.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "";
  const text = main
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
  return { html, title: /<title>([^<]*)<\/title>/.exec(head)?.[1], text };
}

describe("pages for a visitor", () => {
  it("home: the course cards", async () => {
    const res = await t.app.request("/");
    expect(res.status).toBe(200);
    const { title, text } = await page(res);
    expect(title).toBe("Parley: AI language tutor");
    expect(text).toContain("Choose Your Language");
    expect(text).toContain("Complete German");
    expect(text).toContain("Start Learning");
  });

  it("sign-in: the form, usable without JavaScript's help to read it", async () => {
    const res = await t.app.request("/auth");
    expect(res.status).toBe(200);
    const { title, html } = await page(res);
    expect(title).toBe("Sign in · Parley");
    expect(html).toContain('type="email"');
    expect(html).toContain('type="password"');
    expect(html).toContain(">Sign In</button>");
  });

  it("the sign-in form posts, so a form sent before the app has started never puts the password into a URL", async () => {
    const { html } = await page(await t.app.request("/auth?next=%2Fprofile"));
    expect(html).toMatch(/<form [^>]*method="post"/);
    // A page without a form of its own sends the same page back; the API's own POSTs are untouched.
    const sent = await t.app.request("/privacy-policy?x=1", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "anything=1",
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toMatch(/\/privacy-policy\?x=1$/);
    expect((await t.app.request("/api/no-such-route", { method: "POST" })).status).toBe(404);
  });

  it("legal pages", async () => {
    for (const [path, heading] of [
      ["/privacy-policy", "Privacy Policy"],
      ["/terms-of-service", "Terms of Service"],
    ]) {
      const res = await t.app.request(path!);
      expect(res.status).toBe(200);
      const { title, text } = await page(res);
      expect(title).toBe(`${heading} · Parley`);
      expect(text).toContain(heading);
    }
    // What 'Analytics' records, as the usage statistics keep it (usage.db.test.ts).
    const privacy = await page(await t.app.request("/privacy-policy"));
    expect(privacy.text).toContain("No third party receives anything and no third-party script is loaded, ever.");
  });

  it("the unsubscribe page asks first, from its first HTML (a mail scanner opening the link changes nothing)", async () => {
    const res = await t.app.request("/unsubscribe?token=reminder.someone.signature");
    expect(res.status).toBe(200);
    const { title, text, html } = await page(res);
    expect(title).toBe("Unsubscribe · Parley");
    expect(text).toContain("Stop daily reminder mails?");
    expect(html).toContain(">Unsubscribe</button>");
  });

  it("the scenario list of a course, and 'Course not found' with a 404", async () => {
    const list = await page(await t.app.request(`/course/${german.id}/scenarios`));
    expect(list.text).toContain(scenario.title);
    const missing = await t.app.request("/course/klingon/scenarios");
    expect(missing.status).toBe(404);
    expect((await page(missing)).text).toContain("Course not found");
  });

  it("unknown paths: 404 with 'Oops! Page not found'", async () => {
    // (A malformed escape in a course's address is that course's 404.)
    expect((await t.app.request("/course/%E0%A4%A/scenarios")).status).toBe(404);
    for (const path of ["/no/such/page", "/course", "/learning-studio/notes/extra"]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      const { title, text } = await page(res);
      expect(title).toBe("Page not found · Parley");
      expect(text).toContain("Oops! Page not found");
    }
  });

  it("a learner's pages redirect to /auth with a 302, remembering where the visitor was going", async () => {
    for (const path of ["/profile", "/settings", "/progress", "/learning-studio/notes", tutorsPage, chatPage]) {
      const res = await t.app.request(`${path}?from=mail`);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location")).toBe(`/auth?next=${encodeURIComponent(`${path}?from=mail`)}`);
      expect(await res.text()).toBe("");
    }
  });

  it("visitor pages may be revalidated by the browser but differ by cookie", async () => {
    const res = await t.app.request("/");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("vary")).toContain("Cookie");
  });

  it("are gzipped for a browser that accepts it, and sent as they are to one that does not", async () => {
    const zipped = await t.app.request("/", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toContain("Accept-Encoding");
    const bytes = Buffer.from(await zipped.arrayBuffer());
    const html = gunzipSync(bytes).toString("utf8");
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain("Choose Your Language");
    expect(bytes.length).toBeLessThan(html.length / 3);

    const plain = await t.app.request("/", { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    const text = await plain.text();
    expect(text).toMatch(/^<!DOCTYPE html>/);
    expect(text).toContain("Choose Your Language");
  });
});

describe("pages for a learner", () => {
  it("sign-in sends a signed-in learner home with a 302", async () => {
    const { client } = await signedInUser(t);
    const res = await client.get("/auth");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
  });

  it("hold the learner's own data, privately", async () => {
    const learner = await signedInUser(t, "Grace Hopper");
    const c = learner.client;
    expect((await c.post("/api/vocabulary", { word: "der Bahnhof", meaning: "station", language: "de" })).ok).toBe(
      true,
    );
    expect((await c.post("/api/notes", { title: "Verbs to learn", content: "gehen, kommen" })).ok).toBe(true);
    expect((await c.post("/api/grammar", { topic: "Dative case", explanation: "mit dem" })).ok).toBe(true);

    const expectations: [string, string, string[]][] = [
      [`/course/${german.id}/scenarios`, `${german.title} · Parley`, [scenario.title, "Jump to Current Scenario"]],
      [tutorsPage, `Choose Your AI Tutor · ${scenario.title} · Parley`, [character.name, character.role]],
      ["/learning-studio", "Learning Studio · Parley", ["My Notes", "Vocabulary", "Grammar"]],
      ["/learning-studio/vocabulary", "Vocabulary · Learning Studio · Parley", ["der Bahnhof", "station"]],
      ["/learning-studio/notes", "My Notes · Parley", ["Verbs to learn"]],
      ["/learning-studio/grammar", "Grammar · Learning Studio · Parley", ["Dative case"]],
      ["/progress", "Progress and Statistics · Parley", ["Day Streak", "Current Level"]],
      ["/settings", "Settings · Parley", ["Interface language"]],
      ["/profile", "Profile · Parley", ["Profile Information", "Email cannot be changed"]],
    ];
    for (const [path, expectedTitle, contents] of expectations) {
      const res = await c.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
      // The page's locale and its shell both ask who is signed in; the session is checked once.
      expect(res.headers.get("server-timing")?.match(/session;dur=/g), path).toHaveLength(1);
      const { title, text, html } = await page(res);
      expect(title, path).toBe(expectedTitle);
      for (const content of contents) expect(text, `${path} shows ${content}`).toContain(content);
      if (path === "/profile") expect(html).toContain('value="Grace"');
      // The top bar knows the learner: their menu, not 'Sign In'.
      expect(html, path).toContain(`Account menu for ${learner.name}`);
    }
  });

  it("the chat with its history", async () => {
    const { client } = await signedInUser(t);
    const opened = await (await client.get(`/api/chat/${german.id}/${scenario.id}/${character.id}`)).json();
    const sent = await client.post(`/api/chat/conversations/${opened.id}/messages`, {
      clientId: crypto.randomUUID(),
      content: "Hallo, ich heiße Anna.",
    });
    await sent.text();
    const res = await client.get(chatPage);
    expect(res.status).toBe(200);
    const { text } = await page(res);
    expect(text).toContain(character.name);
    expect(text).toContain("Hallo, ich heiße Anna.");
  });

  it("'Scenario not found' and 'Not found' for unknown scenarios and tutors, with a 404", async () => {
    const { client } = await signedInUser(t);
    const scenarioMissing = await client.get(`/course/${german.id}/scenario/nope/characters`);
    expect(scenarioMissing.status).toBe(404);
    expect((await page(scenarioMissing)).text).toContain("Scenario not found");
    const tutorMissing = await client.get(`/course/${german.id}/scenario/${scenario.id}/character/nobody/chat`);
    expect(tutorMissing.status).toBe(404);
    expect((await page(tutorMissing)).text).toContain("Not found");
    const practiceMissing = await client.get("/learning-studio/juggling");
    expect(practiceMissing.status).toBe(404);
  });
});

describe("pages in the interface's languages", () => {
  const lang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];

  it("a visitor gets the best match of the browser's languages, from the first HTML", async () => {
    const res = await t.app.request("/nowhere", { headers: { "Accept-Language": "de-AT,de;q=0.9,en;q=0.5" } });
    expect(res.headers.get("content-language")).toBe("de");
    expect(res.headers.get("vary")).toContain("Accept-Language");
    const { html, text } = await page(res);
    expect(lang(html)).toBe("de");
    expect(text).toContain("Hoppla! Diese Seite gibt es nicht");
    expect(html).toContain("Zum Inhalt springen");
    expect(html).not.toContain("Skip to content");
  });

  it("the footer's choice (a cookie) wins over the browser's languages", async () => {
    const res = await t.app.request("/nowhere", {
      headers: { "Accept-Language": "de", Cookie: "parley-locale=fr" },
    });
    const { html, text } = await page(res);
    expect(lang(html)).toBe("fr");
    expect(text).toContain("Oups ! Page introuvable");
  });

  it("English for a browser that asks for none of ours, or for a cookie with an unknown language", async () => {
    const cases: Record<string, string>[] = [{ "Accept-Language": "ja,es;q=0.5" }, { Cookie: "parley-locale=xx" }];
    for (const headers of cases) {
      const { html, text } = await page(await t.app.request("/nowhere", { headers }));
      expect(lang(html)).toBe("en");
      expect(text).toContain("Oops! Page not found");
    }
  });

  it("a learner gets their setting, whatever the browser asks for", async () => {
    const { client } = await signedInUser(t);
    expect((await client.patch("/api/settings", { interfaceLanguage: "fr" })).status).toBe(200);
    const res = await client.get("/nowhere");
    const { html, text } = await page(res);
    expect(lang(html)).toBe("fr");
    expect(text).toContain("Page introuvable");
  });

  it("a learner's page carries their settings as the API gives them (read once, with the page's language)", async () => {
    const { client } = await signedInUser(t);
    await client.patch("/api/settings", { interfaceLanguage: "de", soundEffects: false, dailyGoalMinutes: 45 });
    const settings = await json(await client.get("/api/settings"));
    const { html } = await page(await client.get(`/course/${german.id}/scenarios`));
    expect(lang(html)).toBe("de");
    const data = JSON.parse(/<script type="application\/json" id="[^"]+">([^<]*)<\/script>/.exec(html)![1]!);
    const cached = data.queries.queries.find((q: { queryKey: unknown[] }) => q.queryKey[0] === "settings");
    expect(cached.state.data).toEqual(settings);
    expect(cached.state.data).toMatchObject({ soundEffects: false, dailyGoalMinutes: 45 });
  });

  it("the course texts too: a visitor's home, a learner's scenario list and tutors", async () => {
    const home = await page(await t.app.request("/", { headers: { "Accept-Language": "de" } }));
    expect(home.text).toContain(textsIn("de").course.title);
    expect(home.text).not.toContain(german.title);

    const { client } = await signedInUser(t);
    await client.patch("/api/settings", { interfaceLanguage: "fr" });
    const french = textsIn("fr");
    const list = await page(await client.get(`/course/${german.id}/scenarios`));
    expect(list.title).toContain(french.course.title);
    expect(list.text).toContain(french.scenarios[scenario.id]!.title);
    expect(list.text).not.toContain(scenario.title);
    const tutors = await page(await client.get(tutorsPage));
    expect(tutors.text).toContain(french.characters[character.id]!.bio);
    expect(tutors.text).toContain(french.chapters[chapter.id]!.title);
    expect(tutors.text).not.toContain(character.bio);
  });
});

describe("a page that fails", () => {
  it("shows the spec's error screen with a 500, and no stack trace", async () => {
    const broken = await createTestApp({ web: await sourceWebBundle() });
    const { client } = await signedInUser(broken);
    await broken.database.close();
    const res = await client.get("/learning-studio/vocabulary");
    expect(res.status).toBe(500);
    const { html } = await page(res);
    expect(html).toMatch(/Page Error|Application Error/);
    expect(html).not.toMatch(/at \S+ \(|node_modules|\.ts:\d+/);
    await broken.close();
  });
});

describe("study time on the page loaded next", () => {
  const studyCookie = (id: string, fields: Record<string, string>) =>
    `parley-study-${id}=${encodeURIComponent(new URLSearchParams(fields).toString())}`;
  const load = (path: string, cookie: string) => t.app.request(path, { headers: { Cookie: cookie } });

  it("counts the seconds the study page's cookie carries before the page reads (once), and clears it", async () => {
    const { client } = await signedInUser(t);
    const id = crypto.randomUUID();
    const fields = { seconds: "150", surface: "chat", courseId: german.id, scenarioId: scenario.id };
    const res = await load("/progress", `${client.cookie}; ${studyCookie(id, fields)}`);
    expect(res.status).toBe(200);
    // The page already shows the chat's minutes (2m of 150 s), and says the cookie is done with.
    expect((await page(res)).text).toMatch(/Focus Time\s*2m/);
    expect(res.headers.getSetCookie()).toContain(`parley-study-${id}=; Path=/; Max-Age=0; SameSite=Lax`);
    // The same count again (the page's own save, or a second load): nothing more.
    await load("/progress", `${client.cookie}; ${studyCookie(id, fields)}`);
    expect((await client.put(`/api/study-sessions/${id}`, { surface: "chat", seconds: 150 }).then(json)).counted).toBe(
      0,
    );
    expect((await json(await client.get("/api/progress"))).studyTime).toBe(150);
  });

  it("clears a cookie that is not a session's count, or a visitor's, and counts nothing", async () => {
    const { client } = await signedInUser(t);
    const bad = studyCookie("not-an-id", { seconds: "60", surface: "chat" });
    const huge = studyCookie(crypto.randomUUID(), { seconds: "999999", surface: "chat" });
    const res = await load("/progress", `${client.cookie}; ${bad}; ${huge}`);
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().filter((c) => c.startsWith("parley-study-"))).toHaveLength(2);
    expect((await json(await client.get("/api/progress"))).studyTime).toBe(0);
    const visitor = await load("/", studyCookie(crypto.randomUUID(), { seconds: "60", surface: "chat" }));
    expect(visitor.status).toBe(200);
    expect(visitor.headers.getSetCookie().some((c) => /^parley-study-.*Max-Age=0/.test(c))).toBe(true);
  });
});
