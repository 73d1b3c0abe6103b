import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { at, clauseBefore, editsAt, joined, swapPrepositionAt } from "./preposition-edit";
import { lemmas, readObject } from "./prepositions-heads";
import { endsClause, isCapitalised, isNumberWord, POSSESSIVES, textOf } from "./words";

/**
 * Places, vehicles, clock times and set phrases German speakers build from their own: 'works at Canada' -> 'in',
 * 'at the third floor' -> 'on', 'on bike' -> 'by bike', 'on half past ten' -> 'at', 'get at the hotel' -> 'to',
 * 'What's wrong in your car?' -> 'with', 'a problem in my laptop' -> 'with', 'the same like' -> 'the same as',
 * 'On the photo you can see' -> 'In the photo'.
 */
export function placePrepositions(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  return editsAt(
    sentence,
    0,
    (p) =>
      cityIn(sentence, p, lexicon) ??
      floorOn(sentence, p) ??
      vehicleBy(sentence, p, lexicon) ??
      clockAt(sentence, p, lexicon) ??
      getTo(sentence, p, lexicon) ??
      troubleWith(sentence, p, lexicon) ??
      sameAs(sentence, p) ??
      photoIn(sentence, p),
  );
}

/** Verbs of being somewhere a while, which take 'in' before a city or a country. */
const LOCATED = /^(live|work|stay|study|teach|grow|be|bear|spend|settle|remain|sleep|shop|holiday|rent|meet|marry)$/;
const VERB_BE = /^(am|is|are|was|were|be|been|'m|'re|i'm|he's|she's|we're|they're|you're|it's)$/;

/** 'My cousin works at Canada' -> 'in Canada', 'They stayed at Vienna' -> 'in Vienna' ('at Heathrow' is a place in it). */
function cityIn(sentence: Word[], p: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  const next = sentence[p + 1];
  if (at(sentence, p) !== "at" || !joined(sentence[p]) || !next || !isCapitalised(next)) return undefined;
  const tags = lexicon.tags(next.lower);
  if (!tags.has("City") && !tags.has("Country")) return undefined;
  // One word: 'at London Zoo', 'at Berlin Airport' are places in the city.
  if (joined(next) && sentence[p + 2] && (isCapitalised(sentence[p + 2]!) || /^'s$/.test(at(sentence, p + 2))))
    return undefined;
  if (/'s$/.test(next.lower)) return undefined;
  // 'at Paris airport' is a place in the city.
  const after = at(sentence, p + 2);
  if (joined(next) && lexicon.tags(after).has("Noun") && !/^(now|today|tonight|yesterday|tomorrow)$/.test(after))
    return undefined;
  const before = clauseBefore(sentence, p);
  // The verb just before, or before an adverb ('works at', 'lived there at' no; 'is now at').
  const verb = [before[before.length - 1], before[before.length - 2]].find(
    (w) => w && (VERB_BE.test(w) || lemmas(w, lexicon).some((l) => LOCATED.test(l))),
  );
  if (!verb) return undefined;
  const last = before[before.length - 1] ?? "";
  if (verb !== last && !/^(now|still|also|only|mostly|usually|often|always|currently|already|then)$/.test(last))
    return undefined;
  // A stop on a route: 'The train is at Vienna now', 'We changed at Munich'.
  if (before.some((w) => /^(train|trains|bus|plane|flight|ship|ferry|change|changed|stop|stopped|stops)$/.test(w)))
    return undefined;
  return swapPrepositionAt(p)(
    "in",
    "cities and countries take 'in'",
    "vor Städten und Ländern steht 'in'",
    `in ${next.text}`,
  );
}

const ORDINAL_FLOORS =
  /^(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|top|ground|bottom|next|\d{1,2}(st|nd|rd|th))$/;

/** 'Our office is at the third floor' -> 'on' ('The lift stops at the third floor' is a point it reaches). */
function floorOn(sentence: Word[], p: number): GrammarEdit | undefined {
  if (at(sentence, p) !== "at" || at(sentence, p + 1) !== "the" || !joined(sentence[p])) return undefined;
  if (!ORDINAL_FLOORS.test(at(sentence, p + 2)) || !/^floor$/.test(at(sentence, p + 3))) return undefined;
  if (
    clauseBefore(sentence, p).some((w) => /^(stop|stops|stopped|lift|elevator|off|out|arrive|arrived|get|got)$/.test(w))
  )
    return undefined;
  return swapPrepositionAt(p)(
    "on",
    "floors take 'on'",
    "Stockwerke stehen mit 'on'",
    `on the ${at(sentence, p + 2)} floor`,
  );
}

const VEHICLES = /^(bike|bicycle|car|bus|train|plane|tram|taxi|boat|ferry|coach|underground|motorbike|scooter)$/;

/** 'Tom comes to work on bike' -> 'by bike': a vehicle without an article takes 'by' ('on a bike', 'on foot' stay). */
function vehicleBy(sentence: Word[], p: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  const vehicle = sentence[p + 1];
  if (at(sentence, p) !== "on" || !joined(sentence[p]) || !vehicle || !VEHICLES.test(vehicle.lower)) return undefined;
  if (vehicle.text !== vehicle.lower) return undefined;
  // 'on bike paths', 'on bus 12', 'on bike and on foot' are other phrases.
  const after = sentence[p + 2];
  if (
    joined(vehicle) &&
    after &&
    (lexicon.tags(after.lower).has("Noun") || /^\d/.test(after.lower) || /^(and|or|'s)$/.test(after.lower))
  )
    return undefined;
  return swapPrepositionAt(p)(
    "by",
    "a vehicle without an article takes 'by'",
    "Verkehrsmittel ohne Artikel stehen mit 'by'",
    `by ${vehicle.lower}`,
  );
}

/** 'My interview is on half past ten' -> 'at': clock times take 'at' ('in 5 o'clock' is in prepositions.ts). */
function clockAt(sentence: Word[], p: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  if (!/^(on|in)$/.test(at(sentence, p)) || !joined(sentence[p])) return undefined;
  const [n1, n2, n3] = [at(sentence, p + 1), at(sentence, p + 2), at(sentence, p + 3)];
  const hour = (w: string) => /^\d{1,2}$/.test(w) || (isNumberWord(lexicon, w) && !/^(a|an|hundred|thousand)$/.test(w));
  const point = /^(half|quarter)$/.test(n1) || (hour(n1) && /^(twenty|ten|five|twenty-five)$/.test(n1));
  if (!point || !/^(past|to)$/.test(n2) || !hour(n3)) return undefined;
  if (!joined(sentence[p + 1]) || !joined(sentence[p + 2])) return undefined;
  // 'ten to one odds' is a chance.
  if (joined(sentence[p + 3]) && /^(odds|chance|chances|shot|bet)$/.test(at(sentence, p + 4))) return undefined;
  return swapPrepositionAt(p)("at", "clock times take 'at'", "vor Uhrzeiten steht 'at'", `at ${n1} ${n2} ${n3}`);
}

/** Places one gets to (German 'ankommen an'); 'get at' alone means reaching a thing ('get at the biscuits'). */
const DESTINATIONS =
  /^(hotel|station|airport|office|school|university|party|cinema|museum|hospital|beach|restaurant|house|flat|apartment|gym|shop|supermarket|stadium|concert|centre|center|campsite|hostel|church|library|theatre|theater|zoo|park|border|city|town|village|top|end|meeting|wedding|conference)$/;

/** 'When did you get at the hotel?' -> 'get to the hotel': arriving takes 'to' after 'get'. */
function getTo(sentence: Word[], p: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  const verb = sentence[p - 1];
  if (at(sentence, p) !== "at" || !joined(verb) || !joined(sentence[p])) return undefined;
  if (!/^(get|gets|got|getting|gotten)$/.test(verb!.lower)) return undefined;
  const first = at(sentence, p + 1);
  if (first !== "the" && !POSSESSIVES.has(first)) return undefined;
  const object = readObject(sentence, p + 1, lexicon);
  const head = object && sentence[object.head]!;
  if (!head || !DESTINATIONS.test(head.lower) || /'s$/.test(head.lower)) return undefined;
  // 'What are you getting at?' has no object; 'got at the top of the class' is a rank.
  if (head.lower === "top" && at(sentence, object!.head + 1) === "of") return undefined;
  return swapPrepositionAt(p)(
    "to",
    "arriving takes 'get to'",
    "'ankommen' heißt 'get to'",
    `get to ${textOf(sentence, p + 1, object!.head + 1)}`,
  );
}

/** Machines and things that go wrong or give trouble (German 'ein Problem mit', 'was ist los mit'). */
const MACHINES =
  /^(car|phone|mobile|laptop|computer|pc|printer|bike|tv|television|fridge|heating|machine|internet|connection|wifi|wi-fi|camera|engine|brakes|watch|tablet|screen|keyboard|app|account|router|dishwasher|oven|boiler|shower|toilet|lock|door|window|bill|order|booking|reservation|ticket|flight|luggage|suitcase)$/;

/** 'What's wrong in your car?', 'I have a problem in my laptop' -> 'with' ('a mistake in my essay' stays). */
function troubleWith(sentence: Word[], p: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  const before = sentence[p - 1];
  if (at(sentence, p) !== "in" || !joined(before) || !joined(sentence[p])) return undefined;
  const trouble = /^(problems?|trouble|issues?)$/.test(before!.lower);
  const wrong = /^(wrong|matter)$/.test(before!.lower);
  if (!trouble && !wrong) return undefined;
  // 'What's wrong', 'the matter', 'something wrong': not 'the wrong in the world'.
  if (wrong && !/^(what's|what|something|anything|nothing|is|was|the)$/.test(at(sentence, p - 2))) return undefined;
  const first = at(sentence, p + 1);
  const pronoun = /^(me|him|us|them)$/.test(first);
  let object = pronoun ? undefined : readObject(sentence, p + 1, lexicon);
  // 'your car'; 'the' only after 'wrong' ('a problem in the engine' may be where it is), and no 'car's engine'.
  const determiner = POSSESSIVES.has(first) || (wrong && first === "the");
  const plain = object && sentence.slice(p + 1, object.head + 1).every((w) => !/'s?$/.test(w.lower));
  if (!object || !determiner || !plain || !MACHINES.test(at(sentence, object.head))) object = undefined;
  if (!pronoun && !object) return undefined;
  const end = object ? object.head + 1 : p + 2;
  return swapPrepositionAt(p)(
    "with",
    `'${before!.lower}' goes with 'with'`,
    `'${before!.lower}' steht mit 'with'`,
    `${before!.lower} with ${textOf(sentence, p + 1, end)}`,
  );
}

/** 'Your answer is the same like mine' -> 'the same as' (German 'gleich wie'). */
function sameAs(sentence: Word[], p: number): GrammarEdit | undefined {
  if (at(sentence, p) !== "like" || at(sentence, p - 1) !== "same" || !joined(sentence[p - 1])) return undefined;
  if (!/^(the|exactly|just|almost|nearly|much)$/.test(at(sentence, p - 2)) || !sentence[p + 1]) return undefined;
  return swapPrepositionAt(p)("as", "'the same' takes 'as'", "'gleich wie' heißt 'the same as'", "the same as");
}

/** 'On the photo you can see my family' -> 'In the photo': people and things are in a picture. */
function photoIn(sentence: Word[], p: number): GrammarEdit | undefined {
  if (p > 0 && !endsClause(sentence[p - 1])) return undefined;
  if (!/^(on|at)$/.test(at(sentence, p)) || !joined(sentence[p])) return undefined;
  const n1 = at(sentence, p + 1);
  if (
    !/^(the|this|that|my|your|his|her|our|their)$/.test(n1) ||
    !/^(photos?|pictures?|photographs?)$/.test(at(sentence, p + 2))
  )
    return undefined;
  // What is seen in it: 'you can see', 'there is', 'my family is ...'; what is written on it stays.
  const rest = sentence.slice(p + 3).map((w) => w.lower);
  if (!/^(you|we|i|there|is|are|was|were|he|she|they|my|our|his|her|their|the|a)$/.test(rest[0] ?? ""))
    return undefined;
  if (
    rest.some((w) => /^(written|write|wrote|signed|sign|stuck|glued|drawn|printed|stamp|stamped|dust|coffee)$/.test(w))
  )
    return undefined;
  const right = at(sentence, p) === sentence[p]!.text ? "in" : "In";
  return swapPrepositionAt(p)(
    right,
    "people and things are 'in' a photo",
    "auf einem Foto heißt 'in the photo'",
    `in ${n1} ${at(sentence, p + 2)}`,
  );
}
