import { loadCourses } from "../content/load";

/** The German course's first scenario and its first tutor, and the API path of that chat: the tests' usual chat. */
export function firstGermanChat() {
  const course = loadCourses().find((c) => c.id === "complete-german")!;
  const scenario = course.chapters[0]!.scenarios[0]!;
  const tutor = scenario.characters[0]!;
  return { course, scenario, tutor, chatPath: `/api/chat/${course.id}/${scenario.id}/${tutor.id}` };
}
