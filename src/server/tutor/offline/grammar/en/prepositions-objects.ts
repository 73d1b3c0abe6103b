import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { at, dropPrepositionAt, insertPrepositionAt, joined } from "./preposition-edit";
import { isAdverbial, lemmas, readObject } from "./prepositions-heads";
import { PLACES, SEARCHED } from "./prepositions-table";
import { AUXILIARIES, DETERMINERS, endsClause, isCapitalised, POSSESSIVES } from "./words";

/**
 * A verb's object and its preposition: one after the object ('thanked me about' -> 'for', 'asked the waiter after
 * the bill' -> 'for'), one too many after a transitive verb ('entered into the room', 'answer to my question',
 * 'contact with the landlord', 'mention about', 'emphasise on'), one missing after an intransitive verb ('belong
 * your neighbour', 'reply my email', 'happened me', 'participate the meeting').
 */
export function objectPrepositions(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (let i = 0; i < sentence.length; i++) {
    const edit = afterObject(sentence, i, lexicon) ?? needless(sentence, i, lexicon) ?? missing(sentence, i, lexicon);
    if (edit) {
      edits.push(edit);
      i = edit.end;
    }
  }
  return edits;
}

const PERSON = /^(me|you|him|her|us|them)$/;
const verbOf = (lexicon: EnglishLexicon, w: Word | undefined) =>
  w && /^[a-z]+$/i.test(w.text)
    ? lemmas(w.lower, lexicon, AFTER_OBJECT).find((l) => Object.hasOwn(AFTER_OBJECT, l))
    : undefined;

/** Verbs with their object before the preposition, and the right one for a wrong one there. */
const AFTER_OBJECT: Record<string, Record<string, { right: string; objects?: RegExp }>> = {
  thank: { about: { right: "for" }, to: { right: "for" } },
  remind: { on: { right: "of" } },
  protect: { before: { right: "from" } },
  ask: {
    after: {
      right: "for",
      objects:
        /^(bill|menu|check|receipt|help|advice|directions|way|price|money|water|permission|discount|explanation|address|number|password|key|change)$/,
    },
  },
  translate: {
    in: {
      right: "into",
      objects:
        /^(english|german|french|spanish|italian|polish|russian|turkish|arabic|chinese|japanese|dutch|portuguese|greek)$/,
    },
  },
  waste: { for: { right: "on", objects: /^[a-z]+$/ } },
};

/** 'Peter thanked me about the flowers' -> 'for', 'remind me on my appointment' -> 'of'. */
function afterObject(sentence: Word[], p: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  const word = sentence[p]!;
  if (!joined(word) || p < 2) return undefined;
  // The verb before a pronoun or a short noun phrase.
  let v = p - 1;
  if (!PERSON.test(sentence[v]!.lower)) {
    v = p - 2;
    while (v > 0 && p - v <= 4 && !verbOf(lexicon, sentence[v])) v--;
    const object = readObject(sentence, v + 1, lexicon);
    if (!object || object.head !== p - 1) return undefined;
  } else v = p - 2;
  if (sentence.slice(v, p).some((w) => endsClause(w))) return undefined;
  const verb = verbOf(lexicon, sentence[v]);
  const entry = verb ? AFTER_OBJECT[verb]?.[word.lower] : undefined;
  if (!verb || !entry) return undefined;
  // 'waste money for', 'waste time for': only money and time.
  const object = readObject(sentence, p + 1, lexicon);
  if (!object || object.person || object.gerund) return undefined;
  if (
    verb === "waste" &&
    !sentence.slice(v + 1, p).some((w) => /^(money|time|hours|days|euros?|dollars?)$/.test(w.lower))
  )
    return undefined;
  if (entry.objects && !entry.objects.test(sentence[object.head]!.lower)) return undefined;
  if (
    verb === "remind" &&
    /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday|the)$/.test(sentence[p + 1]!.lower)
  )
    return undefined;
  const example = [verb, ...sentence.slice(v + 1, p).map((w) => w.lower), entry.right, sentence[p + 1]!.lower];
  return {
    start: p,
    end: p + 1,
    words: [entry.right],
    category: "preposition",
    explain: {
      en: `'${verb}' goes with '${entry.right}': ${example.join(" ")}`,
      de: `'${verb}' steht mit '${entry.right}': ${example.join(" ")}`,
    },
  };
}

