import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { swapPrepositionAt } from "./preposition-edit";
import { isPerson, joined, lemma } from "./prepositions-more";
import { endsClause, isCapitalised, textOf } from "./words";

/**
 * Transport, times and places for prepositions-more.ts: 'with the bus' -> 'by bus', 'in the weekend' -> 'at',
 * 'on March' -> 'in', 'at the kitchen' -> 'in', 'go in the cinema' -> 'to', and words that are not prepositions
 * used as ones ('while the film' -> 'during', 'finish it until Monday' -> 'by').
 */
const VEHICLES = /^(bus|train|car|bike|bicycle|plane|tram|taxi|boat|ferry|coach|underground|metro|subway|motorbike)$/;
const TRAVEL = /^(go|come|get|drive|travel|ride|return|commute|fly)$/;

/** 'I go to work with the bus' -> 'by bus': a means of transport takes 'by' and no article. */
export function transport(sentence: Word[], p: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  const word = sentence[p]!;
  if (word.lower !== "with" || !joined(word)) return undefined;
  const article = sentence[p + 1]?.lower === "the" ? 1 : 0;
  const vehicle = sentence[p + 1 + article];
  if (!vehicle || !VEHICLES.test(vehicle.lower) || (article && endsClause(sentence[p + 1]))) return undefined;
  // The vehicle ends its phrase ('with the bus driver' is a person), and the clause travels.
  const after = sentence[p + 2 + article];
  if (after && !endsClause(vehicle) && (lexicon.tags(after.lower).has("Noun") || /^(of|'s)$/.test(after.lower)))
    return undefined;
  let travels = false;
  for (let k = p - 1; k >= 0 && !endsClause(sentence[k]); k--)
    if (TRAVEL.test(lemma(lexicon, sentence[k]) ?? "")) travels = true;
  if (!travels) return undefined;
  const example = `by ${vehicle.lower}`;
  return {
    start: p,
    end: p + 2 + article,
    words: ["by", vehicle.text],
    category: "preposition",
    explain: {
      en: `transport takes 'by' and no article: ${example}`,
      de: `Verkehrsmittel stehen mit 'by' ohne Artikel: ${example}`,
    },
  };
}

const MONTHS = /^(january|february|march|april|may|june|july|august|september|october|november|december)$/;
const SEASONS = /^(winter|summer|spring|autumn)$/;
const ROOMS = /^(kitchen|bathroom|bedroom|garden|cellar|basement|attic|hall|hallway|dining|toilet|shower)$/;
const GO_TO =
  /^(cinema|theatre|theater|museum|zoo|gym|supermarket|bank|doctor's|dentist|library|hospital|pub|disco|club|concert|opera|swimming|park|mall)$/;

/** 'in the weekend' -> 'at', 'on the afternoon' -> 'in', 'on March' -> 'in', 'on winter' -> 'in', 'at the kitchen'. */
export function timeOrPlace(sentence: Word[], p: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  const word = sentence[p]!;
  const next = sentence[p + 1];
  if (!next || !joined(word) || !/^(in|on|at)$/.test(word.lower)) return undefined;
  const prep = word.lower;
  const [n1, n2, n3] = [next.lower, sentence[p + 2]?.lower ?? "", sentence[p + 3]?.lower ?? ""];
  const nounAfter = (k: number) => {
    const w = sentence[k];
    return Boolean(w && !endsClause(sentence[k - 1]) && lexicon.tags(w.lower).has("Noun"));
  };
  const edit = swapPrepositionAt(p);
  if (prep === "in" && n1 === "the" && /^(weekend|weekends)$/.test(n2) && !nounAfter(p + 3))
    return edit("at", "'weekend' takes 'at'", "vor 'weekend' steht 'at'", `at the ${n2}`);
  if (
    prep === "on" &&
    n1 === "the" &&
    /^(morning|afternoon|evening)$/.test(n2) &&
    !/^(of|before|after)$/.test(n3) &&
    !nounAfter(p + 3)
  )
    return edit("in", "parts of the day take 'in'", "vor Tageszeiten steht 'in'", `in the ${n2}`);
  if (prep === "at" && n1 === "the" && n2 === "night" && endsClause(sentence[p + 2]))
    return {
      ...edit("at", "'night' takes 'at' and no article", "vor 'night' steht 'at' ohne Artikel", "at night"),
      end: p + 2,
      words: ["at"],
    };
  // 'on March' ('on March 5th' is right), 'on winter', 'at summer'.
  if (prep === "on" && MONTHS.test(n1) && isCapitalised(next) && !/^\d/.test(n2) && !nounAfter(p + 2))
    return edit("in", "months take 'in'", "vor Monaten steht 'in'", `in ${next.text}`);
  if (/^(on|at)$/.test(prep) && SEASONS.test(n1) && !nounAfter(p + 2))
    return edit("in", "seasons take 'in'", "vor Jahreszeiten steht 'in'", `in ${n1}`);
  // 'in the 5th of May' -> 'on': a date.
  const date = n1 === "the" ? [n2, n3, sentence[p + 4]?.lower ?? ""] : [n1, n2, n3];
  if (
    /^(in|at)$/.test(prep) &&
    /^\d{1,2}(st|nd|rd|th)?$/.test(date[0]!) &&
    ((date[1] === "of" && MONTHS.test(date[2]!)) || MONTHS.test(date[1]!))
  )
    return edit(
      "on",
      "dates take 'on'",
      "vor Datumsangaben steht 'on'",
      `on ${textOf(sentence, p + 1, p + (n1 === "the" ? 5 : 4))}`,
    );
  // 'at the kitchen' -> 'in the kitchen' ('at the kitchen table' is at a thing).
  if (
    prep === "at" &&
    n1 === "the" &&
    ROOMS.test(n2) &&
    (endsClause(sentence[p + 2]) || !nounAfter(p + 3)) &&
    n2 !== "toilet"
  )
    return edit("in", "rooms take 'in'", "vor Räumen steht 'in'", `in the ${n2}`);
  // 'We went in the cinema' -> 'to the cinema'.
  if (
    /^(in|at)$/.test(prep) &&
    n1 === "the" &&
    GO_TO.test(n2) &&
    lemma(lexicon, sentence[p - 1]) === "go" &&
    (!nounAfter(p + 3) || /^(tonight|today|tomorrow)$/.test(n3))
  )
    return edit("to", "'go' takes 'to' before a place", "'go' steht mit 'to' vor einem Ort", `go to the ${n2}`);
  // 'a question to you' -> 'for you'.
  return undefined;
}

/** Verbs done once by a deadline ('finish by Monday'); 'until' goes with what lasts ('stay until Monday'). */
const DEADLINE = /^(finish|complete|send|submit|return|deliver|pay|hand|decide|book|cancel)$/;

/** 'a question to you' -> 'for', 'while the film' -> 'during', 'finish it until Monday' -> 'by'. */
export function conjunctionForPreposition(
  sentence: Word[],
  p: number,
  lexicon: EnglishLexicon,
): GrammarEdit | undefined {
  const word = sentence[p]!;
  const next = sentence[p + 1];
  if (!next || !joined(word)) return undefined;
  const edit = swapPrepositionAt(p);
  if (
    word.lower === "to" &&
    /^(question|questions)$/.test(sentence[p - 1]?.lower ?? "") &&
    isPerson(sentence, p + 1, lexicon)
  )
    return edit("for", "a question is 'for' someone", "eine Frage ist 'for' jemanden", `a question for ${next.lower}`);
  // 'while the film' with no verb after it: 'while' joins clauses, 'during' goes before a noun.
  if (word.lower === "while" && /^(the|my|our|your|his|her|their|a)$/.test(next.lower)) {
    let k = p + 2;
    while (
      sentence[k] &&
      !endsClause(sentence[k - 1]) &&
      lexicon.tags(sentence[k]!.lower).has("Adjective") &&
      !lexicon.tags(sentence[k]!.lower).has("Noun")
    )
      k++;
    const noun = sentence[k];
    if (!noun || !lexicon.tags(noun.lower).has("Noun")) return undefined;
    const after = sentence[k + 1];
    // 'while the kids play': a noun that may be a verb only where the clause ends with it.
    if (lexicon.tags(noun.lower).has("Verb") && after && !endsClause(noun)) return undefined;
    if (after && !endsClause(noun) && !lexicon.tags(after.lower).has("Preposition")) return undefined;
    return edit(
      "during",
      "'while' starts a clause; before a noun use 'during'",
      "'while' leitet einen Satz ein; vor einem Nomen steht 'during'",
      `during ${next.lower} ${noun.lower}`,
    );
  }
  // 'I must finish the report until Monday' -> 'by': a deadline; 'not ... until' is right.
  if (
    word.lower === "until" &&
    (/^(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight)$/.test(next.lower) ||
      /^(next|the|\d)/.test(next.lower))
  ) {
    let verb: string | undefined;
    for (let k = p - 1; k >= 0 && !endsClause(sentence[k]); k--) {
      if (
        /^(not|n't|never|don't|doesn't|didn't|won't|can't|cannot|couldn't|mustn't|wasn't|isn't)$/.test(
          sentence[k]!.lower,
        ) ||
        sentence[k]!.lower.endsWith("n't")
      )
        return undefined;
      verb ??= DEADLINE.test(lemma(lexicon, sentence[k]) ?? "") ? lemma(lexicon, sentence[k]) : undefined;
    }
    if (
      !verb ||
      !/^(must|have|has|need|needs|should|will|can|to|please)$/.test(
        sentence
          .slice(0, p)
          .map((w) => w.lower)
          .find((w) => /^(must|have|has|need|needs|should|will|can|to|please)$/.test(w)) ?? "",
      )
    )
      return undefined;
    return edit(
      "by",
      `a deadline takes 'by' ('until' is for what lasts)`,
      `eine Frist steht mit 'by' ('until' für eine Dauer)`,
      `${verb} ... by ${next.text}`,
    );
  }
  return undefined;
}
