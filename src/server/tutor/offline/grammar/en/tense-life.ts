import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { phrase } from "./subject";
import { tenseSubject } from "./tense-subject";
import { isClauseWord, toPast, verbAfter, verbGroupEnd } from "./tense-time";
import { endsClause, isNumberWord } from "./words";

/** Stages of a life one has left ('as a child', 'when I was a teenager'). */
const STAGES = /^(child|kid|boy|girl|baby|toddler|teenager|teen|schoolboy|schoolgirl)$/;
/** Words of now in the main clause ('As a child I loved it, and I still do', 'now'): it speaks of the present. */
const NOW = /^(now|today|still|nowadays|anymore|currently|these)$/;

/**
 * A fronted stage of one's life that is over takes the past in its clause: 'As a teenager I always eat cereal' ->
 * 'ate', 'In my childhood we live in a village' -> 'lived', 'When I was a child I play football' -> 'played' (with
 * no comma, where the time-clause rule does not read it). 'As a child you must ...' is a general truth, so 'as a'
 * takes only 'I' and 'we'; a clause about now stays ('When I was young I remember ...', 'As a child I still ...').
 */
export function lifeStage(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const stage = stageEnd(sentence, lexicon);
  if (!stage) return [];
  const [s, firstPerson] = stage;
  if (firstPerson && !/^(i|we)$/.test(sentence[s]?.lower ?? "")) return [];
  const subject = tenseSubject(sentence, s, lexicon, true);
  if (!subject) return [];
  const v = verbAfter(sentence, subject);
  let e = v;
  while (e < sentence.length - 1 && !endsClause(sentence[e])) e++;
  const clause = sentence.slice(s, e + 1);
  if (clause.some((w) => NOW.test(w.lower))) return [];
  if (/^(remember|recall|miss)$/.test(lexicon.verb(sentence[v]?.lower ?? "")?.infinitive ?? "")) return [];
  // One clause: no joining word or second verb right after the verb group ('I think that ...').
  const next = sentence[verbGroupEnd(sentence, v, lexicon)];
  if (next && /^(that|if|what|how)$/.test(next.lower)) return [];
  if (sentence.slice(s, v).some((w) => isClauseWord(w, lexicon) && !subjectWord(w, sentence, subject))) return [];
  const past = toPast(sentence, v, subject, lexicon);
  if (!past) return [];
  const when = sentence
    .slice(0, s)
    .map((w, k) => (k === 0 ? w.lower : w.text))
    .join(" ")
    .replace(/,$/, "");
  const example = `${phrase(sentence, subject.start, subject.end, lexicon)} ${past.words.join(" ")}`;
  return [
    {
      start: v,
      end: past.end,
      words: past.words,
      category: "verb-form",
      explain: {
        en: `'${when}' is a time that is over, so use the past tense: ${example}`,
        de: `'${when}' ist eine vergangene Zeit, darum steht die Vergangenheit: ${example}`,
      },
    },
  ];
}

const subjectWord = (w: Word, sentence: Word[], subject: { start: number; end: number }) => {
  const k = sentence.indexOf(w);
  return k >= subject.start && k < subject.end;
};

/**
 * The end of a fronted stage of life and whether it needs 'I' or 'we' after it: 'As a (young) child(,)', 'In my
 * childhood(,)', 'In my youth', 'When I was a child / young / little / ten (years old)' without a comma.
 */
function stageEnd(sentence: Word[], lexicon: EnglishLexicon): [number, boolean] | undefined {
  const w = sentence.map((x) => x.lower);
  const open = (k: number) => sentence.slice(0, k).every((x) => !endsClause(x));
  if (w[0] === "as" && /^(a|an)$/.test(w[1] ?? "")) {
    const k = /^(young|small|little)$/.test(w[2] ?? "") && STAGES.test(w[3] ?? "") ? 4 : 3;
    if (!STAGES.test(w[k - 1] ?? "") || !open(k - 1) || !sentence[k]) return undefined;
    return [k, true];
  }
  if (w[0] === "in" && /^(my|our)$/.test(w[1] ?? "") && /^(childhood|youth)$/.test(w[2] ?? "") && open(2))
    return sentence[3] ? [3, false] : undefined;
  // 'When I was a child I ...': no comma (the comma's clause is tense's own).
  if (w[0] === "when" && /^(i|we)$/.test(w[1] ?? "") && /^(was|were)$/.test(w[2] ?? "") && open(3)) {
    let k = 3;
    if (/^(a|an)$/.test(w[k] ?? "")) k++;
    if (/^(young|small|little)$/.test(w[k] ?? "") && STAGES.test(w[k + 1] ?? "")) k++;
    if (STAGES.test(w[k] ?? "") || /^(young|little|small)$/.test(w[k] ?? "")) k++;
    else if (isNumberWord(lexicon, w[k] ?? "")) {
      k++;
      if (w[k] === "years" && w[k + 1] === "old") k += 2;
    } else return undefined;
    if (endsClause(sentence[k - 1]) || !open(k)) return undefined;
    return sentence[k] ? [k, false] : undefined;
  }
  return undefined;
}
