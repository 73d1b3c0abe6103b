import type { Locale } from "../../shared/locale";
import { ownCourseLanguage } from "../../shared/own-course";
import type { CourseContent, CourseTranslation, LanguageCode } from "../../shared/schemas/course";
import { loadCourses, loadTranslations, type Translations } from "./load";

/**
 * The course library: the courses of content/courses/ with their translations, read once and kept in memory (it is
 * small and changes only with a deploy).
 */
export class CourseLibrary {
  readonly courses: CourseContent[];
  readonly #translations: Translations;
  readonly #byLocale = new Map<Locale, CourseLibrary>();

  /** The interface language of the courses' texts ("en": the content as written). */
  readonly locale: Locale;

  constructor(
    courses: CourseContent[] = loadCourses(),
    translations: Translations = loadTranslations(courses),
    locale: Locale = "en",
  ) {
    this.courses = [...courses].sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
    this.#translations = translations;
    this.locale = locale;
  }

  /**
   * The library as an interface language shows it: the courses' own texts (titles, descriptions, tutors' roles
   * and bios) translated, ids and the conversation itself unchanged. Made once per language.
   */
  in(locale: Locale): CourseLibrary {
    const texts = this.#translations.get(locale);
    if (!texts) return this;
    let translated = this.#byLocale.get(locale);
    if (!translated) {
      translated = new CourseLibrary(
        this.courses.map((course) => translateCourse(course, texts.get(course.id))),
        new Map(),
        locale,
      );
      this.#byLocale.set(locale, translated);
    }
    return translated;
  }

  /**
   * The library with courses added: a learner's own courses (decision 0029), made for one request; the shared courses
   * and their translations are the same objects.
   */
  with(courses: readonly CourseContent[]): CourseLibrary {
    return courses.length === 0
      ? this
      : new CourseLibrary([...this.courses, ...courses], this.#translations, this.locale);
  }

  /** Every tutor's id (for their generated avatars). */
  characterIds(): Set<string> {
    return new Set(
      this.courses.flatMap((c) =>
        c.chapters.flatMap((ch) => ch.scenarios.flatMap((s) => s.characters.map((x) => x.id))),
      ),
    );
  }

  /**
   * Every tutor's face (id, name, and the language of the course they are in; the first of each id), for a learner's
   * own tutor to take.
   */
  faces(): { id: string; name: string; language: LanguageCode }[] {
    const faces = new Map<string, { id: string; name: string; language: LanguageCode }>();
    for (const course of this.courses)
      for (const scenario of course.chapters.flatMap((ch) => ch.scenarios))
        for (const { id, name } of scenario.characters)
          if (!faces.has(id)) faces.set(id, { id, name, language: course.language });
    return [...faces.values()];
  }

  /**
   * The shared course of a language (the visible one first): a learner's own course of that language borrows its
   * glossary, corrections and native language.
   */
  courseIn(language: LanguageCode): CourseContent | undefined {
    const shared = this.courses.filter((c) => c.language === language && !ownCourseLanguage(c.id));
    return shared.find((c) => !c.hidden) ?? shared[0];
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
