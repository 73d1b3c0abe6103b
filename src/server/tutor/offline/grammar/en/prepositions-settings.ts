import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { at, clauseBefore, editsAt, joined, keepCapital, swapPrepositionAt } from "./preposition-edit";
import { endsPhrase } from "./prepositions-destinations";
import { lemmas, readObject } from "./prepositions-heads";
import { textOf } from "./words";

/**
 * Settings German speakers put with their own prepositions: 'am Telefon' -> 'at the phone' ('on'), 'im Urlaub' ->
 * 'at holiday' ('on'), 'im Garten' -> 'on the garden' ('in'), 'an der Uni' -> 'studies on the university' ('at'),
 * 'in die Schule gehen' -> 'goes in the school' ('to').
 */
export function settingPrepositions(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  return editsAt(sentence, 0, (p) =>
    keepCapital(
      sentence,
      phoneOn(sentence, p, lexicon) ??
        holidayOn(sentence, p, lexicon) ??
        gardenIn(sentence, p, lexicon) ??
        studyAt(sentence, p, lexicon) ??
        goTo(sentence, p, lexicon),
    ),
  );
}

const BE = /^(am|is|are|was|were|be|been|being|'m|'re|i'm|he's|she's|we're|they're|you're)$/;

/** A clause ending in a person and 'be' ('I'm', 'my sister was'; 'the charger is at the phone' is a thing's place). */
function isPersonBeing(clause: string[], lexicon: EnglishLexicon): boolean {
  const last = clause.length - 1;
  if (/^(i'm|we're|they're|he's|she's|you're)$/.test(clause[last] ?? "")) return true;
  if (!BE.test(clause[last] ?? "")) return false;
  const subject = clause[last - 1] ?? "";
  const tags = lexicon.tags(subject);
  return PEOPLE.test(subject) || tags.has("Actor") || tags.has("FamilyMember");
}

/** Verbs of talking, which take 'on the phone' ('She shouted at the phone' is at the thing). */
const TALKING = /^(speak|talk|chat|say|tell|argue|discuss|explain|sound|ask|agree|spend|answer|apologise|apologize)$/;

/** 'I spoke with him at the phone' -> 'on the phone' (German 'am Telefon'). */
function phoneOn(sentence: Word[], p: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  if (!/^(at|in)$/.test(at(sentence, p)) || !joined(sentence[p]) || at(sentence, p + 1) !== "the") return undefined;
  if (!/^(phone|telephone)$/.test(at(sentence, p + 2)) || !endsPhrase(sentence, p + 2, lexicon)) return undefined;
  const clause = clauseBefore(sentence, p);
  const talking = clause.some((w) => lemmas(w, lexicon).some((l) => TALKING.test(l)));
  // 'I'm at the phone' (German 'ich bin am Telefon'): being on a call.
  const being = at(sentence, p) === "at" && isPersonBeing(clause, lexicon);
  if (!talking && !being) return undefined;
  return swapPrepositionAt(p)("on", "a call is 'on the phone'", "'am Telefon' heißt 'on the phone'", "on the phone");
}

/** 'We were at holiday in Greece' -> 'on holiday' ('in holiday traffic', 'at holiday time' are other phrases). */
function holidayOn(sentence: Word[], p: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  if (!/^(at|in)$/.test(at(sentence, p)) || !joined(sentence[p])) return undefined;
  const noun = at(sentence, p + 1);
  if (!/^(holiday|vacation)$/.test(noun) || !endsPhrase(sentence, p + 1, lexicon)) return undefined;
  return swapPrepositionAt(p)("on", `'${noun}' takes 'on'`, `'im Urlaub' heißt 'on ${noun}'`, `on ${noun}`);
}

/** Open places and rooms one is in ('on the garden wall', 'on the kitchen floor' are compounds). */
const INSIDE = /^(garden|gardens|park|woods|forest|kitchen|bathroom|bedroom|classroom|playground|schoolyard)$/;
/** Doings in a place ('spend money on the garden', 'work on the garden', 'focus on the park' are right with 'on'). */
const STAYING =
  /^(play|sit|relax|sleep|read|eat|sunbathe|wait|stand|lie|stay|meet|walk|run|jog|ride|picnic|barbecue|dance|sing|chat|talk|hide|camp|rest|drink|cook|grill|celebrate|party)$/;
/** Writings and talks, which 'on' gives a subject ('a book on the garden'). */
const TOPICS =
  /^(article|articles|book|books|report|reports|essay|talk|lecture|program|programme|documentary|study|paper|information|chapter|film|piece|show|podcast|feature|blog|post|advice|tips|ideas|something|anything|nothing|news|update|series|presentation|story)$/;
const PEOPLE = /^(i|we|they|he|she|you|kids|children|guests|friends|parents|boys|girls|everyone|everybody)$/;

