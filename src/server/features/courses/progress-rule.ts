import type {
  ChapterView,
  CharacterContent,
  CharacterView,
  CourseContent,
  CourseSummary,
  CourseView,
  ScenarioView,
} from "../../../shared/schemas/course";

/** A learner's progress in one scenario, as stored. */
export interface ProgressRecord {
  scenarioId: string;
  progress: number;
  completed: boolean;
}

export const characterAvatarUrl = (characterId: string) => `/avatars/characters/${characterId}.svg`;

export function characterView(c: CharacterContent): CharacterView {
  return {
    id: c.id,
    name: c.name,
    role: c.role,
    bio: c.bio,
    avatar: characterAvatarUrl(c.id),
    tags: c.tags,
    tone: c.tone,
    openingLine: c.openingLine,
  };
}

/**
 * The tutors of a scenario as the API shows them (the tutor page and the chat; the scenario list shows only their
 * count): the same for every learner, so made once per loaded content (content changes only with a deploy).
 */
const tutorViews = new WeakMap<object, CharacterView[]>();
export function tutorsOf(scenario: { characters: CharacterContent[] }): CharacterView[] {
  const known = tutorViews.get(scenario);
  if (known) return known;
  const views = scenario.characters.map(characterView);
  tutorViews.set(scenario, views);
  return views;
}

/**
 * The unlock rule (learning-experience §4): scenarios form one sequence across the chapters; the first is
 * unlocked, each next one unlocks when the one before it is completed. A chapter is locked when its first scenario
 * is. A visitor has no records, so only the very first scenario is open.
 */
export function courseView(course: CourseContent, records: ProgressRecord[]): CourseView {
  const byScenario = new Map(records.map((r) => [r.scenarioId, r]));
  let previousCompleted = true;
  let index = 0;
  let current: { scenarioId: string; chapter: number } | undefined;

  const chapters: ChapterView[] = course.chapters.map((chapter) => {
    const scenarios: ScenarioView[] = chapter.scenarios.map((scenario) => {
      const record = byScenario.get(scenario.id);
      const isCompleted = record?.completed ?? false;
      const isLocked = !previousCompleted;
      previousCompleted = isCompleted;
      if (!isCompleted && !isLocked && !current) current = { scenarioId: scenario.id, chapter: chapter.chapterNumber };
      return {
        id: scenario.id,
        index: ++index,
        title: scenario.title,
        description: scenario.description,
        estimatedTime: scenario.estimatedTime,
        difficulty: scenario.difficulty,
        progress: isCompleted ? 100 : Math.min(100, Math.max(0, record?.progress ?? 0)),
        isCompleted,
        isLocked,
        chapterNumber: chapter.chapterNumber,
        tutorCount: scenario.characters.length,
      };
    });
    const completedLessons = scenarios.filter((s) => s.isCompleted).length;
    return {
      id: chapter.id,
      title: chapter.title,
      description: chapter.description,
      chapterNumber: chapter.chapterNumber,
      lessons: scenarios.length,
      completedLessons,
      progress: scenarios.length === 0 ? 0 : Math.round((completedLessons / scenarios.length) * 100),
      isLocked: scenarios[0]?.isLocked ?? true,
      scenarios,
    };
  });

  const all = chapters.flatMap((c) => c.scenarios);
  const completedScenarios = all.filter((s) => s.isCompleted).length;
  const started = all.some((s) => s.progress > 0);
  const summary: CourseSummary = {
    id: course.id,
    title: course.title,
    subtitle: course.subtitle,
    description: course.description,
    language: course.language,
    nativeLanguage: course.nativeLanguage,
    progress: all.length === 0 ? 0 : Math.round((completedScenarios / all.length) * 100),
    // The chapters the course really has (the spec's sample figures, 13 for German, counted chapters not written).
    totalChapters: course.chapters.length,
    completedChapters: chapters.filter((c) => c.lessons > 0 && c.completedLessons === c.lessons).length,
    chapterCount: course.chapters.length,
    tutorCount: new Set(course.chapters.flatMap((ch) => ch.scenarios.flatMap((s) => s.characters.map((c) => c.id))))
      .size,
    level: course.level,
    status: all.length > 0 && completedScenarios === all.length ? "completed" : started ? "in-progress" : "new",
    color: course.color,
    gradient: course.gradient,
  };
  return {
    ...summary,
    chapters,
    completedScenarios,
    totalScenarios: all.length,
    currentChapter: current?.chapter ?? chapters.at(-1)?.chapterNumber ?? 1,
    currentScenarioId: current?.scenarioId ?? null,
  };
}
