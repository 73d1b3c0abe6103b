import type { Feedback, WordTranslation } from "../../shared/schemas/chat";
import type { CharacterContent, CourseContent, ScenarioContent } from "../../shared/schemas/course";
import type { DialogueState } from "./offline/dialogue";

/** The tutor engine (DESIGN "The tutor engine"): one interface, providers behind it, chosen by TUTOR_PROVIDER. */

export interface TutorScene {
  course: CourseContent;
  scenario: ScenarioContent;
  character: CharacterContent;
}

export interface TutorLine {
  message: string;
  translation?: string;
  words: { word: string; meaning: string }[];
  grammar: { name: string; explanation: string; example?: string }[];
}

export interface TutorReply extends TutorLine {
  /** Corrections of the learner's message. */
  feedback?: Feedback;
  state: DialogueState;
}

export type TutorEvent = { type: "text"; delta: string } | { type: "result"; reply: TutorReply };

export interface TutorEngine {
  kind: "offline" | "llm";
  /** The character's first line of a new conversation. */
  opening(scene: TutorScene): TutorLine;
  /** Streams the reply's text, then the structured result. */
  reply(input: {
    scene: TutorScene;
    history: { sender: "user" | "ai"; content: string }[];
    state: DialogueState;
    learnerText: string;
  }): AsyncIterable<TutorEvent>;
  translate(text: string, scene: TutorScene): Promise<string | undefined>;
  translateWord(word: string, course: CourseContent): Promise<WordTranslation | undefined>;
  hint(scene: TutorScene, state: DialogueState): Promise<string>;
}
