import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { at, insertPrepositionAt, joined } from "./preposition-edit";
import { lemmas, readObject } from "./prepositions-heads";
import { BE_FORMS, DETERMINERS, endsClause, POSSESSIVES } from "./words";

/**
 * Verbs whose preposition German speakers leave out or put in by their own verb: 'looking a flat' -> 'looking for'
 * ('suchen'), 'look my phone' -> 'look at', 'searching his glasses' -> 'searching for', 'What happened your phone?'
 * -> 'happened to', 'consists out of' -> 'consists of' ('besteht aus').
 */
export function verbPrepositions(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (let v = 0; v < sentence.length; v++) {
    const edit =
      lookingFor(sentence, v, lexicon) ??
      lookAtThing(sentence, v, lexicon) ??
      lookAtPerson(sentence, v) ??
      searchFor(sentence, v, lexicon) ??
      happenedTo(sentence, v, lexicon) ??
      consistOutOf(sentence, v, lexicon);
    if (edit) {
      edits.push(edit);
      v = edit.end;
    }
  }
  return edits;
}

const BE = /^(am|is|are|was|were|been|'m|'re|'s|i'm|he's|she's|we're|they're|you're|it's)$/;
const STILL = /^(still|really|also|now|currently|always|just|desperately|finally|already|all)$/;

/** 'for' (or 'at') put before the object at `o`, explained with the verb and its object up to `end`. */
function insert(sentence: Word[], v: number, o: number, end: number, preposition: string, verb: string): GrammarEdit {
  const object = sentence.slice(o, end).map((w) => w.text);
  const example = [sentence[v]!.lower, preposition, ...object].join(" ");
  return insertPrepositionAt(sentence, o, preposition, verb, example);
}

/** Nouns that make 'look' mean 'seem' ('looking a bit tired', 'looking a mess', 'look the part', 'look your age'). */
const SEEMING =
  /^(bit|little|lot|mess|fool|idiot|picture|treat|sight|wreck|state|fright|dream|million|part|best|age|same|way|other|worse|better|spitting|image|gift|question|word|self|selves)$/;

/** The head of the thing looked for or at after `o`: a determiner, adjectives, a noun ('a flat', 'my new phone'). */
function thing(sentence: Word[], o: number, lexicon: EnglishLexicon, known?: RegExp): number | undefined {
  if (!DETERMINERS.has(at(sentence, o)) || !joined(sentence[o]) || /^(no|every|each)$/.test(at(sentence, o)))
    return undefined;
  // 'her' before a verb or an adverb is the person ('looking her best' is an idiom, below).
  let k = o + 1;
  while (k < o + 4 && joined(sentence[k]) && isAdjectiveOnly(lexicon, at(sentence, k)) && !known?.test(at(sentence, k)))
    k++;
  const head = sentence[k];
  if (!head || /^\p{Lu}/u.test(head.text) || sentence.slice(o + 1, k + 1).some((w) => SEEMING.test(w.lower)))
    return undefined;
  const tags = lexicon.tags(head.lower);
  if (!(known?.test(head.lower) || (tags.has("Noun") && !tags.has("Pronoun") && !tags.has("Value")))) return undefined;
  // A compound's last noun ('a flat share', 'a football club').
  const object = readObject(sentence, o, lexicon);
  return object && object.head > k ? object.head : k;
}

const isAdjectiveOnly = (lexicon: EnglishLexicon, word: string) => {
  const tags = lexicon.tags(word);
  return (tags.has("Adjective") || tags.has("Cardinal")) && !tags.has("Noun");
};

/** Things looked for that compromise may not know as nouns ('a flat'). */
const SOUGHT_ALSO = /^(flat|flats|flatmate|flatshare|roommate|job)$/;

/** Things people look for, which 'a' + adjectives before them do not make a 'seeming' ('looking a cheap flat'). */
const FINDABLE =
  /^(flat|flats|house|apartment|room|job|hotel|restaurant|babysitter|flatmate|roommate|car|present|school|course|doctor|dentist|place|partner|bike|sofa|hobby|teacher|tutor|solution|café|cafe|shop|hostel|nanny|cleaner|gym|club)$/;

