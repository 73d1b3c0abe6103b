import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { at } from "./preposition-edit";
import { endsPhrase } from "./prepositions-destinations";
import { readObject } from "./prepositions-heads";
import { DETERMINERS, endsClause, POSSESSIVES } from "./words";

/**
 * Prepositions of more than one word and set phrases: 'because the rain' -> 'because of', 'despite of' ->
 * 'despite', 'according my' -> 'according to', 'in front the' -> 'in front of', 'near of' -> 'near', 'during two
 * weeks' -> 'for', 'before two years' -> 'two years ago' (German 'vor'), 'With 18,' -> 'At 18,', 'in the first time'
 * -> 'for', 'in holiday' -> 'on holiday', 'at the countryside' -> 'in', 'in page 5' -> 'on page 5', 'on the end of
 * the day' -> 'at the end'.
 */
export function prepositionPhrases(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (let p = 0; p < sentence.length; p++) {
    const edit = joined(sentence, p, lexicon) ?? setPhrase(sentence, p, lexicon);
    if (edit) {
      const first = sentence[edit.start]!;
      if (/^\p{Lu}/u.test(first.text) && first.text !== "I" && /^[a-z]/.test(edit.words[0]!))
        edit.words[0] = edit.words[0]![0]!.toUpperCase() + edit.words[0]!.slice(1);
      edits.push(edit);
      p = edit.end;
    }
  }
  return edits;
}

const VEHICLES = /^(bus|train|car|bike|bicycle|plane|tram|taxi|boat|ferry|coach|underground|metro|subway)$/;
const UNITS = /^(seconds|minutes|hours|days|weeks|months|years|decades)$/;
const NUMBERS =
  /^(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|fifty|a|an|one|few|several|many)$/;
const PAST =
  /^(was|were|did|had|went|came|saw|met|moved|started|left|arrived|bought|lived|got|began|found|made|took|died|finished|visited|married|opened|built|stopped)$/;

function edit(start: number, end: number, words: string[], en: string, de: string, example: string): GrammarEdit {
  return { start, end, words, category: "preposition", explain: { en: `${en}: ${example}`, de: `${de}: ${example}` } };
}

