import type { Feedback, WordTranslation } from "../../shared/schemas/chat";
import type { CharacterContent, CourseContent, ScenarioContent } from "../../shared/schemas/course";
import type { ScenarioDraft, ScenarioDraftRequest, SituationChoice } from "../../shared/schemas/custom-scenario";
import type { MistakeCategory } from "../../shared/schemas/mistakes";
import type { CEFR_LEVELS, PROFICIENCIES } from "../../shared/schemas/settings";
import type { DialogueState } from "./offline/dialogue";

/** The tutor engine (docs/architecture.md "The tutor"): one interface, its providers chosen by TUTOR_PROVIDER. */

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

/** The learner's level, from their settings: where they are and where they aim to be. */
export interface LearnerLevel {
  proficiency: (typeof PROFICIENCIES)[number];
  targetLevel: (typeof CEFR_LEVELS)[number];
}

/** The newest messages of a conversation a tutor is shown: enough for context, bounded in cost. */
export const TUTOR_HISTORY_LIMIT = 40;

/**
 * What the tutor remembers of the learner ('Personalized learning' on): their recurring mistakes and the saved
 * words due for review, in the course's language.
 */
export interface TutorMemory {
  mistakes: { wrong: string; right: string; category: MistakeCategory; count: number }[];
  dueWords: { id: string; word: string; meaning: string }[];
}

/** What the tutor knows of a conversation: the scene, the messages so far, the learner and the script position. */
export interface TutorConversation {
  scene: TutorScene;
  /** The newest messages (at most TUTOR_HISTORY_LIMIT), oldest first. */
  history: { sender: "user" | "ai"; content: string }[];
  /** The offline script's position; LLM providers pass it through unchanged. */
  state: DialogueState;
  learner: LearnerLevel;
  /** Absent when 'Personalized learning' is off: nothing of the learner's history reaches the tutor. */
  memory?: TutorMemory;
}

export type TutorEvent = { type: "text"; delta: string } | { type: "result"; reply: TutorReply };

export interface TutorEngine {
  kind: "offline" | "llm";
  /** The character's first line of a new conversation. */
  opening(scene: TutorScene): TutorLine;
  /**
   * Streams the reply's text, then the structured result. Throws a TutorError when the provider fails. `signal`
   * cancels it (the learner left, or their message could not be stored).
   */
  reply(input: TutorConversation & { learnerText: string; signal?: AbortSignal }): AsyncIterable<TutorEvent>;
  translate(text: string, scene: TutorScene): Promise<string | undefined>;
  translateWord(word: string, course: CourseContent): Promise<WordTranslation | undefined>;
  /** A suggested next message for the learner, at their level. */
  hint(conversation: TutorConversation): Promise<string>;
  /**
   * 'Draft it for me' (a learner's own scenario, decision 0029): the whole form from one sentence. `situations` are
   * the offline tutor's templates the draft may name (empty for a language without any).
   */
  draftScenario(request: ScenarioDraftRequest & { situations: readonly SituationChoice[] }): Promise<ScenarioDraft>;
  /**
   * A Realtime voice session for a persona (OpenAI only): a short-lived key the browser may hold. Absent for the other
   * providers, whose calls run on the browser's speech around `reply`. Throws a TutorError when the provider fails.
   */
  realtimeSession?(instructions: string): Promise<RealtimeGrant>;
  /**
   * Speech of a text in the course's voice (OpenAI only): the audio as it arrives. Absent for the other providers,
   * whose 'Listen' is the browser's own speech synthesis. Throws a TutorError when the provider fails.
   */
  speech?(text: string): Promise<SpokenAudio>;
}

/** Audio from the speech provider, streamed. */
export interface SpokenAudio {
  contentType: string;
  body: ReadableStream<Uint8Array>;
}

/** What the provider grants for one call; the server's own key is never part of it. */
export interface RealtimeGrant {
  ephemeralKey: string;
  /** Seconds since the epoch. */
  expiresAt: number;
  /** Where the browser sends its SDP offer (with the ephemeral key). */
  callsUrl: string;
}

/** Why a provider call failed; the routes turn every kind into the spec's user message (learning-experience §8). */
export type TutorFailure = "timeout" | "rate-limited" | "provider" | "invalid-output" | "cancelled";

/** A failed tutor call. Its message is for the log only: it may quote the provider, never a key. */
export class TutorError extends Error {
  constructor(
    readonly failure: TutorFailure,
    message: string,
  ) {
    super(message);
    this.name = "TutorError";
  }
}