/** 'We're looking a flat' -> 'looking for a flat', 'They're still looking a babysitter' (German 'suchen'). */
function lookingFor(sentence: Word[], v: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  if (at(sentence, v) !== "looking" || !joined(sentence[v])) return undefined;
  let be = STILL.test(at(sentence, v - 1)) && joined(sentence[v - 2]) ? v - 2 : v - 1;
  // 'Are you looking a hotel?': the subject between.
  if (/^(i|you|we|they|he|she)$/.test(at(sentence, be)) && /^(am|is|are|was|were)$/.test(at(sentence, be - 1))) be--;
  if (!BE.test(at(sentence, be)) || !joined(sentence[be])) return undefined;
  const head = thing(sentence, v + 1, lexicon, SOUGHT_ALSO);
  if (head === undefined || /^(up|down|through|over|out|like)$/.test(at(sentence, head + 1))) return undefined;
  // 'looking a strong team' may be 'seeming': with adjectives after 'a', only things people look for.
  if (/^(a|an)$/.test(at(sentence, v + 1)) && head > v + 2 && !FINDABLE.test(at(sentence, head))) return undefined;
  // 'looking the photos' is looking at them (German 'anschauen'); what is lost or wanted is looked for.
  const noun = at(sentence, head);
  if (VIEWED.test(noun)) return insert(sentence, v, v + 1, head + 1, "at", "look");
  // 'looking a flat' is searching; 'looking our house' may be 'looking after' it: only what is lost ('my keys').
  const searched = /^(a|an)$/.test(at(sentence, v + 1)) ? FINDABLE.test(noun) || LOST.test(noun) : LOST.test(noun);
  if (!searched) return undefined;
  return insert(sentence, v, v + 1, head + 1, "for", "look");
}

/** What one looks at, not for ('looking the map' -> 'looking at the map'). */
const VIEWED =
  /^(photos?|pictures?|photographs?|paintings?|map|maps|screen|menu|sky|stars|clock|view|window|sea|mirror|board|picture|video|videos|film|document|documents|list|timetable|sign|notes|pages?|book)$/;

/** Where 'look' is plainly an imperative or a request: 'Can you look ...', 'Please look ...', 'Let me look ...'. */
function asked(sentence: Word[], v: number): boolean {
  const [b1, b2] = [at(sentence, v - 1), at(sentence, v - 2)];
  if (v === 0 || endsClause(sentence[v - 1])) return false;
  if (b1 === "please" || b1 === "let's") return true;
  if (b1 === "me" && b2 === "let") return true;
  return b1 === "you" && /^(can|could|will|would|please)$/.test(b2);
}

/** 'Can you look my phone?' -> 'look at my phone': asking someone to look at a thing ('look the word up' stays). */
function lookAtThing(sentence: Word[], v: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  if (at(sentence, v) !== "look" || !joined(sentence[v]) || !asked(sentence, v)) return undefined;
  if (/^(a|an|no|every|each|some|any)$/.test(at(sentence, v + 1))) return undefined;
  const head = thing(sentence, v + 1, lexicon);
  if (head === undefined) return undefined;
  // 'look the report over', 'look it up', 'look the place through' are phrasal verbs.
  const rest = sentence.slice(head + 1).map((w) => w.lower);
  if (rest.some((w) => /^(up|over|through|out|round|around)$/.test(w))) return undefined;
  return insert(sentence, v, v + 1, head + 1, "at", "look");
}

