import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { phrase, readSubject } from "./subject";
import { isClauseWord, TIME_NOUNS, willAt } from "./tense-time";
import { AUXILIARIES, endsClause, type Person } from "./words";

/** Verbs of states, which stay in the simple present even 'right now' ('Right now I need help'). */
export const STATIVE = new Set([
  "be",
  "know",
  "like",
  "love",
  "hate",
  "want",
  "need",
  "prefer",
  "believe",
  "understand",
  "remember",
  "forget",
  "mean",
  "seem",
  "belong",
  "own",
  "have",
  "see",
  "hear",
  "smell",
  "taste",
  "feel",
  "think",
  "agree",
  "cost",
  "weigh",
  "contain",
  "depend",
  "live",
  "work",
  "stay",
  "study",
  "wish",
  "hope",
  "doubt",
  "suppose",
  "realise",
  "realize",
  "recognise",
  "recognize",
  "deserve",
  "matter",
  "include",
  "fit",
  "suit",
  "owe",
  "appear",
  "sound",
  "look",
  "mind",
]);
export const BE: Record<Person, string> = { "1s": "am", "2": "are", "3s": "is", p: "are" };

/** 'Right now I watch a film' -> 'am watching': an action going on now takes the progressive. */
export function rightNow(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const at = sentence.findIndex(
    (w, i) =>
      (w.lower === "right" && sentence[i + 1]?.lower === "now") ||
      (w.lower === "at" && sentence[i + 1]?.lower === "the" && sentence[i + 2]?.lower === "moment"),
  );
  if (at < 0) return [];
  const when = sentence[at]!.lower === "right" ? "right now" : "at the moment";
  // The clause of the time: after it when it opens the sentence or a clause ('Look, right now ...'), else the
  // clause it ends ('Look, the children play in the street right now').
  let s = 0;
  for (let k = 0; k < at; k++) if (endsClause(sentence[k])) s = k + 1;
  if (s === at) s = at + when.split(" ").length;
  const subject = readSubject(sentence, s, lexicon, true);
  if (!subject) return [];
  const v = subject.end;
  const verb = sentence[v];
  if (!verb || (at > 0 && v >= at) || endsClause(verb)) return [];
  // After a noun subject a word that is a noun too is the verb only where an object follows ('my husband cooks dinner').
  if (!subject.pronoun && lexicon.tags(verb.lower).has("Noun") && isClauseWord(sentence[v + 1] ?? verb, lexicon))
    return [];
  const forms = lexicon.verb(verb.lower);
  const activity = forms?.infinitive === "have" && haveActivity(sentence, v + 1);
  if (!forms || ((STATIVE.has(forms.infinitive) || AUXILIARIES.has(verb.lower)) && !activity)) return [];
  const expected = subject.person === "3s" ? forms.present : forms.infinitive;
  if (verb.lower !== expected) return [];
  const words = [BE[subject.person], forms.gerund];
  const example = `${phrase(sentence, subject.start, subject.end, lexicon)} ${words.join(" ")}`;
  return [
    {
      start: v,
      end: v + 1,
      words,
      category: "verb-form",
      explain: {
        en: `with '${when}' use the present progressive: ${example}`,
        de: `mit '${when}' steht die Verlaufsform: ${example}`,
      },
    },
  ];
}

/** Things one does with 'have', which take the progressive ('having a shower', 'having lunch', 'having fun'). */
const HAVE_ACTIVITIES =
  /^(a (shower|bath|nap|rest|break|party|barbecue|picnic|chat|drink|swim|snack|coffee|tea)|(a )?(good|great|nice|lovely) time|breakfast|lunch|dinner|fun|a (quick )?(shower|bath|break|coffee|look))$/;

/** 'have' with a thing one does at `i` ('a shower', 'lunch', 'a good time'), not a thing one owns or suffers. */
function haveActivity(sentence: Word[], i: number): boolean {
  for (let n = 1; n <= 3; n++) {
    const words = sentence.slice(i, i + n);
    if (words.length < n || words.slice(0, -1).some((w) => endsClause(w))) return false;
    const next = sentence[i + n];
    const ends = endsClause(words.at(-1)) || /^(right|at|with|in|now|together|outside)$/.test(next?.lower ?? "");
    if (ends && HAVE_ACTIVITIES.test(words.map((w) => w.lower).join(" "))) return true;
  }
  return false;
}

/** Words of the weather after 'it gets' or 'it is' ('it gets cold', 'it is sunny'). */
const WEATHER =
  /^(cold|colder|warm|warmer|hot|hotter|cool|cooler|sunny|rainy|windy|stormy|cloudy|foggy|icy|snowy|wet|dry|freezing|dark|darker|light|nice|nicer|better|worse)$/;

/**
 * 'I think it rains tomorrow' -> 'will rain', 'I think it gets cold next week' -> 'will get', 'Maybe it is sunny on
 * Sunday' aside (no 'next' or 'tomorrow'): a prediction of the weather takes 'will' (a timetable may use the
 * present, 'the train leaves tomorrow', but no one schedules rain).
 */
export function weatherTomorrow(sentence: Word[]): GrammarEdit[] {
  const future = sentence.findIndex(
    (w, i) =>
      /^(tomorrow|tonight|later)$/.test(w.lower) ||
      (w.lower === "next" && TIME_NOUNS.test(sentence[i + 1]?.lower ?? "")),
  );
  if (future < 0) return [];
  const v = sentence.findIndex(
    (w, i) =>
      i > 0 &&
      sentence[i - 1]!.lower === "it" &&
      !endsClause(w) &&
      (/^(rains|snows)$/.test(w.lower) ||
        (/^(gets|is)$/.test(w.lower) && WEATHER.test(sentence[i + 1]?.lower ?? "") && !endsClause(sentence[i - 1]))),
  );
  if (v < 0 || v > future) return [];
  const predicts = sentence
    .slice(0, v)
    .some((w) => /^(think|sure|probably|maybe|perhaps|expect|guess|believe)$/.test(w.lower));
  if (!predicts) return [];
  const infinitive = sentence[v]!.lower === "is" ? "be" : sentence[v]!.lower.replace(/s$/, "");
  const when = sentence[future]!.lower === "next" ? `next ${sentence[future + 1]!.lower}` : sentence[future]!.lower;
  return [
    willAt(v, infinitive, {
      en: `a prediction for '${when}' takes 'will': it will ${infinitive}`,
      de: `eine Vorhersage für '${when}' steht mit 'will': it will ${infinitive}`,
    }),
  ];
}
