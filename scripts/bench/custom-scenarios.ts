import { rentScenario } from "../../src/server/testing/own-scenario";
import { timeReplies } from "./chat";
import { firstConversation, latency, percentile } from "./latency";
import { sessionCookie, verifiedUser } from "./learner";
import { type RunningServer, startServer } from "./server";

const timeIt = async (run: () => Promise<Response>) => {
  const started = performance.now();
  const res = await run();
  await res.text();
  if (!res.ok) throw new Error(`bench request failed: ${res.status}`);
  return performance.now() - started;
};

async function createTimes(server: RunningServer, headers: Record<string, string>, avatar: string, count: number) {
  const times: number[] = [];
  let id = "";
  for (let n = 0; n < count; n++) {
    times.push(
      await timeIt(async () => {
        const res = await fetch(`${server.url}/api/custom-scenarios`, {
          method: "POST",
          headers,
          body: JSON.stringify({ ...rentScenario(avatar), title: `Die Miete ${n}` }),
        });
        if (res.ok) id = ((await res.clone().json()) as { id: string }).id;
        return res;
      }),
    );
  }
  return { times: times.sort((a, b) => a - b), id };
}

/** What a learner in their landlord scenario writes: a key phrase, and answers the renting situation asks for. */
const OWN_SENTENCES = ["Ich möchte die Miete senken.", "Ich wohne im dritten Stock links.", "Die Heizung ist kaputt."];

const row = (times: number[]) =>
  `p50 ${percentile(times, 50).toFixed(1)} ms · p99 ${percentile(times, 99).toFixed(1)} ms`;

/** Creating scenarios, opening one's chat, and the offline tutor's replies in it, on PGlite. */
export async function customScenarioRows(seconds: number): Promise<[string, string, string][]> {
  const server = await startServer({ AUTH_SIGN_IN_LIMIT_PER_MINUTE: "100000000" });
  try {
    const cookie = await sessionCookie(server, await verifiedUser(server));
    const headers = { Cookie: cookie, "Content-Type": "application/json", Origin: server.url };
    const list = (await (await fetch(`${server.url}/api/custom-scenarios`, { headers })).json()) as {
      faces: { id: string }[];
    };
    const avatar = list.faces[0]!.id;
    // 90 of the 100 a learner may keep: the last ones are created beside the first ones.
    const created = await createTimes(server, headers, avatar, 90);
    const chatPath = `/api/chat/my-de/${created.id}/${avatar}`;
    const { id } = (await (await fetch(server.url + chatPath, { headers })).json()) as { id: string };
    // The same read of a course scenario's chat, on the same server and learner: the budget it is held to. Each is
    // measured after a warm-up of the other, so that neither pays for the server's first requests.
    const course = await firstConversation(server, cookie);
    const coursePath = course.path.slice(server.url.length);
    await latency(server, cookie, coursePath, Math.min(seconds, 3), 32);
    await latency(server, cookie, chatPath, Math.min(seconds, 3), 32);
    const builtIn = await latency(server, cookie, coursePath, seconds, 32);
    const opened = await latency(server, cookie, chatPath, seconds, 32);
    // A warm-up first (the German dictionary loads on first use), as in the course chat's row.
    const conversation = { id, headers };
    await timeReplies(server, conversation, 5, OWN_SENTENCES);
    const replies = await timeReplies(server, conversation, 100, OWN_SENTENCES);
    return [
      ["POST /api/custom-scenarios (create), PGlite, sequential, 90 scenarios", row(created.times), "report"],
      [
        "GET own scenario's chat (returning), PGlite, 32 connections (· a course chat's on the same server · ratio of p50)",
        `${opened.text} · ${builtIn.text} · ${(opened.p50 / builtIn.p50).toFixed(2)}x`,
        "<= 1.25x",
      ],
      [
        "offline reply in an own scenario (send -> stream read), PGlite, sequential, 100 replies",
        row(replies),
        "<= 50 ms",
      ],
    ];
  } finally {
    await server.stop();
  }
}