/** Prepositions of two words, and 'before' for 'ago'. */
function joined(sentence: Word[], p: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  const word = sentence[p]!;
  const next = sentence[p + 1];
  if (!next || endsClause(word)) return undefined;
  const [w, n1] = [word.lower, next.lower];
  // 'We stayed home because the rain.' -> 'because of': a noun phrase alone, no verb.
  if (w === "because" && (DETERMINERS.has(n1) || POSSESSIVES.has(n1))) {
    const object = readObject(sentence, p + 1, lexicon);
    const head = object && sentence[object.head]!;
    const onlyNoun = object && sentence.slice(p + 2, object.head).every((x) => !lexicon.tags(x.lower).has("Noun"));
    if (object && !object.person && onlyNoun && endsClause(head))
      return edit(
        p,
        p + 1,
        [word.text, "of"],
        "before a noun, 'because' needs 'of'",
        "vor einem Nomen steht 'because of'",
        `because of ${n1} ${head!.lower}`,
      );
  }
  // 'despite of the rain' -> 'despite the rain'.
  if (w === "despite" && n1 === "of" && !endsClause(next))
    return edit(
      p,
      p + 2,
      [word.text],
      "'despite' takes no 'of'",
      "'despite' steht ohne 'of'",
      `despite ${at(sentence, p + 2)}`,
    );
  // 'according my teacher' -> 'according to'.
  if (w === "according" && n1 !== "to" && (POSSESSIVES.has(n1) || /^(the|him|her|them|me|us)$/.test(n1)))
    return edit(
      p,
      p + 1,
      [word.text, "to"],
      "'according' takes 'to'",
      "'according' steht mit 'to'",
      `according to ${n1}`,
    );
  // 'instead the bus' -> 'instead of'; 'in front the house' -> 'in front of'.
  if (w === "instead" && (DETERMINERS.has(n1) || POSSESSIVES.has(n1)) && sentence[p + 2])
    return edit(
      p,
      p + 1,
      [word.text, "of"],
      "before a noun, 'instead' needs 'of'",
      "vor einem Nomen steht 'instead of'",
      `instead of ${n1}`,
    );
  if (w === "front" && at(sentence, p - 1) === "in" && (DETERMINERS.has(n1) || /^(me|you|him|her|us|them)$/.test(n1)))
    return edit(p, p + 1, [word.text, "of"], "'in front' takes 'of'", "'in front' steht mit 'of'", `in front of ${n1}`);
  // 'near of the station' -> 'near the station'.
  if (w === "near" && n1 === "of" && DETERMINERS.has(at(sentence, p + 2)) && !endsClause(next))
    return edit(p, p + 2, [word.text], "'near' takes no 'of'", "'near' steht ohne 'of'", `near ${at(sentence, p + 2)}`);
  // 'during two weeks' -> 'for two weeks': a length of time ('during three days of rain' is the time of the rain).
  if (w === "during" && NUMBERS.test(n1) && UNITS.test(at(sentence, p + 2)) && lengthEnds(sentence, p + 2))
    return edit(
      p,
      p + 1,
      ["for"],
      "a length of time takes 'for'",
      "eine Zeitspanne steht mit 'for'",
      `for ${n1} ${at(sentence, p + 2)}`,
    );
  // 'I came here before two years.' -> 'two years ago' (German 'vor zwei Jahren').
  if (w === "before" && NUMBERS.test(n1) && UNITS.test(at(sentence, p + 2)) && endsClause(sentence[p + 2])) {
    const clause: string[] = [];
    for (let k = p - 1; k >= 0 && !endsClause(sentence[k]); k--) clause.push(sentence[k]!.lower);
    if (clause.some((x) => PAST.test(x)) && !clause.some((x) => /^(had|will|can|can't|won't|must)$/.test(x))) {
      const unit = sentence[p + 2]!;
      return edit(
        p,
        p + 3,
        [next.text, unit.text, "ago"],
        "a time back from now takes 'ago' after it",
        "'vor' einer Zeitspanne heißt '... ago'",
        `${n1} ${unit.lower} ago`,
      );
    }
  }
  // 'We go to shopping' -> 'go shopping' ('go to swimming lessons' is a noun's; 'go to training', 'to a meeting' are
  // places and events, so only the activities 'go' takes bare).
  if (
    w === "to" &&
    GO_ACTIVITIES.test(n1) &&
    lexicon.tags(n1).has("Gerund") &&
    /^(go|goes|went|going|gone)$/.test(at(sentence, p - 1))
  ) {
    const after = sentence[p + 2];
    if (
      endsClause(next) ||
      !after ||
      !lexicon.tags(after.lower).has("Noun") ||
      /^(tomorrow|today|tonight|together)$/.test(after.lower)
    )
      return edit(
        p - 1,
        p + 1,
        [sentence[p - 1]!.text],
        "'go' takes an '-ing' activity without 'to'",
        "'go' steht ohne 'to' vor einer Tätigkeit auf '-ing'",
        `go ${n1}`,
      );
  }
  // 'I go to school by the bus' -> 'by bus' ('hit by the bus' is its agent).
  const vehicleAlone =
    endsClause(sentence[p + 2]) || !sentence[p + 3] || !lexicon.tags(at(sentence, p + 3)).has("Noun");
  if (w === "by" && n1 === "the" && !endsClause(next) && VEHICLES.test(at(sentence, p + 2)) && vehicleAlone) {
    // A travel verb in the clause, and no passive ('I went home and was nearly hit by the bus').
    const clause: string[] = [];
    for (let k = p - 1; k >= 0 && !endsClause(sentence[k]) && !/^(and|but|or|so)$/.test(sentence[k]!.lower); k--)
      clause.push(sentence[k]!.lower);
    const travels =
      clause.some((x) =>
        /^(go|goes|went|going|come|comes|came|coming|travel|travels|travelled|traveled|travelling|get|gets|got|commute|commutes)$/.test(
          x,
        ),
      ) &&
      !clause.some((x) =>
        /^(was|were|been|being|is|are|be|hit|run|ran|killed|injured|stopped|passed|overtaken)$/.test(x),
      );
    if (travels)
      return edit(
        p,
        p + 3,
        [word.text, sentence[p + 2]!.text],
        "transport takes 'by' and no article",
        "Verkehrsmittel stehen mit 'by' ohne Artikel",
        `by ${at(sentence, p + 2)}`,
      );
  }
  // 'With 18, I moved out.' -> 'At 18': an age.
  if (w === "with" && p === 0 && /^\d\d?$/.test(n1) && Number(n1) < 100) {
    const after = at(sentence, p + 2);
    if (endsClause(next) || /^(i|he|she|we|they)$/.test(after))
      return edit(p, p + 1, ["at"], "an age takes 'at'", "ein Alter steht mit 'at'", `at ${n1}`);
  }
  return undefined;
}

