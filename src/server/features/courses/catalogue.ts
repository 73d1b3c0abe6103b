import type { CourseContent, CourseList } from "../../../shared/schemas/course";
import { loadCourses } from "../../content/load";
import { courseView, type ProgressRecord } from "./progress-rule";

/**
 * The course catalogue, read from content/ once and kept in memory (it is small and changes only with a deploy).
 */
export class Catalogue {
  readonly courses: CourseContent[];

  constructor(courses: CourseContent[] = loadCourses()) {
    this.courses = [...courses].sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
  }

  /** Every tutor's id (for their generated avatars). */
  characterIds(): Set<string> {
    return new Set(
      this.courses.flatMap((c) =>
        c.chapters.flatMap((ch) => ch.scenarios.flatMap((s) => s.characters.map((x) => x.id))),
      ),
    );
  }

  /** Course, scenario and character of a chat, or undefined when any of them does not exist. */
  scene(courseId: string, scenarioId: string, characterId: string) {
    const course = this.find(courseId);
    const scenario = course?.chapters.flatMap((c) => c.scenarios).find((s) => s.id === scenarioId);
    const character = scenario?.characters.find((c) => c.id === characterId);
    return course && scenario && character ? { course, scenario, character } : undefined;
  }

  find(courseId: string): CourseContent | undefined {
    return this.courses.find((c) => c.id === courseId);
  }

  /** Visible courses as the language chooser shows them, with the learner's progress (none for visitors). */
  summaries(progress: Map<string, ProgressRecord[]> = new Map()): CourseList {
    const visible = this.courses.filter((c) => !c.hidden);
    return {
      courses: visible.map((course) => {
        const {
          chapters: _c,
          completedScenarios: _s,
          totalScenarios: _t,
          currentChapter: _h,
          currentScenarioId: _i,
          ...summary
        } = courseView(course, progress.get(course.id) ?? []);
        return summary;
      }),
      moreComing: visible.length < this.courses.length,
    };
  }
}
