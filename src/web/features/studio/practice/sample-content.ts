/**
 * Sample content of the coming-soon practice pages (learning-experience §2.9), written for Parley. The pages have
 * no actions yet; they show what each tool will offer.
 */
export type Difficulty = "Easy" | "Medium" | "Hard";

export const READING = [
  {
    title: "Ein Tag in Berlin",
    summary: "Follow Lena through a Saturday in the capital.",
    difficulty: "Easy",
    minutes: 5,
  },
  {
    title: "Das deutsche Frühstück",
    summary: "Bread rolls, coffee and what Germans eat first thing.",
    difficulty: "Medium",
    minutes: 8,
  },
  {
    title: "Die Energiewende",
    summary: "How Germany is changing the way it makes electricity.",
    difficulty: "Hard",
    minutes: 12,
  },
] satisfies { title: string; summary: string; difficulty: Difficulty; minutes: number }[];

export const WRITING = [
  {
    title: "Introduce yourself",
    prompt: "Write five sentences about who you are and where you live.",
    type: "Paragraph",
    difficulty: "Easy",
  },
  {
    title: "A postcard from holiday",
    prompt: "Tell a friend about the place you are visiting and the weather.",
    type: "Letter",
    difficulty: "Medium",
  },
  {
    title: "For or against homework?",
    prompt: "Argue your view in about 150 words, with two reasons.",
    type: "Essay",
    difficulty: "Hard",
  },
] satisfies { title: string; prompt: string; type: string; difficulty: Difficulty }[];

export const SPEAKING = [
  {
    title: "The ü and ö sounds",
    description: "Hear and repeat word pairs such as schon / schön and Mutter / Mütter.",
    minutes: 5,
  },
  {
    title: "Ordering at a café",
    description: "Answer a waiter's questions out loud and compare with a model answer.",
    minutes: 8,
  },
  {
    title: "Tell a short story",
    description: "Describe your last weekend in one minute without stopping.",
    minutes: 10,
  },
] satisfies { title: string; description: string; minutes: number }[];

export const GAMES = [
  {
    title: "Word Match",
    description: "Pair German words with their meanings against the clock.",
    difficulty: "Easy",
    stars: 5,
    plays: 12840,
  },
  {
    title: "Grammar Challenge",
    description: "Pick the right article and ending in ten quick rounds.",
    difficulty: "Medium",
    stars: 4,
    plays: 8215,
  },
  {
    title: "Speed Vocabulary",
    description: "Type the translation before the word falls off the screen.",
    difficulty: "Hard",
    stars: 4,
    plays: 5630,
  },
  {
    title: "Listening Quest",
    description: "Follow spoken directions through a small town.",
    difficulty: "Medium",
    stars: 5,
    plays: 3902,
  },
] satisfies { title: string; description: string; difficulty: Difficulty; stars: number; plays: number }[];

export const QUIZZES = [
  { title: "Articles: der, die, das", progress: 0, minutes: 10, lastScore: null, attempts: 0 },
  { title: "Present tense verbs", progress: 40, minutes: 15, lastScore: null, attempts: 1 },
  { title: "Numbers and time", progress: 100, minutes: 10, lastScore: 85, attempts: 2 },
  { title: "Food and drink vocabulary", progress: 100, minutes: 12, lastScore: 92, attempts: 3 },
] satisfies { title: string; progress: number; minutes: number; lastScore: number | null; attempts: number }[];

export const SAMPLE_SCENARIOS = [
  { title: "Job interview at a start-up", difficulty: "Advanced", language: "German" },
  { title: "Checking in at a hostel", difficulty: "Beginner", language: "English" },
  { title: "Returning a faulty phone", difficulty: "Intermediate", language: "French" },
];

/** Easy green, Medium yellow, Hard red (§2.9). */
export const DIFFICULTY_CLASSES: Record<Difficulty, string> = {
  Easy: "bg-green-500/15 text-green-800 dark:text-green-300",
  Medium: "bg-yellow-500/15 text-yellow-800 dark:text-yellow-300",
  Hard: "bg-red-500/15 text-red-700 dark:text-red-400",
};
