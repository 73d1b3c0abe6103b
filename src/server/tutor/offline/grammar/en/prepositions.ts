import type { Explanation, GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { swapPrepositionAt } from "./preposition-edit";
import { morePrepositions } from "./prepositions-more";
import { endsClause, isCapitalised, isNumberWord, POSSESSIVES, readNounPhrase } from "./words";

/**
 * Prepositions German speakers choose by their own language: collocations ('afraid from' -> 'afraid of', 'interested
 * for' -> 'in', 'depend of' -> 'on', 'married with' -> 'to'), a missing one ('wait the train' -> 'wait for the
 * train', 'listen music' -> 'listen to music'), one too many ('discuss about', 'call to you'), and times ('in
 * Monday' -> 'on Monday', 'at 1998' -> 'in 1998', 'since two years' -> 'for two years').
 */
export function prepositions(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  sentence.forEach((word, p) => {
    const before = sentence[p - 1];
    const joined = before && !endsClause(before);
    const edit = (joined ? collocation(sentence, p, lexicon) : undefined) ?? timePreposition(sentence, p, lexicon);
    if (edit) edits.push(edit);
    else if (joined && !endsClause(word)) {
      const extra = needless(sentence, p);
      if (extra) edits.push(extra);
    }
  });
  sentence.forEach((_, v) => {
    const missing = missingPreposition(sentence, v, lexicon);
    if (missing) edits.push(missing);
  });
  // The wider collocations, where no edit above touches the same words.
  for (const more of morePrepositions(sentence, lexicon))
    if (!edits.some((e) => e.start < more.end && more.start < e.end)) edits.push(more);
  return edits;
}

const PERSON_OBJECT = /^(me|you|him|her|us|them)$/;

interface Collocation {
  /** The word before the preposition, in its forms. */
  head: RegExp;
  wrong: RegExp;
  /** The right preposition for what follows it, or undefined where the wrong one may be right there. */
  right: (sentence: Word[], p: number, lexicon: EnglishLexicon) => string | undefined;
}

const always = (preposition: string) => () => preposition;
const beforeIt = (sentence: Word[], p: number, back: number, test: RegExp) =>
  sentence.slice(Math.max(0, p - back), p).some((w) => test.test(w.lower));
const SUBJECTS =
  /^(maths|math|science|history|geography|biology|chemistry|art|music|sports?|languages|grammar|spelling|football|tennis|chess|cooking|drawing|singing|dancing|swimming)$/;
const PLACE_NOUNS = /^(city|town|village|country|centre|center|area|region)$/;

const COLLOCATIONS: Collocation[] = [
  // 'afraid for someone' is worrying about them: only 'from' and 'before' are wrong.
  { head: /^afraid$/, wrong: /^(from|before)$/, right: always("of") },
  { head: /^interested$/, wrong: /^(for|on|about)$/, right: always("in") },
  { head: /^(depend|depends|depended|depending|dependent)$/, wrong: /^(of|from)$/, right: always("on") },
  { head: /^(proud|jealous|fond)$/, wrong: /^(on|from)$/, right: always("of") },
  { head: /^full$/, wrong: /^with$/, right: always("of") },
  { head: /^similar$/, wrong: /^with$/, right: always("to") },
  { head: /^(consist|consists|consisted|consisting)$/, wrong: /^from$/, right: always("of") },
  { head: /^(participate|participates|participated|participating)$/, wrong: /^(on|at)$/, right: always("in") },
  { head: /^(responsible)$/, wrong: /^of$/, right: always("for") },
  { head: /^(keen)$/, wrong: /^of$/, right: always("on") },
  {
    head: /^(scared|frightened|terrified|ashamed|aware|capable)$/,
    wrong: /^(from|before)$/,
    right: always("of"),
  },
  { head: /^(dream|dreams|dreamed|dreamt|dreaming)$/, wrong: /^from$/, right: always("of") },
  { head: /^(different|differs|differ)$/, wrong: /^(of|as|than)$/, right: always("from") },
  { head: /^(worry|worries|worried|worrying)$/, wrong: /^(for|because|over)$/, right: always("about") },
  {
    head: /^(angry|annoyed|cross|furious)$/,
    wrong: /^on$/,
    right: (s, p) => (PERSON_OBJECT.test(s[p + 1]?.lower ?? "") ? "with" : undefined),
  },
  { head: /^forward$/, wrong: /^(for|on)$/, right: (s, p) => (/^look/.test(s[p - 2]?.lower ?? "") ? "to" : undefined) },
  {
    head: /^part$/,
    wrong: /^(on|at)$/,
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
      const noun = s[p + 2];
      if (
        /^(a|an)$/.test(next.lower) &&
        noun &&
        lexicon.tags(noun.lower).has("Actor") &&
        !/^(child|kid|baby|son|daughter)$/.test(noun.lower)
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
      if (isCapitalised(next)) return tags.has("Demonym") ? "at" : undefined;
      if (/ing$/.test(next.lower) && tags.has("Gerund")) return "at";
      // A school subject or sport; other bare nouns make idioms ('good in person', 'good in practice').
      return SUBJECTS.test(next.lower) || /ics$/.test(next.lower) ? "at" : undefined;
    },
  },
  // 'kind from you' -> 'kind of you', in 'It was kind of you (to ...)'.
  {
    head: /^(kind|nice|good|stupid|silly|clever|generous|rude|polite|sweet|thoughtful|careless|brave|wise)$/,
    wrong: /^from$/,
    right: (s, p) =>
      PERSON_OBJECT.test(s[p + 1]?.lower ?? "") && beforeIt(s, p - 1, 4, /^(it|that|this|it's|that's)$/)
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
  // 'help me in my homework' -> 'with my homework' ('help me in the kitchen' is a place).
  {
    head: PERSON_OBJECT,
    wrong: /^in$/,
    right: (s, p) =>
      /^(help|helps|helped|helping)$/.test(s[p - 2]?.lower ?? "") &&
      POSSESSIVES.has(s[p + 1]?.lower ?? "") &&
      /^(homework|housework|project|essay|exam|studies|application|presentation|problem|task|english|maths|math|german|french|spanish)$/.test(
        s[p + 2]?.lower ?? "",
      )
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
      return /^(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|top|ground)$/.test(noun) &&
        s[p + 3]?.lower === "floor"
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
  {
    head: /^[a-z']+$/,
    wrong: /^on$/,
    right: (s, p) =>
      s[p + 1]?.lower === "the" && /^(photo|picture|photograph)$/.test(s[p + 2]?.lower ?? "") ? "in" : undefined,
  },
];

function explainCollocation(head: string, preposition: string, example: string): Explanation {
  return {
    en: `'${head}' goes with '${preposition}': ${example}`,
    de: `'${head}' steht mit '${preposition}': ${example}`,
  };
}

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

function collocation(sentence: Word[], p: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
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

const WEEKDAYS = /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?$/;
const MONTHS = /^(january|february|march|april|may|june|july|august|september|october|november|december)$/;
const DURATIONS = /^(seconds?|minutes?|hours?|days?|weeks?|months?|years?|decades?|ages)$/;

/** 'in Monday' -> 'on', 'at 1998' -> 'in', 'in 5 o'clock' -> 'at', 'since two years' -> 'for'. */
function timePreposition(sentence: Word[], p: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  const word = sentence[p]!;
  const next = sentence[p + 1];
  if (!next || endsClause(word)) return undefined;
  const time = next.lower;
  const edit = swapPrepositionAt(p);
  if (/^(in|at)$/.test(word.lower) && WEEKDAYS.test(time) && isCapitalised(next))
    return edit("on", "days take 'on'", "vor Wochentagen steht 'on'", `on ${next.text}`);
  if (/^(at|on)$/.test(word.lower) && /^\d{4}$/.test(time) && Number(time) > 1000 && Number(time) < 2200) {
    // 'at 1998 prices' is rare; a year alone ends its phrase.
    const after = sentence[p + 2];
    if (endsClause(next) || !after || !lexicon.tags(after.lower).has("Noun"))
      return edit("in", "years take 'in'", "vor Jahreszahlen steht 'in'", `in ${next.text}`);
  }
  if (word.lower === "at" && MONTHS.test(time) && isCapitalised(next) && !/^\d/.test(sentence[p + 2]?.lower ?? ""))
    return edit("in", "months take 'in'", "vor Monaten steht 'in'", `in ${next.text}`);
  // 'on midnight', 'in noon': the points of the day take 'at' as clock times do.
  if (/^(in|on)$/.test(word.lower) && /^(midnight|noon|midday|dawn|lunchtime|dinnertime|bedtime)$/.test(time))
    return edit("at", "points of the day take 'at'", "vor Tageszeitpunkten steht 'at'", `at ${next.text}`);
  const clock = sentence[p + 2]?.lower === "o'clock" || /^\d{1,2}[:.]\d\d$/.test(time);
  if (/^(in|on)$/.test(word.lower) && clock && (isNumberWord(lexicon, time) || /^\d/.test(time))) {
    const shown = sentence[p + 2]?.lower === "o'clock" ? `${next.text} o'clock` : next.text;
    return edit("at", "clock times take 'at'", "vor Uhrzeiten steht 'at'", `at ${shown}`);
  }
  if (word.lower === "at" && time === "the" && /^(morning|afternoon|evening)$/.test(sentence[p + 2]?.lower ?? ""))
    return edit("in", "parts of the day take 'in'", "vor Tageszeiten steht 'in'", `in the ${sentence[p + 2]!.lower}`);
  // 'since two years': 'since' needs a point in time; a length of time takes 'for'.
  if (word.lower === "since" && (isNumberWord(lexicon, time) || /^(a|an|many|several)$/.test(time))) {
    const unit = sentence[p + 2];
    if (unit && DURATIONS.test(unit.lower) && sentence[p + 3]?.lower !== "ago")
      return edit(
        "for",
        "a length of time takes 'for', not 'since'",
        "eine Zeitspanne steht mit 'for', nicht 'since'",
        `for ${next.text} ${unit.text}`,
      );
  }
  return undefined;
}

/** 'discuss about' -> 'discuss', 'call to you' -> 'call you': verbs that take their object directly. */
function needless(sentence: Word[], p: number): GrammarEdit | undefined {
  const word = sentence[p]!;
  const verb = sentence[p - 1]!;
  const next = sentence[p + 1];
  if (!next) return undefined;
  const drop = (en: string, de: string): GrammarEdit => ({
    start: p - 1,
    end: p + 1,
    words: [verb.text],
    category: "preposition",
    explain: { en: `${en}: ${verb.lower} ${next.lower}`, de: `${de}: ${verb.lower} ${next.lower}` },
  });
  if (word.lower === "about" && /^(discuss|discusses|discussed|discussing)$/.test(verb.lower))
    return drop(`'discuss' takes no 'about'`, `'discuss' steht ohne 'about'`);
  if (word.lower === "to" && /^(call|phone|ring)$/.test(verb.lower) && PERSON_OBJECT.test(next.lower)) {
    // 'I'll call to you' means phoning; 'She called to him from the window' is shouting: only the base form.
    const before = sentence[p - 2]?.lower ?? "";
    if (/^(i|we|you|they|will|'ll|can|could|must|should|to|please|i'll|we'll)$/.test(before))
      return drop(`'${verb.lower}' takes no 'to'`, `'${verb.lower}' steht ohne 'to'`);
  }
  return undefined;
}

/** 'waiting the train' -> 'waiting for the train', 'listen music' -> 'listen to music', 'looking my keys'. */
function missingPreposition(sentence: Word[], v: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  const verb = sentence[v]!;
  const next = sentence[v + 1];
  if (!next || endsClause(verb) || next.lead) return undefined;
  const object = next.lower;
  const determiner = /^(the|my|your|his|her|our|their|this|that|these|those)$/.test(object);
  const noun = sentence[v + 2];
  const insert = (preposition: string, objectEnd = determiner ? v + 3 : v + 2): GrammarEdit => {
    const example = [verb.lower, preposition, ...sentence.slice(v + 1, objectEnd).map((w) => w.text)].join(" ");
    return {
      start: v + 1,
      end: v + 2,
      words: [preposition, next.text],
      category: "preposition",
      explain: explainCollocation(verb.lower, preposition, example),
    };
  };
  if (/^(wait|waits|waited|waiting)$/.test(verb.lower)) {
    if (PERSON_OBJECT.test(object) && object !== "you") return insert("for");
    // 'wait a minute', 'wait your turn', 'wait the whole day' are right.
    // The noun phrase's head, past any adjectives ('wait the next train').
    let h = readNounPhrase(sentence, v + 1, lexicon)?.head ?? v + 2;
    while (
      h < v + 4 &&
      !endsClause(sentence[h]) &&
      /^(next|last|first|early|late|new|other)$/.test(sentence[h]?.lower ?? "")
    )
      h++;
    const head = determiner ? sentence[h] : undefined;
    if (!determiner || !noun || !head || isCapitalised(noun)) return undefined;
    const tags = lexicon.tags(head.lower);
    if (
      !tags.has("Noun") ||
      tags.has("Date") ||
      tags.has("Duration") ||
      /^(turn|whole|entire|rest)$/.test(noun.lower) ||
      /^(turn|minute|moment|second|hour|day|week|while|time)s?$/.test(head.lower)
    )
      return undefined;
    return insert("for", h + 1);
  }
  if (/^(listen|listens|listened|listening)$/.test(verb.lower)) {
    if (PERSON_OBJECT.test(object) || object === "it" || determiner) return insert("to");
    const tags = lexicon.tags(object);
    const plainNoun = tags.has("Noun") && !tags.has("Adverb") && !tags.has("Preposition") && !tags.has("Adjective");
    return plainNoun && !isCapitalised(next) && !/^(up|out|now|here|again)$/.test(object) ? insert("to") : undefined;
  }
  // 'Look this photo!' -> 'Look at this photo!': the imperative, where 'look' can only mean looking at a thing.
  if (verb.lower === "look" && (v === 0 || sentence[v - 1]?.lower === "please") && determiner && noun) {
    const rest = sentence.slice(v + 3).map((w) => w.lower);
    if (!lexicon.tags(noun.lower).has("Noun") || /^(same|way|part|best|age)$/.test(noun.lower) || rest.includes("up"))
      return undefined;
    return insert("at");
  }
  // 'I am looking my keys' -> 'looking for': searching (German 'suchen'); 'looking her best' is an idiom.
  if (
    verb.lower === "looking" &&
    /^(am|is|are|was|were|i'm|he's|she's|we're|they're|you're)$/.test(sentence[v - 1]?.lower ?? "")
  ) {
    if (!determiner || !noun || !lexicon.tags(noun.lower).has("Noun")) return undefined;
    if (/^(best|age|part|way|same|other)$/.test(noun.lower)) return undefined;
    return insert("for");
  }
  return undefined;
}
