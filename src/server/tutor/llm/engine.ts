import {
  generateText,
  type LanguageModel,
  type ModelMessage,
  Output,
  type OutputInterface,
  parsePartialJson,
  streamText,
} from "ai";
import { z } from "zod";
import { type TutorReplyOutput, tutorReplySchema, wordTranslationSchema } from "../../../shared/schemas/chat";
import { scenarioDraftSchema } from "../../../shared/schemas/custom-scenario";
import { DEFAULT_SITUATION } from "../../../shared/schemas/situation";
import { type TutorEngine, TutorError, type TutorReply, type TutorScene } from "../engine";
import { classify, retryable } from "./failures";
import {
  draftSystemPrompt,
  hintPrompt,
  hintSystemPrompt,
  replyMessages,
  replySystemPrompt,
  translateSystemPrompt,
  wordSystemPrompt,
} from "./prompts";

/**
 * The LLM tutor: replies, translations, word look-ups and hints from any AI SDK chat model. A reply streams as one
 * structured object whose `message` field is passed on as text while it grows (docs/decisions/0005-llm-streaming.md);
 * the finished object is validated with the shared Tutor reply schema. Every call has one deadline over all its
 * attempts (TUTOR_TIMEOUT_MS) and the retry policy of ./failures.
 */

export interface LlmTutorOptions {
  model: LanguageModel;
  timeoutMs: number;
}

// Made once: each turns its zod schema into the JSON schema sent to the provider.
const replyOutput = Output.object({ schema: tutorReplySchema });
const translationOutput = Output.object({ schema: z.strictObject({ translation: z.string() }) });
const wordOutput = Output.object({ schema: wordTranslationSchema });
const hintOutput = Output.object({ schema: z.strictObject({ hint: z.string() }) });
const draftOutput = Output.object({ schema: scenarioDraftSchema });

/** The growing `message` of a partly streamed reply object, once it can be read. */
async function partialMessage(raw: string): Promise<string | undefined> {
  const { value } = await parsePartialJson(raw);
  const message = (value as { message?: unknown } | undefined)?.message;
  return typeof message === "string" ? message : undefined;
}

function toReply(output: TutorReplyOutput, state: TutorReply["state"]): TutorReply {
  const { feedback } = output;
  return {
    message: output.message.trim(),
    feedback: feedback
      ? {
          hasErrors: feedback.hasErrors && feedback.corrections.length > 0,
          originalText: feedback.originalText,
          correctedText: feedback.correctedText,
          corrections: feedback.corrections,
          feedbackText: feedback.feedbackText,
          ...(feedback.alternatives.length > 0 ? { alternatives: feedback.alternatives } : {}),
        }
      : undefined,
    words: output.vocabulary.words,
    grammar: output.grammar.topics.map((t) => ({
      name: t.name,
      explanation: t.explanation,
      ...(t.example ? { example: t.example } : {}),
    })),
    state,
  };
}

export function createLlmTutor({ model, timeoutMs }: LlmTutorOptions): TutorEngine {
  /** One structured answer, not streamed, with the deadline and one retry where ./failures allows it. */
  async function ask<T>(format: OutputInterface<T, unknown>, call: { system: string; prompt: string }): Promise<T> {
    const deadline = AbortSignal.timeout(timeoutMs);
    for (let attempt = 1; ; attempt++) {
      try {
        const { output } = await generateText({
          model,
          ...call,
          output: format,
          abortSignal: deadline,
          maxRetries: 0,
        });
        return output;
      } catch (cause) {
        const error = classify(cause, deadline);
        if (attempt > 1 || !retryable(error, cause)) throw error;
      }
    }
  }

  return {
    kind: "llm",

    opening(scene) {
      return {
        message: scene.character.openingLine,
        translation: scene.character.openingLineTranslation,
        words: [],
        grammar: [],
      };
    },

    async *reply(input) {
      const system = replySystemPrompt(input.scene, input.learner, input.memory);
      const messages: ModelMessage[] = replyMessages(input, input.learnerText);
      const deadline = AbortSignal.timeout(timeoutMs);
      const abortSignal = input.signal ? AbortSignal.any([deadline, input.signal]) : deadline;
      // Text already passed on cannot be taken back: after a failure that streamed some, the retry runs silently
      // and its message arrives with the result.
      let shownAny = false;
      for (let attempt = 1; ; attempt++) {
        const silent = shownAny;
        let streamed = "";
        try {
          const result = streamText({
            model,
            system,
            messages,
            output: replyOutput,
            abortSignal,
            maxRetries: 0,
            // Errors arrive in the stream and are handled there; the default would print them to stderr.
            onError: () => {},
          });
          let raw = "";
          for await (const part of result.fullStream) {
            if (part.type === "error") throw part.error;
            if (part.type === "abort") throw classify(undefined, deadline);
            if (part.type !== "text-delta" || silent) continue;
            raw += part.text;
            const message = await partialMessage(raw);
            if (message && message.length > streamed.length && message.startsWith(streamed)) {
              yield { type: "text", delta: message.slice(streamed.length) };
              streamed = message;
              shownAny = true;
            }
          }
          const reply = toReply(await result.output, input.state);
          if (!silent && reply.message.startsWith(streamed) && reply.message.length > streamed.length) {
            yield { type: "text", delta: reply.message.slice(streamed.length) };
          }
          yield { type: "result", reply };
          return;
        } catch (cause) {
          if (input.signal?.aborted) throw new TutorError("cancelled", "the reply is no longer wanted");
          const error = classify(cause, deadline);
          if (attempt > 1 || !retryable(error, cause)) throw error;
        }
      }
    },

    async translate(text, scene: TutorScene) {
      const { translation } = await ask(translationOutput, { system: translateSystemPrompt(scene), prompt: text });
      return translation.trim() || undefined;
    },

    async translateWord(word, course) {
      const answer = await ask(wordOutput, {
        system: wordSystemPrompt(course.language, course.nativeLanguage),
        prompt: word,
      });
      const translation = answer.translation.trim();
      if (!translation) return undefined;
      return {
        translation,
        ...(answer.partOfSpeech ? { partOfSpeech: answer.partOfSpeech } : {}),
        ...(answer.alternateMeanings.length > 0 ? { alternateMeanings: answer.alternateMeanings.slice(0, 3) } : {}),
      };
    },

    async hint(conversation) {
      const { hint } = await ask(hintOutput, {
        system: hintSystemPrompt(conversation.scene, conversation.learner),
        prompt: hintPrompt(conversation),
      });
      if (!hint.trim()) throw new TutorError("invalid-output", "empty hint");
      return hint.trim();
    },

    async draftScenario({ idea, language, situations }) {
      const draft = await ask(draftOutput, { system: draftSystemPrompt(language, situations), prompt: idea });
      const known = situations.some((s) => s.id === draft.situation);
      return { ...draft, situation: known ? draft.situation : DEFAULT_SITUATION };
    },
  };
}