/** Words before a verb that show it is one ('you answer', 'didn't contact', 'to mention', 'please'). */
function isVerbUse(sentence: Word[], v: number): boolean {
  const word = sentence[v]!.lower;
  const before = sentence[v - 1];
  // The sentence's first word is an imperative only in its base form ('Emails to customers ...' is a noun).
  if (!before || endsClause(before)) return (v === 0 && !/s$/.test(word)) || /ed$/.test(word);
  const b = before.lower;
  if (/^(i|you|we|they|he|she|to|please|not|never|already|just|also|always|often|usually|ever|sometimes)$/.test(b))
    return true;
  if (AUXILIARIES.has(b) || b.endsWith("n't") || /^(i'll|we'll|you'll|he'll|she'll|they'll|i'd|we'd)$/.test(b))
    return true;
  // 'contacted', 'mentioned' after a subject noun ('The school contacted ...').
  return /ed$/.test(word) && !DETERMINERS.has(b) && !/^(was|were|is|are|be|been|being|get|got)$/.test(b);
}

/** Transitive verbs and the preposition learners put before their object (and what the object must be). */
const NEEDLESS: Record<string, { wrong: RegExp; object?: RegExp; person?: boolean }> = {
  enter: { wrong: /^into$/, object: PLACES },
  answer: { wrong: /^(to|on)$/, object: /^(questions?|emails?|e-mails?|letters?|messages?|calls?|phone|texts?|door)$/ },
  contact: { wrong: /^(with|to)$/ },
  mention: { wrong: /^about$/ },
  emphasise: { wrong: /^on$/ },
  emphasize: { wrong: /^on$/ },
  describe: { wrong: /^about$/ },
  resemble: { wrong: /^(to|with)$/ },
  obey: { wrong: /^to$/ },
  email: { wrong: /^to$/, person: true },
  text: { wrong: /^to$/, person: true },
  attend: {
    wrong: /^(at|on)$/,
    object:
      /^(meetings?|classes|class|lessons?|courses?|school|university|church|lectures?|conference|wedding|funeral|concert|party|ceremony)$/,
  },
  visit: { wrong: /^to$/, person: true },
  lack: { wrong: /^of$/ },
  follow: { wrong: /^to$/, person: true },
  trust: { wrong: /^to$/, person: true },
  thank: { wrong: /^to$/, person: true },
  remember: { wrong: /^(on|at)$/ },
  // 'join to a club' -> 'join a club' (German 'beitreten'); 'is joined to the house' is a passive.
  join: { wrong: /^to$/ },
};

/** 'He entered into the room' -> 'entered the room', 'answer to my question' -> 'answer my question'. */
function needless(sentence: Word[], p: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  const word = sentence[p]!;
  const verbWord = sentence[p - 1];
  if (!joined(verbWord) || !joined(word) || !verbWord || !/^[a-z]+$/i.test(verbWord.text)) return undefined;
  const verb = lemmas(verbWord.lower, lexicon, NEEDLESS).find((l) => l in NEEDLESS);
  const rule = verb ? NEEDLESS[verb] : undefined;
  if (!verb || !rule?.wrong.test(word.lower)) return undefined;
  // The noun 'emphasis' differs; 'contact', 'answer', 'mention', 'lack', 'text', 'email' are nouns as well.
  if (!/^emphasi[sz]/.test(verb) && !isVerbUse(sentence, p - 1)) return undefined;
  // 'The garage is joined to the house': a passive.
  if (
    verb === "join" &&
    /ed$/.test(verbWord.lower) &&
    /^(is|are|was|were|be|been|being|get|got)$/.test(at(sentence, p - 2))
  )
    return undefined;
  const object = readObject(sentence, p + 1, lexicon);
  if (!object || object.gerund) return undefined;
  const head = sentence[object.head]!.lower;
  if (rule.object && !rule.object.test(head)) return undefined;
  if (rule.person && !object.person) return undefined;
  // 'I remember on Monday', 'remember at school': a time or a place.
  if (verb === "remember" && isAdverbial(sentence, p, object, lexicon)) return undefined;
  // 'enter into an agreement' is right; only a place is entered.
  const shown = sentence.slice(p + 1, object.head + 1).map((w) => w.text);
  return dropPrepositionAt(sentence, p, {
    en: `'${verb}' takes its object without '${word.lower}': ${[verbWord.lower, ...shown].join(" ")}`,
    de: `'${verb}' steht ohne '${word.lower}' vor dem Objekt: ${[verbWord.lower, ...shown].join(" ")}`,
  });
}

