import type { CourseList } from "../../../shared/schemas/course";
import type { CourseLibrary } from "../../content/course-library";
import { courseView, type ProgressRecord } from "./progress-rule";

/** Visible courses as the language chooser shows them, with the learner's progress (none for visitors). */
export function courseSummaries(
  library: CourseLibrary,
  progress: Map<string, ProgressRecord[]> = new Map(),
): CourseList {
  const visible = library.courses.filter((c) => !c.hidden);
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
    moreComing: visible.length < library.courses.length,
  };
}
