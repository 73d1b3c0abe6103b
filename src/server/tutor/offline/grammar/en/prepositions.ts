import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { dropPrepositionAt, insertPrepositionAt, swapPrepositionAt } from "./preposition-edit";
import { collocation, PERSON_OBJECT } from "./prepositions-collocations";
import { destinationPrepositions } from "./prepositions-destinations";
import { headPrepositions } from "./prepositions-heads";
import { morePrepositions } from "./prepositions-more";
import { objectPrepositions } from "./prepositions-objects";
import { prepositionPhrases } from "./prepositions-phrases";
import { placePrepositions } from "./prepositions-places";
import { rolePrepositions } from "./prepositions-roles";
import { settingPrepositions } from "./prepositions-settings";
import { timeAndPlacePhrases } from "./prepositions-times";
import { verbPrepositions } from "./prepositions-verbs";
import { endsClause, isCapitalised, isNumberWord, readNounPhrase } from "./words";

/**
 * Prepositions German speakers choose by their own language: collocations ('married with' -> 'to', 'good in maths'
 * -> 'at'; the plain ones are tables in prepositions-table.ts), a missing one ('wait the train' -> 'wait for the
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
  // The tables and the wider rules, where no edit before touches the same words.
  const wider = [
    ...headPrepositions(sentence, lexicon),
    ...objectPrepositions(sentence, lexicon),
    ...timeAndPlacePhrases(sentence, lexicon),
    ...prepositionPhrases(sentence, lexicon),
    ...morePrepositions(sentence, lexicon),
    ...verbPrepositions(sentence, lexicon),
    ...placePrepositions(sentence, lexicon),
    ...rolePrepositions(sentence, lexicon),
    ...settingPrepositions(sentence, lexicon),
    ...destinationPrepositions(sentence, lexicon),
  ];
  for (const more of wider) if (!edits.some((e) => e.start < more.end && more.start < e.end)) edits.push(more);
  return edits;
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
  // '3 pm', '3pm', '10:30 am' are clock times too.
  const meridiem = /^\d{1,2}([:.]\d\d)?$/.test(time) && /^(am|pm|a\.m|p\.m)\.?$/.test(sentence[p + 2]?.lower ?? "");
  const clock =
    sentence[p + 2]?.lower === "o'clock" || /^\d{1,2}[:.]\d\d$/.test(time) || /^\d{1,2}(am|pm)$/.test(time) || meridiem;
  if (/^(in|on)$/.test(word.lower) && clock && (isNumberWord(lexicon, time) || /^\d/.test(time))) {
    const unit = sentence[p + 2]?.lower === "o'clock" || meridiem ? sentence[p + 2]!.text : "";
    const shown = `${next.text} ${unit}`.trim();
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
  const drop = (en: string, de: string) =>
    dropPrepositionAt(sentence, p, {
      en: `${en}: ${verb.lower} ${next.lower}`,
      de: `${de}: ${verb.lower} ${next.lower}`,
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
    return insertPrepositionAt(sentence, v + 1, preposition, verb.lower, example);
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