/** Intransitive verbs that learners give a direct object. */
const MISSING = Object.fromEntries(
  [
    "belong",
    "reply",
    "happen",
    "apologise",
    "apologize",
    "talk",
    "speak",
    "participate",
    "depend",
    "agree",
    "arrive",
  ].map((v) => [v, true]),
);

/** 'Does this bike belong your neighbour?' -> 'belong to', 'It happened me' -> 'happened to me'. */
function missing(sentence: Word[], v: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  const verbWord = sentence[v]!;
  const next = sentence[v + 1];
  if (!next || !joined(verbWord) || next.lead || !/^[a-z]+$/i.test(verbWord.text)) return undefined;
  const all = lemmas(verbWord.lower, lexicon, MISSING);
  const is = (verb: string) => all.includes(verb);
  const object = readObject(sentence, v + 1, lexicon);
  const insert = (preposition: string): GrammarEdit => {
    const end = object ? object.head + 1 : v + 2;
    const example = [verbWord.lower, preposition, ...sentence.slice(v + 1, end).map((w) => w.text)].join(" ");
    return insertPrepositionAt(sentence, v + 1, preposition, all[0]!, example);
  };
  const pronoun = PERSON.test(next.lower) && next.lower !== "you";
  const phrase = POSSESSIVES.has(next.lower) || /^(the|this|that|these|those)$/.test(next.lower);
  // 'belonging', 'belongings'; 'belong here', 'belong together' take none.
  if (is("belong") && verbWord.lower !== "belonging" && (pronoun || (phrase && object && !object.gerund)))
    return insert("to");
  // 'I'm looking after my keys' -> 'for': searching ('looking after my dog' is caring for it).
  if (
    verbWord.lower === "looking" &&
    next.lower === "after" &&
    /^(am|is|are|was|were|i'm|he's|she's|we're|they're|you're|been)$/.test(sentence[v - 1]?.lower ?? "")
  ) {
    const searched = readObject(sentence, v + 2, lexicon);
    if (
      searched &&
      !searched.person &&
      SEARCHED.test(sentence[searched.head]!.lower) &&
      /^(my|your|his|her|our|their|the|a)$/.test(at(sentence, v + 2))
    )
      return {
        start: v + 1,
        end: v + 2,
        words: ["for"],
        category: "preposition",
        explain: {
          en: `searching is 'looking for': looking for ${at(sentence, v + 2)} ${sentence[searched.head]!.text}`,
          de: `'suchen' heißt 'look for': looking for ${at(sentence, v + 2)} ${sentence[searched.head]!.text}`,
        },
      };
  }
  if (!isVerbUse(sentence, v) && !/(ed|s)$/.test(verbWord.lower)) return undefined;
  // 'reply my email', 'reply me'; 'replied the next day' is a time.
  if (
    is("reply") &&
    (pronoun ||
      (phrase &&
        object &&
        /^(emails?|e-mails?|letters?|messages?|texts?|questions?|invitation|post|comment)$/.test(
          sentence[object.head]!.lower,
        )))
  )
    return insert("to");
  if (is("happen") && pronoun) return insert("to");
  if (is("apologise") || is("apologize")) return pronoun && endsClause(next) ? insert("to") : undefined;
  // 'talk me' only where nothing follows ('talk me into it', 'talk me through it' are phrasal).
  if ((is("talk") || is("speak")) && pronoun && (endsClause(next) || sentence[v + 2]?.lower === "about"))
    return insert("to");
  if (is("participate") && phrase && object && !object.person) return insert("in");
  if (is("depend") && (phrase || /^(it|on)$/.test(next.lower)) && next.lower !== "on" && object) return insert("on");
  // 'I agree you.' ('I agree you should go' drops a 'that').
  if (is("agree") && PERSON.test(next.lower) && endsClause(next)) return insert("with");
  // 'We arrived London' -> 'in London'.
  if (is("arrive") && isCapitalised(next) && lexicon.tags(next.lower).has("City")) return insert("in");
  return undefined;
}
