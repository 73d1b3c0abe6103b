import { expect } from "vitest";
import { loadCourses } from "../content/load";
import { json, type TestClient } from "./harness";

/** The German course's first scenario and its first tutor, and the API path of that chat: the tests' usual chat. */
export function firstGermanChat() {
  const course = loadCourses().find((c) => c.id === "complete-german")!;
  const scenario = course.chapters[0]!.scenarios[0]!;
  const tutor = scenario.characters[0]!;
  return { course, scenario, tutor, chatPath: `/api/chat/${course.id}/${scenario.id}/${tutor.id}` };
}

/** Sends a message in a fresh conversation with the first scenario's n-th tutor, and waits for the whole reply. */
export async function sayInNewConversation(client: TestClient, content: string, tutorIndex = 0) {
  const { course, scenario } = firstGermanChat();
  const tutor = scenario.characters[tutorIndex]!;
  const { id } = await json(await client.post(`/api/chat/${course.id}/${scenario.id}/${tutor.id}/new`, {}));
  const sent = await client.post(`/api/chat/conversations/${id}/messages`, { clientId: crypto.randomUUID(), content });
  const lines = (await sent.text()).split("\n").filter(Boolean);
  expect(JSON.parse(lines.at(-1)!).type).toBe("done");
}
