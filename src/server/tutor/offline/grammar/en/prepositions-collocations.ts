import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { explainCollocation } from "./preposition-edit";
import { readObject } from "./prepositions-heads";
import { endsClause, isCapitalised, POSSESSIVES } from "./words";

/**
 * Collocations German speakers build by their own language, one head and one preposition: 'married with him' ->
 * 'to', 'good in maths' -> 'at', 'arrive to Paris' -> 'in', 'by foot' -> 'on', 'in the bus' -> 'on', 'on the
 * photo' -> 'in'.
 */
export const PERSON_OBJECT = /^(me|you|him|her|us|them)$/;

interface Collocation {
  /** The word before the preposition, in its forms. */
  head: RegExp;
  wrong: RegExp;
  /** The right preposition for what follows it, or undefined where the wrong one may be right there. */
  right: (sentence: Word[], p: number, lexicon: EnglishLexicon) => string | undefined;
}

const beforeIt = (sentence: Word[], p: number, back: number, test: RegExp) =>
  sentence.slice(Math.max(0, p - back), p).some((w) => test.test(w.lower));
const SUBJECTS =
  /^(maths|math|science|history|geography|biology|chemistry|art|music|sports?|languages|grammar|spelling|football|tennis|chess|cooking|drawing|singing|dancing|swimming)$/;
/** Work one helps someone with ('help me with my homework', 'help us with the cooking'). */
const HELPED =
  /^(homework|housework|project|essay|exam|studies|application|presentation|problem|task|english|maths|math|german|french|spanish|move|luggage|bags|suitcase|cv|taxes|tax)$/;
const CHORES =
  /^(cooking|cleaning|washing|washing-up|dishes|shopping|ironing|housework|homework|move|moving|preparations|planning|luggage|bags|boxes|decorating|painting|gardening)$/;
const PLACE_NOUNS = /^(city|town|village|country|centre|center|area|region)$/;

