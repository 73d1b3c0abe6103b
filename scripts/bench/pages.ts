import { gzipSync } from "node:zlib";
import { firstConversation, firstScenario, latency } from "./latency";
import { sessionCookie, verifiedUser } from "./learner";
import { type RunningServer, startServer } from "./server";

type Row = [string, string, string];

/** The four benched pages (path, name, signed in?), and the session cookie of a learner for the signed-in ones. */
export async function benchedPages(server: RunningServer) {
  const cookie = await sessionCookie(server, await verifiedUser(server));
  const scenario = await firstScenario(server);
  // A chat the learner comes back to, with its history: a new one shows the tutor's opening line only after the
  // spec's 2 s, so its largest paint can never come sooner.
  const chat = await firstConversation(server, cookie);
  const sent = await fetch(`${server.url}/api/chat/conversations/${chat.id}/messages`, {
    method: "POST",
    headers: chat.headers,
    body: JSON.stringify({ clientId: `bench-${Date.now()}`, content: "Hallo! Ich heiße Anna und wohne in Berlin." }),
  });
  await sent.text();
  if (!sent.ok) throw new Error(`the bench's chat message failed: ${sent.status}`);
  const chatPath = `/course/complete-german/scenario/${scenario.id}/character/${scenario.characters[0]!.id}/chat`;
  const pages: [path: string, name: string, signedIn: boolean][] = [
    ["/", "home", false],
    ["/auth", "sign-in", false],
    ["/course/complete-german/scenarios", "scenario list", true],
    [chatPath, "chat", true],
  ];
  /** A learner's first visit to the chat (a new conversation, the opening line at 2 s): a new learner each time. */
  const newLearner = async () => sessionCookie(server, await verifiedUser(server));
  return { cookie, pages, newChat: { path: chatPath, newLearner } };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The server-rendered pages Lighthouse measures: the HTML's own size (gzip, as sent; and the text it paints before
 * any script) and the server's response time under 8 connections (the whole page: the render waits for its data).
 */
export async function pageRows(seconds: number): Promise<Row[]> {
  const server = await startServer({ AUTH_SIGN_IN_LIMIT_PER_MINUTE: "100000000" });
  try {
    const { cookie, pages } = await benchedPages(server);
    const rows: Row[] = [];
    for (const [path, name, signedIn] of pages) {
      const headers: Record<string, string> = signedIn ? { Cookie: cookie } : {};
      const html = await (await fetch(server.url + path, { headers })).text();
      const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "";
      const text = main
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim();
      rows.push([
        `page HTML of ${name}${signedIn ? " (signed in)" : ""}: gzip · painted text`,
        `${kb(gzipSync(html).length)} · ${text.length} characters`,
        "report",
      ]);
      const timing = await latency(server, signedIn ? cookie : "", path, seconds, 8);
      rows.push([`page response of ${name}, PGlite, 8 connections`, timing.text, "report"]);
    }
    return rows;
  } finally {
    await server.stop();
  }
}
