import type { LanguageCode } from "../../../shared/schemas/course";
import {
  CUSTOM_SCENARIO_MAX,
  type ScenarioDraft,
  type ScenarioDraftRequest,
} from "../../../shared/schemas/custom-scenario";
import { DEFAULT_SITUATION } from "../../../shared/schemas/situation";
import { type SituationLibrary, stripEnds } from "../../content/situations";

const KEY_PHRASES = 5;
const SENTENCE_ENDS = new Set(".!?");

/** The learner's sentence, cut at a word, as a title. */
function titleOf(idea: string) {
  const max = 60;
  const text = stripEnds(idea, SENTENCE_ENDS);
  if (text.length <= max) return text.charAt(0).toUpperCase() + text.slice(1);
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 20))}…`;
}

/**
 * 'Draft it for me' without a model: the situation template that fits the learner's sentence gives the tutor and
 * the phrases to practise; the sentence itself is the description and the goal.
 */
export function draftFromSituation(situations: SituationLibrary, request: ScenarioDraftRequest): ScenarioDraft {
  const template = situations.match(request.language as LanguageCode, request.idea);
  const phrases = template
    ? [...template.opening.words, ...template.turns.flatMap((turn) => turn.words ?? [])].map((w) => w.word)
    : [];
  return {
    title: titleOf(request.idea),
    description: request.idea.slice(0, CUSTOM_SCENARIO_MAX.description),
    difficulty: "beginner",
    goal: request.idea.slice(0, CUSTOM_SCENARIO_MAX.goal),
    tutorName: template?.character.name ?? "",
    tutorRole: template?.character.role ?? "",
    instructions: "",
    opening: "",
    keyPhrases: [...new Set(phrases)].slice(0, KEY_PHRASES),
    situation: template?.id ?? DEFAULT_SITUATION,
  };
}
