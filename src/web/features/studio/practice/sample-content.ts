/**
 * Sample content of the coming-soon practice pages (learning-experience §2.9), written for Parley. The pages have
 * no actions yet; they show what each tool will offer. Their texts are keys of the studio's catalogue; the German
 * titles of the reading articles are what the learner reads, and stay as they are.
 */
import type { useT } from "../i18n";

type Key = Parameters<ReturnType<typeof useT>>[0];

export type Difficulty = "Easy" | "Medium" | "Hard";

export const READING = [
  {
    title: "Ein Tag in Berlin",
    summary: "studio.sample.reading.berlin.summary",
    difficulty: "Easy",
    minutes: 5,
  },
  {
    title: "Das deutsche Frühstück",
    summary: "studio.sample.reading.breakfast.summary",
    difficulty: "Medium",
    minutes: 8,
  },
  {
    title: "Die Energiewende",
    summary: "studio.sample.reading.energy.summary",
    difficulty: "Hard",
    minutes: 12,
  },
] satisfies { title: string; summary: Key; difficulty: Difficulty; minutes: number }[];

export const WRITING = [
  {
    title: "studio.sample.writing.introduce.title",
    prompt: "studio.sample.writing.introduce.prompt",
    type: "studio.sample.writing.type.paragraph",
    difficulty: "Easy",
  },
  {
    title: "studio.sample.writing.postcard.title",
    prompt: "studio.sample.writing.postcard.prompt",
    type: "studio.sample.writing.type.letter",
    difficulty: "Medium",
  },
  {
    title: "studio.sample.writing.homework.title",
    prompt: "studio.sample.writing.homework.prompt",
    type: "studio.sample.writing.type.essay",
    difficulty: "Hard",
  },
] satisfies { title: Key; prompt: Key; type: Key; difficulty: Difficulty }[];

export const SPEAKING = [
  {
    title: "studio.sample.speaking.umlauts.title",
    description: "studio.sample.speaking.umlauts.description",
    minutes: 5,
  },
  {
    title: "studio.sample.speaking.cafe.title",
    description: "studio.sample.speaking.cafe.description",
    minutes: 8,
  },
  {
    title: "studio.sample.speaking.story.title",
    description: "studio.sample.speaking.story.description",
    minutes: 10,
  },
] satisfies { title: Key; description: Key; minutes: number }[];

export const GAMES = [
  {
    title: "studio.sample.games.wordMatch.title",
    description: "studio.sample.games.wordMatch.description",
    difficulty: "Easy",
    stars: 5,
    plays: 12840,
  },
  {
    title: "studio.sample.games.grammarChallenge.title",
    description: "studio.sample.games.grammarChallenge.description",
    difficulty: "Medium",
    stars: 4,
    plays: 8215,
  },
  {
    title: "studio.sample.games.speedVocabulary.title",
    description: "studio.sample.games.speedVocabulary.description",
    difficulty: "Hard",
    stars: 4,
    plays: 5630,
  },
  {
    title: "studio.sample.games.listeningQuest.title",
    description: "studio.sample.games.listeningQuest.description",
    difficulty: "Medium",
    stars: 5,
    plays: 3902,
  },
] satisfies { title: Key; description: Key; difficulty: Difficulty; stars: number; plays: number }[];

export const QUIZZES = [
  { title: "studio.sample.quiz.articles", progress: 0, minutes: 10, lastScore: null, attempts: 0 },
  { title: "studio.sample.quiz.presentTense", progress: 40, minutes: 15, lastScore: null, attempts: 1 },
  { title: "studio.sample.quiz.numbers", progress: 100, minutes: 10, lastScore: 85, attempts: 2 },
  { title: "studio.sample.quiz.food", progress: 100, minutes: 12, lastScore: 92, attempts: 3 },
] satisfies { title: Key; progress: number; minutes: number; lastScore: number | null; attempts: number }[];

/** Easy green, Medium yellow, Hard red (§2.9). */
export const DIFFICULTY_CLASSES: Record<Difficulty, string> = {
  Easy: "bg-green-500/15 text-green-800 dark:text-green-300",
  Medium: "bg-yellow-500/15 text-yellow-800 dark:text-yellow-300",
  Hard: "bg-red-500/15 text-red-700 dark:text-red-400",
};
