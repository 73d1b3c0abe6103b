import { z } from "zod";
import { COURSE_LANGUAGES } from "../own-course";

/**
 * The course library's schemas. The `*Content` schemas validate the data files in `content/`;
 * the plain ones (Course, Chapter, Scenario, Character) are the API shapes of the spec
 * (learning-experience §3, accounts §5 "Course data shape") with their exact messages.
 */

/** Ids appear in URLs: lower-case letters, digits and single dashes. */
export const slugSchema = z
  .string()
  .max(100, { message: "Id must be lower-case letters, digits and dashes", abort: true })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Id must be lower-case letters, digits and dashes");

export const difficultySchema = z.enum(["beginner", "intermediate", "advanced"]);
export type Difficulty = z.infer<typeof difficultySchema>;

export const courseLevelSchema = z.enum(["Beginner", "Intermediate", "Advanced"]);
export const courseStatusSchema = z.enum(["new", "in-progress", "completed"]);
export const languageCodeSchema = z.enum(COURSE_LANGUAGES);
export type LanguageCode = z.infer<typeof languageCodeSchema>;

const required = (message: string) => z.string().trim().min(1, message);

export const characterContentSchema = z.object({
  id: slugSchema,
  name: required("Character name is required"),
  role: required("Character role is required"),
  bio: required("Character bio is required"),
  tags: z.array(required("Character tag is required")).min(1, "Character tags are required"),
  tone: required("Character tone is required"),
  openingLine: required("Character opening line is required"),
  openingLineTranslation: required("Character opening line translation is required"),
});

export const scenarioContentSchema = z.object({
  id: slugSchema,
  title: required("Scenario title is required"),
  description: required("Scenario description is required"),
  estimatedTime: required("Estimated time is required"),
  difficulty: difficultySchema,
  characters: z.array(characterContentSchema).min(1, "A scenario needs at least one character"),
});

export const chapterContentSchema = z.object({
  id: slugSchema,
  title: required("Chapter title is required"),
  description: required("Chapter description is required"),
  chapterNumber: z.number().int().min(1, "Chapter number must be at least 1"),
  scenarios: z.array(scenarioContentSchema),
});

export const courseContentSchema = z.object({
  id: required("Course ID is required").pipe(slugSchema),
  title: required("Course title is required"),
  subtitle: required("Course subtitle is required"),
  description: required("Course description is required"),
  /** Language the learner practises. */
  language: languageCodeSchema,
  /** Language explanations and translations are given in. */
  nativeLanguage: languageCodeSchema,
  level: courseLevelSchema,
  color: required("Course color is required"),
  gradient: required("Course gradient is required"),
  /** Position in the language chooser (German, the default target language, first). */
  order: z.number().int().default(100),
  /** Hidden courses exist in the data but not in the language chooser (spec: French). */
  hidden: z.boolean().default(false),
  chapters: z.array(chapterContentSchema),
});
export type CourseContent = z.infer<typeof courseContentSchema>;
/**
 * A course's own texts in another interface language (`content/translations/<locale>/<course>.json`), by id. The
 * conversation itself (opening lines, scripts, glossary) stays in the course's language; what is missing here is
 * shown in English.
 */
const textsOf = <K extends string>(...fields: K[]) =>
  z.strictObject(
    Object.fromEntries(fields.map((f) => [f, required("Translation is required")])) as Record<K, z.ZodString>,
  );
export const courseTranslationSchema = z.strictObject({
  course: textsOf("title", "subtitle", "description"),
  chapters: z.record(slugSchema, textsOf("title", "description")),
  scenarios: z.record(slugSchema, textsOf("title", "description")),
  characters: z.record(slugSchema, textsOf("role", "bio")),
});
export type CourseTranslation = z.infer<typeof courseTranslationSchema>;

export type ChapterContent = z.infer<typeof chapterContentSchema>;
export type ScenarioContent = z.infer<typeof scenarioContentSchema>;
export type CharacterContent = z.infer<typeof characterContentSchema>;

/** Course summary as the language chooser shows it (accounts §5 "Course data shape"). */
export const courseSummarySchema = z.object({
  id: required("Course ID is required"),
  title: required("Course title is required"),
  subtitle: required("Course subtitle is required"),
  description: required("Course description is required"),
  language: languageCodeSchema,
  nativeLanguage: languageCodeSchema,
  progress: z.number().min(0).max(100),
  totalChapters: z.number().int().min(0),
  completedChapters: z.number().int().min(0),
  chapterCount: z.number().int().min(0),
  tutorCount: z.number().int().min(0),
  level: courseLevelSchema,
  status: courseStatusSchema,
  color: required("Course color is required"),
  gradient: required("Course gradient is required"),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

export const courseListSchema = z.object({
  courses: z.array(courseSummarySchema),
  /** True when a hidden course exists: the chooser then shows 'More Languages - Coming Soon'. */
  moreComing: z.boolean(),
});
export type CourseList = z.infer<typeof courseListSchema>;

/** A tutor as the pages show it (learning-experience §3 Character). */
export interface CharacterView {
  id: string;
  name: string;
  role: string;
  bio: string;
  avatar: string;
  tags: string[];
  tone: string;
  openingLine: string;
}

export interface ScenarioView {
  id: string;
  index: number;
  title: string;
  description: string;
  estimatedTime: string;
  difficulty: Difficulty;
  progress: number;
  isCompleted: boolean;
  isLocked: boolean;
  chapterNumber: number;
  /** How many tutors the scenario has: the list shows the count; the scenario's own read brings the tutors. */
  tutorCount: number;
}

export interface ChapterView {
  id: string;
  title: string;
  description: string;
  chapterNumber: number;
  lessons: number;
  completedLessons: number;
  progress: number;
  isLocked: boolean;
  scenarios: ScenarioView[];
}

export interface CourseView extends CourseSummary {
  chapters: ChapterView[];
  completedScenarios: number;
  totalScenarios: number;
  /** Chapter of the first scenario that is neither completed nor locked (the last chapter when all are done). */
  currentChapter: number;
  /** That scenario's id, or null when every scenario is completed. */
  currentScenarioId: string | null;
}

export interface ScenarioDetail {
  course: { id: string; title: string; language: LanguageCode; nativeLanguage: LanguageCode };
  chapter: { id: string; title: string; chapterNumber: number };
  scenario: ScenarioView & { characters: CharacterView[] };
}

export const scenarioProgressSchema = z.object({
  progress: z
    .number({ message: "Progress must be a number" })
    .int("Progress must be a whole number")
    .min(0, "Progress must be between 0 and 100")
    .max(100, "Progress must be between 0 and 100"),
});