/** 'Why are you looking me like that?' -> 'looking at me' ('looked me in the eye', 'look her up' stay). */
function lookAtPerson(sentence: Word[], v: number): GrammarEdit | undefined {
  const verb = at(sentence, v);
  const person = sentence[v + 1];
  if (!/^(look|looks|looked|looking)$/.test(verb) || !joined(sentence[v]) || !person) return undefined;
  if (!/^(me|him|her|us|them|you)$/.test(person.lower)) return undefined;
  const before = at(sentence, v - 1);
  // A subject, a form of 'be', 'don't' or 'stop' before it: 'look' is the verb, not 'a look'.
  const verbUse =
    BE_FORMS.has(before) ||
    BE.test(before) ||
    /^(i|you|he|she|we|they|don't|didn't|doesn't|stop|please|never|always|just|not|to)$/.test(before) ||
    (v === 0 && verb === "look");
  if (!verbUse) return undefined;
  const after = at(sentence, v + 2);
  if (!endsClause(person) && !/^(like|so|that|when|while|with|and|because|again|all|every|the|strangely)$/.test(after))
    return undefined;
  // 'her' before a noun is a possessive ('look her way' is an idiom).
  if (person.lower === "her" && after === "the") return undefined;
  return {
    start: v + 1,
    end: v + 2,
    words: ["at", person.text],
    category: "preposition",
    explain: {
      en: `'look' takes 'at' before what is looked at: ${verb} at ${person.lower}`,
      de: `'look' steht mit 'at' vor dem, was man ansieht: ${verb} at ${person.lower}`,
    },
  };
}

/** Things lost and looked for, which are not places searched ('search the flat', 'search his pockets' are right). */
const LOST =
  /^(keys?|glasses|sunglasses|passport|jobs?|tickets?|ring|earrings?|umbrella|gloves|solution|answers?|babysitter|flatmate|roommate|words|way|charger|headphones|glove|scarf)$/;

/** 'He is searching his glasses' -> 'searching for': looking for something lost (German 'suchen'). */
function searchFor(sentence: Word[], v: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  const verb = at(sentence, v);
  if (!/^(search|searches|searched|searching)$/.test(verb) || !joined(sentence[v])) return undefined;
  const before = at(sentence, v - 1);
  if (
    !/(ing|ed)$/.test(verb) &&
    !/^(i|you|we|they|he|she|to|will|'ll|can|must|should|don't|didn't|please)$/.test(before)
  )
    return undefined;
  if (/^(a|an|the)$/.test(before)) return undefined;
  const first = at(sentence, v + 1);
  if (!POSSESSIVES.has(first) && !/^(a|an|the)$/.test(first)) return undefined;
  const object = readObject(sentence, v + 1, lexicon);
  if (!object || !LOST.test(at(sentence, object.head))) return undefined;
  return insert(sentence, v, v + 1, object.head + 1, "for", "search");
}

/** Times a thing happens on ('It happened my first day' needs 'on', not 'to'). */
const TIMES = /^(day|days|week|birthday|holiday|holidays|trip|wedding|weekend|time|first|last|night|morning|evening)$/;

/** 'What happened your phone?' -> 'happened to your phone' (the pronouns are in prepositions-objects.ts). */
function happenedTo(sentence: Word[], v: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  const word = sentence[v]!;
  if (!joined(word) || !/^happen/.test(word.lower) || !lemmas(word.lower, lexicon).includes("happen")) return undefined;
  if (!/^(my|your|his|our|their)$/.test(at(sentence, v + 1))) return undefined;
  const object = readObject(sentence, v + 1, lexicon);
  if (!object || object.gerund) return undefined;
  const head = at(sentence, object.head);
  const tags = lexicon.tags(head);
  if (TIMES.test(head) || tags.has("Date") || tags.has("Duration")) return undefined;
  if (sentence.slice(v + 2, object.head + 1).some((w) => TIMES.test(w.lower))) return undefined;
  return insert(sentence, v, v + 1, object.head + 1, "to", "happen");
}

/** 'The sauce consists out of tomatoes' -> 'consists of' (German 'besteht aus'; 'made out of' is right). */
function consistOutOf(sentence: Word[], v: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  const word = sentence[v]!;
  if (!/^consist/.test(word.lower) || !lemmas(word.lower, lexicon).includes("consist")) return undefined;
  if (at(sentence, v + 1) !== "out" || at(sentence, v + 2) !== "of" || !joined(word) || !joined(sentence[v + 1]))
    return undefined;
  return {
    start: v + 1,
    end: v + 3,
    words: ["of"],
    category: "preposition",
    explain: {
      en: `'consist' goes with 'of' alone: ${word.lower} of ${at(sentence, v + 3)}`.trim(),
      de: `'consist' steht nur mit 'of': ${word.lower} of ${at(sentence, v + 3)}`.trim(),
    },
  };
}