/** A length of time ends at `k`: the clause's end, or a time word after it ('for three days last week'; 'during two
 * weeks in August' may be a stretch of August). */
function lengthEnds(sentence: Word[], k: number): boolean {
  const after = sentence[k + 1];
  if (endsClause(sentence[k]) || !after) return true;
  return /^(last|this|every|each|yesterday|today|because|but|so)$/.test(after.lower);
}

/** Set phrases of time and place, by their words. */
function setPhrase(sentence: Word[], p: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  const word = sentence[p]!;
  if (!sentence[p + 1] || endsClause(word) || !/^(in|on|at)$/.test(word.lower)) return undefined;
  const [w, n1, n2, n3] = [word.lower, at(sentence, p + 1), at(sentence, p + 2), at(sentence, p + 3)];
  const swap = (right: string, en: string, de: string, example: string) => edit(p, p + 1, [right], en, de, example);
  const looking = sentence
    .slice(Math.max(0, p - 3), p)
    .some((x) => /^(look|looks|looked|looking|stare|stared|staring|point|pointed|pointing|gaze|gazed)$/.test(x.lower));
  // 'I was in London in the first time' -> 'for the first time'.
  if (
    w === "in" &&
    n1 === "the" &&
    /^(first|second|third|last)$/.test(n2) &&
    n3 === "time" &&
    endsClause(sentence[p + 3])
  )
    return swap(
      "for",
      "a time counted takes 'for'",
      "'zum ersten Mal' heißt 'for the first time'",
      `for the ${n2} time`,
    );
  // 'at my free time' -> 'in my free time'.
  if (/^(at|on)$/.test(w) && POSSESSIVES.has(n1) && /^(free|spare)$/.test(n2) && n3 === "time")
    return swap("in", "'free time' takes 'in'", "'in der Freizeit' heißt 'in my free time'", `in ${n1} ${n2} time`);
  // 'We are in holiday.' -> 'on holiday' ('in the holidays' is right).
  if (w === "in" && /^(holiday|vacation)$/.test(n1) && endsClause(sentence[p + 1]))
    return swap("on", `'${n1}' takes 'on'`, `'im Urlaub' heißt 'on ${n1}'`, `on ${n1}`);
  if (w === "at" && n1 === "the" && n2 === "countryside")
    return swap("in", "'countryside' takes 'in'", "'auf dem Land' heißt 'in the countryside'", "in the countryside");
  if (w === "in" && n1 === "the" && n2 === "beach" && endsPhrase(sentence, p + 2, lexicon))
    return swap("on", "'beach' takes 'on'", "'am Strand' heißt 'on the beach'", "on the beach");
  if (w === "in" && n1 === "page" && /^\d+$/.test(n2))
    return swap("on", "pages take 'on'", "'auf Seite' heißt 'on page'", `on page ${n2}`);
  if (w === "at" && n1 === "the" && n2 === "sky" && !looking)
    return swap("in", "'sky' takes 'in'", "'am Himmel' heißt 'in the sky'", "in the sky");
  // 'on the end of the day' -> 'at the end of': a time; 'the knob on the end of the stick' is a place.
  if (w === "on" && n1 === "the" && n2 === "end" && n3 === "of") {
    const time = sentence
      .slice(p + 4, p + 7)
      .some((x) =>
        /^(day|week|month|year|film|movie|lesson|course|holidays?|term|semester|season|meeting|game|match|party|concert|book|story|summer|winter|century)$/.test(
          x.lower,
        ),
      );
    if (time) return swap("at", "'the end of' a time takes 'at'", "'am Ende' heißt 'at the end of'", "at the end of");
  }
  return undefined;
}

/** The activities 'go' takes without 'to' ('go shopping', 'go skiing'). */
const GO_ACTIVITIES =
  /^(shopping|swimming|dancing|skiing|hiking|jogging|running|fishing|camping|sailing|surfing|climbing|cycling|bowling|skating|walking|riding|snowboarding|sightseeing|hunting|diving)$/;
