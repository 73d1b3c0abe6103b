import type { CourseContent, CourseSummary } from "../../../shared/schemas/course";
import { loadCourses } from "../../content/load";

/**
 * The course catalogue, read from content/ once and kept in memory (it is small and changes only with a deploy).
 */
export class Catalogue {
  readonly courses: CourseContent[];

  constructor(courses: CourseContent[] = loadCourses()) {
    this.courses = [...courses].sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
  }

  find(courseId: string): CourseContent | undefined {
    return this.courses.find((c) => c.id === courseId);
  }

  /** Visible courses as the language chooser shows them. Per-learner progress arrives with the catalogue issue. */
  summaries(): { courses: CourseSummary[]; moreComing: boolean } {
    const visible = this.courses.filter((c) => !c.hidden);
    return {
      courses: visible.map((course) => summarise(course)),
      moreComing: visible.length < this.courses.length,
    };
  }
}

export function summarise(course: CourseContent): CourseSummary {
  const tutorIds = new Set(course.chapters.flatMap((ch) => ch.scenarios.flatMap((s) => s.characters.map((c) => c.id))));
  return {
    id: course.id,
    title: course.title,
    subtitle: course.subtitle,
    description: course.description,
    language: course.language,
    nativeLanguage: course.nativeLanguage,
    progress: 0,
    totalChapters: course.totalChapters,
    completedChapters: 0,
    chapterCount: course.chapters.length,
    tutorCount: tutorIds.size,
    level: course.level,
    status: "new",
    color: course.color,
    gradient: course.gradient,
  };
}