const COLLOCATIONS: Collocation[] = [
  { head: /^forward$/, wrong: /^(for|on)$/, right: (s, p) => (/^look/.test(s[p - 2]?.lower ?? "") ? "to" : undefined) },
  {
    head: /^part$/,
    wrong: /^(on|at|to)$/,
    right: (s, p) => (/^(take|takes|took|taking|taken)$/.test(s[p - 2]?.lower ?? "") ? "in" : undefined),
  },
  // 'married with two children' is right; 'married with him' is 'married to him'.
  {
    head: /^married$/,
    wrong: /^with$/,
    right: (s, p, lexicon) => {
      const next = s[p + 1];
      if (!next) return undefined;
      // 'She married with a dentist' is the verb, which takes no preposition (prepositions-more).
      if (/^(i|you|he|she|we|they)$/.test(s[p - 2]?.lower ?? "")) return undefined;
      if (PERSON_OBJECT.test(next.lower) || (isCapitalised(next) && lexicon.tags(next.lower).has("Person")))
        return "to";
      // 'married with a doctor': a person; 'married with two children', 'with a child' stay.
      // 'married with a (Spanish) man', not 'with a child'.
      const object =
        /^(a|an|the)$/.test(next.lower) || POSSESSIVES.has(next.lower) ? readObject(s, p + 1, lexicon) : undefined;
      const noun = object && s[object.head]!.lower;
      if (
        noun &&
        (object.person || lexicon.tags(noun).has("Actor")) &&
        !/^(child|children|kids?|bab(y|ies)|sons?|daughters?|family|twins)$/.test(noun)
      )
        return "to";
      if (
        isCapitalised(next) &&
        !endsClause(s[p - 1]!) &&
        /^[A-Z][a-z]+$/.test(next.text) &&
        (endsClause(next) || !s[p + 2])
      )
        return "to";
      return undefined;
    },
  },
  // 'agree to the plan' is right; 'agree to you' is 'agree with you'.
  {
    head: /^(agree|agrees|agreed|agreeing)$/,
    wrong: /^to$/,
    right: (s, p) => (PERSON_OBJECT.test(s[p + 1]?.lower ?? "") ? "with" : undefined),
  },
  // 'arrive to Paris' -> 'in Paris', 'arrive to the station' -> 'at the station'.
  {
    head: /^(arrive|arrives|arrived|arriving)$/,
    wrong: /^to$/,
    right: (s, p, lexicon) => {
      const next = s[p + 1];
      if (!next) return undefined;
      const tags = lexicon.tags(next.lower);
      if (isCapitalised(next)) return tags.has("City") || tags.has("Country") || tags.has("Place") ? "in" : undefined;
      if (!/^(the|my|our|your|his|her|their)$/.test(next.lower)) return undefined;
      const noun = s[p + 2];
      if (!noun || !lexicon.tags(noun.lower).has("Noun")) return undefined;
      return PLACE_NOUNS.test(noun.lower) ? "in" : "at";
    },
  },
  // 'good in maths' -> 'good at maths'; but 'good in a crisis', 'looks good in red', 'good in summer'.
  {
    head: /^(good|bad|better|best|great|excellent|terrible)$/,
    wrong: /^in$/,
    right: (s, p, lexicon) => {
      if (!beforeIt(s, p - 1, 3, /^(am|is|are|was|were|be|been|i'm|he's|she's|you're|we're|they're)$/))
        return undefined;
      const next = s[p + 1];
      if (!next) return undefined;
      const tags = lexicon.tags(next.lower);
      // A language ('good in English'), which compromise may know as an adjective only.
      if (isCapitalised(next))
        return tags.has("Demonym") ||
          /^(english|german|french|spanish|italian|russian|chinese|japanese|arabic|turkish|polish|dutch|latin|greek)$/.test(
            next.lower,
          )
          ? "at"
          : undefined;
      if (/ing$/.test(next.lower) && tags.has("Gerund")) return "at";
      // A school subject or sport; other bare nouns make idioms ('good in person', 'good in practice').
      return SUBJECTS.test(next.lower) || /ics$/.test(next.lower) ? "at" : undefined;
    },
  },
  // 'kind from you', 'nice from your brother' -> 'of', in 'It was kind of you (to ...)'.
  {
    head: /^(kind|nice|good|stupid|silly|clever|generous|rude|polite|sweet|thoughtful|careless|brave|wise)$/,
    wrong: /^from$/,
    right: (s, p, lexicon) =>
      (PERSON_OBJECT.test(s[p + 1]?.lower ?? "") ||
        (POSSESSIVES.has(s[p + 1]?.lower ?? "") && readObject(s, p + 1, lexicon)?.person)) &&
      beforeIt(s, p - 1, 4, /^(it|that|this|it's|that's)$/)
        ? "of"
        : undefined,
  },
  // 'lives at Madrid' -> 'lives in Madrid': a city or country, not an address ('at Heathrow').
  {
    head: /^(live|lives|lived|living)$/,
    wrong: /^at$/,
    right: (s, p, lexicon) => {
      const next = s[p + 1];
      if (!next || !isCapitalised(next)) return undefined;
      const tags = lexicon.tags(next.lower);
      const after = s[p + 2];
      const oneWord = endsClause(next) || !after || !isCapitalised(after);
      return oneWord && (tags.has("City") || tags.has("Country")) ? "in" : undefined;
    },
  },
  // 'help me in my homework', 'help us in the cooking' -> 'with' ('help me in the kitchen' is a place).
  {
    head: PERSON_OBJECT,
    wrong: /^(in|at|by)$/,
    right: (s, p) =>
      /^(help|helps|helped|helping)$/.test(s[p - 2]?.lower ?? "") &&
      ((POSSESSIVES.has(s[p + 1]?.lower ?? "") && HELPED.test(s[p + 2]?.lower ?? "")) ||
        (s[p + 1]?.lower === "the" && CHORES.test(s[p + 2]?.lower ?? "")))
        ? "with"
        : undefined,
  },
  // 'by foot' -> 'on foot'.
  {
    head: /^[a-z']+$/,
    wrong: /^(by|with)$/,
    right: (s, p) =>
      (s[p + 1]?.lower === "foot" && endsClause(s[p + 1])) ||
      (s[p + 1]?.lower === "foot" && !/^(of|and)$/.test(s[p + 2]?.lower ?? ""))
        ? "on"
        : undefined,
  },
  // 'in home' -> 'at home' ('in the home' is a building, and keeps its 'in').
  {
    head: /^[a-z']+$/,
    wrong: /^in$/,
    right: (s, p) =>
      s[p + 1]?.lower === "home" && !/^(of|town|country)$/.test(s[p + 2]?.lower ?? "") ? "at" : undefined,
  },
  // 'in the bus' -> 'on the bus', 'in the second floor' -> 'on the second floor'.
  {
    head: /^[a-z']+$/,
    wrong: /^in$/,
    right: (s, p) => {
      if (s[p + 1]?.lower !== "the") return undefined;
      const noun = s[p + 2]?.lower ?? "";
      if (
        /^(bus|train|plane|tram|ship|ferry)$/.test(noun) &&
        !/^(station|stop|driver|ticket)$/.test(s[p + 3]?.lower ?? "")
      )
        return "on";
      return /^(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|top|ground|\d{1,2}(st|nd|rd|th))$/.test(
        noun,
      ) && s[p + 3]?.lower === "floor"
        ? "on"
        : undefined;
    },
  },
  // 'in the internet' -> 'on the internet', 'on the photo' -> 'in the photo'.
  {
    head: /^[a-z']+$/,
    wrong: /^(in|at)$/,
    right: (s, p) => (s[p + 1]?.lower === "the" && /^(internet|radio)$/.test(s[p + 2]?.lower ?? "") ? "on" : undefined),
  },
  // 'Who is on the photo?' -> 'in'; what is written or spilt 'on the photo' is on its surface.
  {
    head: /^[a-z']+$/,
    wrong: /^on$/,
    right: (s, p) =>
      s[p + 1]?.lower === "the" &&
      /^(photo|picture|photograph)$/.test(s[p + 2]?.lower ?? "") &&
      !beforeIt(
        s,
        p,
        4,
        /^(write|wrote|written|writing|sign|signed|draw|drew|drawn|put|stick|stuck|spill|spilt|spilled|click|clicked|tap|comment|commented|stain|mark|marks|scratch|scratches|dust|name|date)$/,
      )
        ? "in"
        : undefined,
  },
];

/** The words after a preposition for an example: up to a noun phrase's end, at most three. */
function objectWords(sentence: Word[], p: number): string[] {
  const words: string[] = [];
  for (let k = p + 1; k < sentence.length && words.length < 3; k++) {
    words.push(sentence[k]!.text);
    const w = sentence[k]!.lower;
    if (
      endsClause(sentence[k]) ||
      !/^(the|a|an|my|your|his|her|its|our|their|this|that|some|big|little|new|old)$/.test(w)
    )
      break;
  }
  return words;
}

export function collocation(sentence: Word[], p: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  const word = sentence[p]!;
  const head = sentence[p - 1]!;
  if (endsClause(word)) return undefined;
  // Any inflection of a verb head counts: its lemma is tested as well as the word ('relies' as 'rely').
  const lemma = /^[a-z]+$/.test(head.text) ? lexicon.verb(head.lower)?.infinitive : undefined;
  for (const c of COLLOCATIONS) {
    if (!c.wrong.test(word.lower) || !(c.head.test(head.lower) || (lemma !== undefined && c.head.test(lemma))))
      continue;
    const right = c.right(sentence, p, lexicon);
    if (!right || right === word.lower) continue;
    const generic = c.head.source === "^[a-z']+$";
    const shown = generic ? sentence[p + 1]!.lower : head.lower;
    const example = [generic ? undefined : head.lower, right, ...objectWords(sentence, p)].filter(Boolean).join(" ");
    const explain = generic
      ? { en: `'${shown}' goes with '${right}': ${example}`, de: `'${shown}' steht mit '${right}': ${example}` }
      : explainCollocation(shown, right, example);
    return { start: p, end: p + 1, words: [right], category: "preposition", explain };
  }
  return undefined;
}
