import type { Difficulty } from "../../../shared/schemas/course";
import {
  ACHIEVEMENTS,
  ACTIVITY_LIST_LENGTH,
  type AchievementId,
  type ActivityItem,
  type CourseProgress,
  HEATMAP_WEEKS,
  type Progress,
  type StudyDay,
} from "../../../shared/schemas/progress";
import type { CourseLibrary } from "../../content/course-library";
import { courseView, type ProgressRecord } from "../courses";
import type { DayTotals, LearnerFacts } from "./data";
import { addDays, currentLevel, dayStreak, localDay, longestStreak, streakMilestones, weekStart } from "./rules";

export interface ProgressInputs {
  facts: LearnerFacts;
  days: DayTotals[];
  recentLessons: { id: string; courseId: string | null; scenarioId: string | null; at: Date }[];
  scenarioProgress: Map<string, ProgressRecord[]>;
  mistakeCategories: Progress["mistakeCategories"];
}

const LANGUAGE_OF_TARGET: Record<string, string> = { german: "de", english: "en" };

/** Which achievements the learner's courses and longest streak have earned (progress page, achievement mail). */
export function earnedAchievements(
  views: ReturnType<typeof courseView>[],
  longest: number,
): Record<AchievementId, boolean> {
  return {
    "first-lesson": views.some((v) => v.chapters.some((ch) => ch.scenarios.some((s) => s.isCompleted))),
    "week-streak": longest >= 7,
    "chapter-master": views.some((v) => v.completedChapters > 0),
  };
}

/** The progress page's figures from the learner's records (pure: the clock and the course library are passed in). */
export function buildProgress(input: ProgressInputs, library: CourseLibrary, now: Date): Progress {
  const { facts, days } = input;
  const today = localDay(now, facts.timeZone);
  const studyDays = days.map((d) => d.day);
  const byDay = new Map(days.map((d) => [d.day, d]));

  const views = library.courses
    .filter((c) => !c.hidden)
    .map((course) => courseView(course, input.scenarioProgress.get(course.id) ?? []));
  const coursesProgress: CourseProgress[] = views.map((v) => ({
    courseId: v.id,
    title: v.title,
    progress: v.progress,
    chaptersCompleted: v.completedChapters,
    totalChapters: v.chapterCount,
  }));
  const completedDifficulties: Difficulty[] = views.flatMap((v) =>
    v.chapters.flatMap((ch) => ch.scenarios.filter((s) => s.isCompleted).map((s) => s.difficulty)),
  );

  const longest = longestStreak(studyDays);
  const earned = earnedAchievements(views, longest);

  const monday = weekStart(today);
  const weekSessions = days.filter((d) => d.day >= monday && d.day <= today).reduce((n, d) => n + d.sessions, 0);

  const heatmapStart = addDays(monday, -7 * (HEATMAP_WEEKS - 1));
  const series: StudyDay[] = [];
  for (let day = heatmapStart; day <= today; day = addDays(day, 1)) {
    const totals = byDay.get(day);
    series.push({ day, minutes: Math.round((totals?.seconds ?? 0) / 60), events: totals?.events ?? 0 });
  }

  // Start in the course of the learner's target language, else the first course.
  const first = views.find((v) => v.language === LANGUAGE_OF_TARGET[facts.targetLanguage]) ?? views[0];
  const firstScenario = first?.chapters[0]?.scenarios[0];

  return {
    currentLevel: currentLevel(completedDifficulties, facts.proficiency),
    studyTime: facts.studyTime,
    achievements: ACHIEVEMENTS.map((a) => ({ ...a, earned: earned[a.id] })),
    streak: dayStreak(studyDays, today),
    longestStreak: longest,
    coursesProgress,
    dailyGoal: { completed: Math.floor((byDay.get(today)?.seconds ?? 0) / 60), target: facts.dailyGoalMinutes },
    weeklyGoal: { completed: weekSessions, target: facts.weeklyGoalSessions },
    activity: activityList(input, library, byDay),
    days: series,
    today,
    hasActivity: days.length > 0 || completedDifficulties.length > 0,
    mistakeCategories: input.mistakeCategories,
    startHref: first && firstScenario ? `/course/${first.id}/scenario/${firstScenario.id}/characters` : "/",
  };
}

/** Completed lessons, words saved (one entry a day) and streak milestones, newest first. */
function activityList(input: ProgressInputs, library: CourseLibrary, byDay: Map<string, DayTotals>): ActivityItem[] {
  const lessons: ActivityItem[] = input.recentLessons.map((e) => {
    const course = e.courseId ? library.find(e.courseId) : undefined;
    const scenario = course?.chapters.flatMap((c) => c.scenarios).find((s) => s.id === e.scenarioId);
    return {
      id: e.id,
      type: "lesson_completed",
      title: "Lesson completed",
      description: scenario && course ? `${scenario.title} · ${course.title}` : "A lesson",
      timestamp: e.at.toISOString(),
      ...(scenario && course ? { scenarioTitle: scenario.title, courseTitle: course.title } : {}),
    };
  });
  const words: ActivityItem[] = input.days
    .filter((d) => d.newWords > 0 && d.lastSavedAt !== null)
    .slice(-ACTIVITY_LIST_LENGTH)
    .map((d) => ({
      id: `words-${d.day}`,
      type: "new_words",
      title: "New words",
      description: `Saved ${d.newWords} new ${d.newWords === 1 ? "word" : "words"}`,
      timestamp: new Date(d.lastSavedAt!).toISOString(),
      count: d.newWords,
    }));
  const milestones: ActivityItem[] = streakMilestones(input.days.map((d) => d.day))
    .slice(-ACTIVITY_LIST_LENGTH)
    .map((m) => ({
      id: `streak-${m.days}-${m.reachedOn}`,
      type: "streak_milestone",
      title: `${m.days}-day streak`,
      description: `Studied ${m.days} days in a row`,
      timestamp: new Date(byDay.get(m.reachedOn)!.firstAt).toISOString(),
      count: m.days,
    }));
  return [...lessons, ...words, ...milestones]
    .sort((a, b) => b.timestamp.localeCompare(a.timestamp))
    .slice(0, ACTIVITY_LIST_LENGTH);
}
