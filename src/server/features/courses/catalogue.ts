import type { Locale } from "../../../shared/locale";
import type { CourseContent, CourseList, CourseTranslation } from "../../../shared/schemas/course";
import { loadCourses, loadTranslations, type Translations } from "../../content/load";
import { courseView, type ProgressRecord } from "./progress-rule";

/**
 * The course catalogue, read from content/ once and kept in memory (it is small and changes only with a deploy).
 */
export class Catalogue {
  readonly courses: CourseContent[];
  readonly #translations: Translations;
  readonly #byLocale = new Map<Locale, Catalogue>();

  constructor(courses: CourseContent[] = loadCourses(), translations: Translations = loadTranslations(courses)) {
    this.courses = [...courses].sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
    this.#translations = translations;
  }

  /**
   * The catalogue as an interface language shows it: the courses' own texts (titles, descriptions, tutors' roles
   * and bios) translated, ids and the conversation itself unchanged. Made once per language.
   */
  in(locale: Locale): Catalogue {
    const texts = this.#translations.get(locale);
    if (!texts) return this;
    let translated = this.#byLocale.get(locale);
    if (!translated) {
      translated = new Catalogue(
        this.courses.map((course) => translateCourse(course, texts.get(course.id))),
        new Map(),
      );
      this.#byLocale.set(locale, translated);
    }
    return translated;
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

function translateCourse(course: CourseContent, texts: CourseTranslation | undefined): CourseContent {
  if (!texts) return course;
  return {
    ...course,
    ...texts.course,
    chapters: course.chapters.map((chapter) => ({
      ...chapter,
      ...texts.chapters[chapter.id],
      scenarios: chapter.scenarios.map((scenario) => ({
        ...scenario,
        ...texts.scenarios[scenario.id],
        characters: scenario.characters.map((character) => ({ ...character, ...texts.characters[character.id] })),
      })),
    })),
  };
}
