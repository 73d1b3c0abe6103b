import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { readSubject } from "./subject";
import { edit, texts } from "./word-order-edit";
import { asks, lowerFirst } from "./word-order-read";
import { endsClause } from "./words";

/**
 * A frequency adverb where German puts it: after an adjective ('Mein Chef ist immer spät' read as 'is late always')
 * and before the subject in a question ('Ist immer der Bus so voll?'). English puts it right after 'be' or the
 * auxiliary, after a question's subject.
 */
export function frequencyWordOrder(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  return [...adverbAfterAdjective(sentence, lexicon), ...adverbBeforeSubject(sentence, lexicon)];
}

const BE = /^(am|is|are|was|were|isn't|aren't|wasn't|weren't|i'm|you're|he's|she's|it's|we're|they're)$/;
/** Adverbs that never close a clause after an adjective ('sometimes', 'usually', 'again' may: 'I'm tired sometimes'). */
const NOT_LAST = /^(always|never|rarely|seldom|hardly)$/;
/** What may follow the adjective's adverb: the clause's end, a preposition, 'to' or a joining word. */
const AFTER = /^(for|at|in|on|with|about|of|to|when|if|because|after|before|during|in|until|whenever)$/;

/**
 * 'My boss is late always for the meeting' -> 'My boss is always late', 'The trains are late never' -> 'are never
 * late': 'always', 'never' go between 'be' and its adjective ('He is late, as always' is right).
 */
function adverbAfterAdjective(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  for (let b = 0; b < sentence.length - 2; b++) {
    const [be, adjective, adverb] = [sentence[b]!, sentence[b + 1]!, sentence[b + 2]!];
    if (!BE.test(be.lower) || endsClause(be) || endsClause(adjective) || b === 0) continue;
    if (!NOT_LAST.test(adverb.lower) || !/^[a-z]+$/.test(adjective.text)) continue;
    const tags = lexicon.tags(adjective.lower);
    if (!tags.has("Adjective") || tags.has("Noun") || tags.has("Comparative") || tags.has("Superlative")) continue;
    const after = sentence[b + 3];
    if (!endsClause(adverb) && after && !AFTER.test(after.lower)) continue;
    const example = [be.lower, adverb.lower, adjective.lower].join(" ");
    return [
      edit(b + 1, b + 3, [adverb.text, adjective.text], {
        en: `'${adverb.lower}' goes after 'be', before the adjective: ${example}`,
        de: `'${adverb.lower}' steht nach 'be', vor dem Adjektiv: ${example}`,
      }),
    ];
  }
  return [];
}

const AUXILIARY =
  /^(am|is|are|was|were|do|does|did|can|could|will|would|should|have|has|had|isn't|aren't|wasn't|weren't|don't|doesn't|didn't|can't|couldn't|won't|wouldn't|haven't|hasn't)$/;
const FREQUENCY = /^(always|usually|often|never|sometimes|ever|already|still|normally|also)$/;

/**
 * 'Is always the bus so full?' -> 'Is the bus always so full?', 'Does often your brother play football?' -> 'Does
 * your brother often play', 'Have ever you been to Rome?': in a question the adverb goes after the subject. A word
 * must follow the subject ('Is often the case?' has none).
 */
function adverbBeforeSubject(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const [aux, adverb] = [sentence[0], sentence[1]];
  if (!aux || !adverb || !asks(sentence) || !AUXILIARY.test(aux.lower) || endsClause(aux)) return [];
  if (!FREQUENCY.test(adverb.lower) || endsClause(adverb)) return [];
  const subject = readSubject(sentence, 2, lexicon, true);
  if (!subject || endsClause(sentence[subject.end - 1]) || !sentence[subject.end]) return [];
  // 'Is ever a good time to ask?': a subject left out, the noun phrase the complement.
  if (sentence[subject.end]!.lower === "to") return [];
  const subjectWords = texts(sentence.slice(2, subject.end));
  const example = [aux.lower, ...lowerFirst(subjectWords), adverb.lower].join(" ");
  return [
    edit(1, subject.end, [...subjectWords, adverb.text], {
      en: `in a question '${adverb.lower}' goes after the subject: ${example}`,
      de: `in der Frage steht '${adverb.lower}' nach dem Subjekt: ${example}`,
    }),
  ];
}