/** 'The kids are playing on the garden' -> 'in the garden' (German 'im Garten'). */
function gardenIn(sentence: Word[], p: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  if (at(sentence, p) !== "on" || !joined(sentence[p])) return undefined;
  const determiner = at(sentence, p + 1);
  if (!/^(the|my|our|your|his|her|their)$/.test(determiner) || !joined(sentence[p + 1])) return undefined;
  const noun = at(sentence, p + 2);
  if (!INSIDE.test(noun) || /'s$/.test(noun) || !endsPhrase(sentence, p + 2, lexicon)) return undefined;
  // 'on the playground' is right: only the rooms and grounds one is inside.
  if (noun === "playground") return undefined;
  const clause = clauseBefore(sentence, p);
  // 'I read an article on the garden' is about it.
  if (TOPICS.test(clause[clause.length - 1] ?? "")) return undefined;
  // The doing a few words back ('playing football on the garden'), or a person being there ('we were on the garden').
  const doing = clause.slice(-4).some((w) => /^[a-z]+$/.test(w) && lemmas(w, lexicon).some((l) => STAYING.test(l)));
  const being = isPersonBeing(clause, lexicon);
  if (!doing && !being) return undefined;
  return swapPrepositionAt(p)(
    "in",
    `one is 'in' a ${noun}`,
    `'im ${noun === "garden" ? "Garten" : "Raum"}' heißt 'in the ${noun}'`,
    `in ${determiner} ${noun}`,
  );
}

/** Schools and universities, where one studies or works 'at' (German 'an der Uni'). */
const INSTITUTIONS =
  /^(university|uni|school|college|academy|institute|conservatory|polytechnic|conservatoire|gymnasium)$/;

/** 'My cousin studies on the University of Vienna' -> 'at' ('a study on the university' is about it). */
function studyAt(sentence: Word[], p: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  if (at(sentence, p) !== "on" || !joined(sentence[p]) || !/^(the|a|an|this|that)$/.test(at(sentence, p + 1)))
    return undefined;
  const object = readObject(sentence, p + 1, lexicon);
  if (!object || object.gerund) return undefined;
  // 'the University of Vienna', 'a language school', 'the local school'; not 'the school's website'.
  const h = object.head;
  if (!INSTITUTIONS.test(at(sentence, h)) || /'s$/.test(at(sentence, h))) return undefined;
  if (!endsPhrase(sentence, h, lexicon) && at(sentence, h + 1) !== "of") return undefined;
  const clause = clauseBefore(sentence, p);
  const v = clause.length - 1;
  const verb = clause[v] ?? "";
  // 'studies', 'teaches', 'works' as verbs ('recent studies on the school' is a noun).
  const isVerb =
    /^(study|studies|studied|studying|teach|teaches|taught|teaching|work|works|worked|lecture|lectures|lectured)$/.test(
      verb,
    );
  if (
    !isVerb ||
    /^(the|a|an|some|many|several|recent|new|two|three|few|our|their|his|her|my|your)$/.test(clause[v - 1] ?? "")
  )
    return undefined;
  return swapPrepositionAt(p)(
    "at",
    "one studies or works 'at' a school",
    "'an der Uni/Schule' heißt 'at the university/school'",
    `${verb} at ${textOf(sentence, p + 1, h + 1)}`,
  );
}

/** Places one goes to regularly (German 'in die Schule gehen'): 'goes in the school' means attending it. */
const ATTENDED =
  /^(school|kindergarten|nursery|university|college|gym|church|class|course|cinema|theatre|theater|museum|library|supermarket|office|swimming|pool|club|disco|zoo|concert|opera)$/;

/** 'My son goes in the school near our flat' -> 'to the school' ('Let's go in the house' is going inside). */
function goTo(sentence: Word[], p: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  if (!/^(in|at)$/.test(at(sentence, p)) || !joined(sentence[p]) || !joined(sentence[p - 1])) return undefined;
  const go = at(sentence, p - 1);
  if (!/^(go|goes|went|going)$/.test(go) || !/^(the|a|my|our|your|his|her|their|this|that)$/.test(at(sentence, p + 1)))
    return undefined;
  // An imperative or a suggestion is going inside: 'Go in the school!', 'Let's go in the church'.
  const before = at(sentence, p - 2);
  if (go === "go" && (p === 1 || !joined(sentence[p - 2]) || /^(let's|please|and|we'll|can|shall)$/.test(before)))
    return undefined;
  const object = readObject(sentence, p + 1, lexicon);
  if (
    !object ||
    object.gerund ||
    !ATTENDED.test(at(sentence, object.head)) ||
    !endsPhrase(sentence, object.head, lexicon)
  )
    return undefined;
  return swapPrepositionAt(p)(
    "to",
    "'go' takes 'to' before a place",
    "'go' steht mit 'to' vor einem Ort",
    `${go} to ${textOf(sentence, p + 1, object.head + 1)}`,
  );
}
