import type { Services } from "../../http/context";
import type { TutorEvent, TutorMemory } from "../../tutor/engine";
import type { Turn } from "./check-conversation";
import { readTutorMemory } from "./data";

/** A tutor's reply while it is being made. */
export interface PendingReply {
  events: AsyncIterator<TutorEvent>;
  /** The first event, asked for at once; awaited, and its failure handled, where the reply is streamed. */
  first: Promise<IteratorResult<TutorEvent>>;
  /** Stops the provider's work: the learner left, or their message could not be stored. */
  cancel: AbortController;
  /** What the tutor was told of the learner ('Personalized learning' on), for what the reply teaches. */
  memory?: TutorMemory;
}

/**
 * Starts the tutor on the learner's message, with what it remembers of them. It starts before the message is
 * stored: a provider's latency hides the insert's (decision 0005).
 */
export async function askTutor({ database, tutor }: Services, turn: Turn): Promise<PendingReply> {
  const { scene, conversation, history, learner, userId } = turn;
  const memory = turn.personalized ? await readTutorMemory(database.db, userId, scene.course.language) : undefined;
  const cancel = new AbortController();
  const events = tutor
    .reply({
      scene,
      history,
      state: conversation.dialogueState,
      learner,
      memory,
      learnerText: turn.message.content,
      signal: cancel.signal,
    })
    [Symbol.asyncIterator]();
  const first = events.next();
  first.catch(() => {});
  return { events, first, cancel, memory };
}
