import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { STATIVE } from "./tense-now";
import { willAt } from "./tense-time";
import { AUXILIARIES, endsClause, MID_ADVERBS } from "./words";

/**
 * 'will' for what one decides to do as one speaks: an offer ('I carry it for you' -> 'I will carry it for you') and
 * a step one takes at once after 'Wait,' ('Wait, I close the window' -> 'I will close'), where German uses the
 * present ('Ich trage es für dich').
 */
export function offered(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const offer = forYou(sentence, lexicon);
  return offer.length > 0 ? offer : waitThenAct(sentence, lexicon);
}

/** Openings before an offer or a decision: 'Don't worry,', 'OK,', 'Here,', 'Wait,', 'Hang on,', 'One moment,'. */
const OFFER_OPENINGS =
  /^(don't worry|do not worry|ok|okay|here|sure|of course|no problem|come on|wait|hang on|hold on|one (moment|second|minute|sec)|just a (moment|second|minute|sec)|wait a (moment|second|minute|sec|bit))$/;
const WAITS =
  /^(wait|hang on|hold on|one (moment|second|minute|sec)|just a (moment|second|minute|sec)|wait a (moment|second|minute|sec|bit))$/;
/** Words of a habit, a time or a condition, with which the present is right ('I cook for you every Sunday'). */
const NOT_NOW =
  /^(every|each|always|often|usually|sometimes|never|normally|when|whenever|if|because|tomorrow|tonight|later|soon|next|today|now|again|already|still|times?|and|but|or)$/;
/** Verbs that say what one thinks or finds, no act ('I find it strange'), and 'get it' (understand). */
const NO_ACT = /^(find|let|make|like|love|hate|want|need|have|see|hear|know|mean|think|feel)$/;

/** The clause after the openings at the sentence's start, and the opening text (or undefined where there is none). */
function afterOpenings(sentence: Word[]): { s: number; opening: string } {
  let s = 0;
  let opening = "";
  for (let chunks = 0; chunks < 2; chunks++) {
    let e = s;
    while (e < sentence.length - 1 && !endsClause(sentence[e])) e++;
    const text = sentence
      .slice(s, e + 1)
      .map((w) => w.lower)
      .join(" ");
    if (!sentence[e]!.trail.includes(",") || !OFFER_OPENINGS.test(text)) break;
    opening = text;
    s = e + 1;
  }
  return { s, opening };
}

/** 'I' and an act at `s`: its verb if plain ('I carry', not 'I always carry', 'I can carry', 'I know'). */
function actAt(sentence: Word[], s: number, lexicon: EnglishLexicon) {
  const verb = sentence[s + 1];
  if (sentence[s]?.text !== "I" || !verb || endsClause(sentence[s]) || !/^[a-z]+$/.test(verb.text)) return undefined;
  // 'do' as a verb of its own only before its object ('I do it', not 'I do like it').
  const doIt = verb.lower === "do" && /^(it|this|that|the)$/.test(sentence[s + 2]?.lower ?? "");
  if ((AUXILIARIES.has(verb.lower) && !doIt) || MID_ADVERBS.has(verb.lower)) return undefined;
  const forms = lexicon.verb(verb.lower);
  if (!forms || verb.lower !== forms.infinitive || STATIVE.has(forms.infinitive) || NO_ACT.test(forms.infinitive))
    return undefined;
  if (!lexicon.tags(verb.lower).has("Verb")) return undefined;
  // 'Wait, I come!' is "I'm coming": a bare 'come' or 'go' is a movement already under way.
  if (/^(come|go)$/.test(forms.infinitive) && endsClause(verb)) return undefined;
  // 'I get it (now)' is 'I understand'.
  const it = sentence[s + 2];
  const understand = it && /^(it|that)$/.test(it.lower) && (endsClause(it) || sentence[s + 3]?.lower === "now");
  if (forms.infinitive === "get" && understand) return undefined;
  let e = s + 1;
  while (e < sentence.length - 1 && !endsClause(sentence[e])) e++;
  // One statement, no question, no habit or time in it.
  if (!/^[.!]*$/.test(sentence[e]!.trail) || e !== sentence.length - 1) return undefined;
  if (sentence.slice(s + 2, e + 1).some((w) => NOT_NOW.test(w.lower) || /\d/.test(w.text))) return undefined;
  return { v: s + 1, e, infinitive: forms.infinitive };
}

const edit = (v: number, infinitive: string, en: string, de: string): GrammarEdit =>
  willAt(v, infinitive, { en: `${en}: I will ${infinitive}`, de: `${de}: I will ${infinitive}` });

/**
 * 'I carry it for you' -> 'I will carry it for you', "Don't worry, I book the tickets for you" -> 'I will book': an
 * act one offers to do 'for you', with its object, takes 'will'. Not a habit ('I cook for you every Sunday'), not a
 * state ('I have a present for you'), only 'I' ('We repair your bike for you' may be a shop's service).
 */
function forYou(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const { s } = afterOpenings(sentence);
  const act = actAt(sentence, s, lexicon);
  if (!act) return [];
  const { v, e } = act;
  // The object, then 'for you' ending the sentence: 'it', 'them', 'your bags', 'the heavy box'.
  if (e - v < 3 || e - v > 6 || sentence[e - 1]!.lower !== "for" || sentence[e]!.lower !== "you") return [];
  const object = sentence.slice(v + 1, e - 1);
  const first = object[0]!.lower;
  if (
    object.length === 1
      ? !/^(it|this|that|them|these|those)$/.test(first)
      : !/^(the|your|this|that|these|those|a|an|some)$/.test(first)
  )
    return [];
  return [edit(v, act.infinitive, "an offer made as you speak takes 'will'", "ein spontanes Angebot steht mit 'will'")];
}

/**
 * 'Wait, I close the window' -> 'I will close', 'Hang on, I get my coat' -> 'I will get': after 'Wait,' the step one
 * decides to take at once takes 'will' ('Wait, I know the answer' is a state, 'Wait, I can help' has its modal).
 */
function waitThenAct(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const { s, opening } = afterOpenings(sentence);
  if (!WAITS.test(opening)) return [];
  const act = actAt(sentence, s, lexicon);
  if (!act) return [];
  return [
    edit(
      act.v,
      act.infinitive,
      "a decision made as you speak takes 'will'",
      "eine spontane Entscheidung steht mit 'will'",
    ),
  ];
}
