import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { dropPrepositionAt, insertPrepositionAt } from "./preposition-edit";
import { conjunctionForPreposition, timeOrPlace, transport } from "./prepositions-time-place";
import { DETERMINERS, endsClause, isCapitalised, POSSESSIVES } from "./words";

/**
 * More prepositions German speakers carry over: one after its object ('congratulate her to' ->
 * 'on', 'spend money for' -> 'on', 'borrow by' -> 'from'), one too many ('enter in', 'tell to', 'go to home'), one
 * missing ('belongs my father', 'pay the tickets', 'ask the bill'), 'explain me' -> 'explain ... to me', transport
 * ('with the bus' -> 'by bus'), times ('in the weekend', 'on March', 'on winter', 'in the 5th of May') and rooms
 * ('at the kitchen').
 */
export function morePrepositions(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (let i = 0; i < sentence.length; i++) {
    const edit =
      afterObject(sentence, i, lexicon) ??
      needless(sentence, i, lexicon) ??
      missing(sentence, i, lexicon) ??
      explainTo(sentence, i, lexicon) ??
      transport(sentence, i, lexicon) ??
      timeOrPlace(sentence, i, lexicon) ??
      conjunctionForPreposition(sentence, i, lexicon);
    if (edit) {
      edits.push(edit);
      i = edit.end;
    }
  }
  return edits;
}

const PERSON_OBJECT = /^(me|you|him|her|us|them)$/;
export const lemma = (lexicon: EnglishLexicon, word: Word | undefined) =>
  word && /^[a-z]+$/.test(word.text) ? lexicon.verb(word.lower)?.infinitive : undefined;
export const joined = (a: Word | undefined) => a !== undefined && !endsClause(a);

/** A person after a preposition: a pronoun, a name, or 'my brother', 'the teacher'. */
export function isPerson(sentence: Word[], i: number, lexicon: EnglishLexicon): boolean {
  const word = sentence[i];
  if (!word) return false;
  if (PERSON_OBJECT.test(word.lower)) return true;
  if (i > 0 && /^\p{Lu}\p{Ll}+$/u.test(word.text) && lexicon.tags(word.lower).has("Person")) return true;
  if (!POSSESSIVES.has(word.lower) && word.lower !== "the") return false;
  const noun = sentence[i + 1];
  const tags = noun ? lexicon.tags(noun.lower) : undefined;
  return Boolean(
    tags && (tags.has("Actor") || tags.has("FamilyMember") || /^(friend|friends|boss)$/.test(noun!.lower)),
  );
}

function replace(
  sentence: Word[],
  p: number,
  right: string,
  head: string,
  en?: string,
  de?: string,
): GrammarEdit | undefined {
  const object = sentence
    .slice(p + 1, p + 3)
    .map((w) => w.text)
    .filter((_, k) => k === 0 || DETERMINERS.has(sentence[p + 1]!.lower));
  const example = [head, right, ...object].join(" ");
  return {
    start: p,
    end: p + 1,
    words: [right],
    category: "preposition",
    explain: {
      en: `${en ?? `'${head}' goes with '${right}'`}: ${example}`,
      de: `${de ?? `'${head}' steht mit '${right}'`}: ${example}`,
    },
  };
}

const MONEY = /^(money|euros?|dollars?|pounds?|lot|much|fortune|savings|salary)$/;

/** 'congratulated her to her birthday' -> 'on', 'spent money for clothes' -> 'on', 'borrowed it by my brother' -> 'from'. */
function afterObject(sentence: Word[], p: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  const word = sentence[p]!;
  if (!joined(word) || !/^(to|for|by|of)$/.test(word.lower)) return undefined;
  // The verb one to four words back, with nothing that ends a clause between.
  for (let v = p - 2; v >= Math.max(0, p - 5); v--) {
    if (sentence.slice(v, p).some((w) => endsClause(w))) return undefined;
    const verb = /^congratulat(e|es|ed|ing)$/.test(sentence[v]!.lower) ? "congratulate" : lemma(lexicon, sentence[v]);
    if (!verb) continue;
    const object = sentence.slice(v + 1, p).map((w) => w.lower);
    if (verb === "congratulate" && /^(to|for)$/.test(word.lower)) return replace(sentence, p, "on", verb);
    if (verb === "spend" && word.lower === "for" && object.some((w) => MONEY.test(w)))
      return replace(sentence, p, "on", "spend money");
    if (verb === "borrow" && /^(by|of)$/.test(word.lower) && isPerson(sentence, p + 1, lexicon))
      return replace(sentence, p, "from", verb, "you borrow 'from' someone", "man leiht 'from' jemandem");
    return undefined;
  }
  return undefined;
}

const MOTION = /^(go|come|get|run|walk|drive|fly|return|hurry|cycle|travel|arrive|head)$/;

/** 'enter in the room' -> 'enter the room', 'tell to him' -> 'tell him', 'go to home' -> 'go home'. */
function needless(sentence: Word[], p: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  const word = sentence[p]!;
  const before = sentence[p - 1];
  const next = sentence[p + 1];
  if (!joined(before) || !next || !joined(word)) return undefined;
  const verb = lemma(lexicon, before);
  const drop = (en: string, de: string) =>
    dropPrepositionAt(sentence, p, {
      en: `${en}: ${before!.lower} ${next.lower}`,
      de: `${de}: ${before!.lower} ${next.lower}`,
    });
  if (
    next.lower === "home" &&
    /^(to|at|in)$/.test(word.lower) &&
    verb &&
    MOTION.test(verb) &&
    !(verb === "arrive" && word.lower === "at") &&
    (endsClause(next) || !lexicon.tags(sentence[p + 2]?.lower ?? "").has("Noun"))
  )
    return drop(`'home' after '${verb}' takes no preposition`, `'home' steht nach '${verb}' ohne Präposition`);
  if (!verb) return undefined;
  const object = DETERMINERS.has(next.lower) || PERSON_OBJECT.test(next.lower) || isCapitalised(next);
  if (verb === "enter" && word.lower === "in" && object)
    return drop(`'enter' takes no preposition`, `'enter' steht ohne Präposition`);
  if (verb === "tell" && word.lower === "to" && isPerson(sentence, p + 1, lexicon))
    return drop(`'tell' takes no 'to'`, `'tell' steht ohne 'to'`);
  if (/^(phone|ring)$/.test(verb) && word.lower === "to" && isPerson(sentence, p + 1, lexicon))
    return drop(`'${verb}' takes no 'to'`, `'${verb}' steht ohne 'to'`);
  if (verb === "reach" && word.lower === "to" && next.lower === "the" && !/^(reach|reaches)$/.test(before!.lower))
    return drop(`'reach' takes no 'to'`, `'reach' steht ohne 'to'`);
  // 'She married with a dentist' (the verb; 'is married to' is the adjective's).
  if (
    verb === "marry" &&
    word.lower === "with" &&
    !/^(am|is|are|was|were|be|been|get|gets|got|getting|i'm|she's|he's)$/.test(sentence[p - 2]?.lower ?? "") &&
    (isPerson(sentence, p + 1, lexicon) || /^(a|an)$/.test(next.lower))
  ) {
    const noun = sentence[p + 2];
    if (/^(a|an)$/.test(next.lower) && !(noun && lexicon.tags(noun.lower).has("Actor"))) return undefined;
    return drop(`'marry' takes no preposition`, `'marry' steht ohne Präposition`);
  }
  return undefined;
}

/** Things paid for (the bill, the rent, the taxi driver are paid). */
const GOODS =
  /^(tickets?|drinks?|food|meal|dinner|lunch|breakfast|coffees?|beers?|pizza|shopping|groceries|books?|clothes|course|lessons?|holiday|trip|flights?|room|hotel room|petrol|repairs?|taxi|parking)$/;
const ASKED_FOR = /^(bill|menu|check|receipt|help|advice|directions)$/;

/** 'It belongs my father' -> 'belongs to', 'I paid the tickets' -> 'paid for', 'Can I ask the bill?' -> 'ask for'. */
function missing(sentence: Word[], v: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  const verbWord = sentence[v]!;
  const next = sentence[v + 1];
  if (!next || !joined(verbWord) || next.lead) return undefined;
  const verb = lemma(lexicon, verbWord);
  if (!verb) return undefined;
  const insert = (preposition: string): GrammarEdit => {
    const shown = DETERMINERS.has(next.lower) ? [next.text, sentence[v + 2]?.text ?? ""] : [next.text];
    const example = [verbWord.lower, preposition, ...shown].join(" ").trim();
    return insertPrepositionAt(sentence, v + 1, preposition, verb, example);
  };
  if (
    verb === "belong" &&
    verbWord.lower !== "belonging" &&
    (isPerson(sentence, v + 1, lexicon) || /^(the|this|that|a)$/.test(next.lower))
  )
    return insert("to");
  const noun = sentence[v + 2]?.lower ?? "";
  const compound = Boolean(
    sentence[v + 3] && !endsClause(sentence[v + 2]) && lexicon.tags(sentence[v + 3]!.lower).has("Noun"),
  );
  if (verb === "pay" && /^(the|my|our|your|his|her|their)$/.test(next.lower) && GOODS.test(noun) && !compound)
    return insert("for");
  if (verb === "ask" && next.lower === "the" && ASKED_FOR.test(noun)) return insert("for");
  // 'I'll wait you at the station' (the existing rule leaves 'wait you', which may start 'wait, you ...').
  if (verb === "wait" && next.lower === "you" && !endsClause(verbWord)) {
    const after = sentence[v + 2];
    if (endsClause(next) || (after && /^(at|in|outside|here|there|until|till|for|in front)$/.test(after.lower)))
      return insert("for");
  }
  return undefined;
}

/** 'Can you explain me this word?' -> 'explain this word to me', 'explain me how' -> 'explain to me how'. */
function explainTo(sentence: Word[], v: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  const verbWord = sentence[v]!;
  const person = sentence[v + 1];
  if (lemma(lexicon, verbWord) !== "explain" || !person || !PERSON_OBJECT.test(person.lower) || endsClause(verbWord))
    return undefined;
  if (person.lower === "you" || endsClause(person)) return undefined;
  const next = sentence[v + 2];
  if (!next) return undefined;
  const explain = (example: string) => ({
    en: `'explain' takes 'to' before the person: ${example}`,
    de: `'explain' steht mit 'to' vor der Person: ${example}`,
  });
  if (/^(how|what|why|where|when|who|which|that|if|whether)$/.test(next.lower)) {
    const example = `explain to ${person.lower} ${next.lower}`;
    return { start: v + 1, end: v + 2, words: ["to", person.text], category: "preposition", explain: explain(example) };
  }
  if (!DETERMINERS.has(next.lower)) return undefined;
  // The thing explained: a determiner, adjectives and a noun up to the clause's end.
  let end = v + 3;
  while (end < sentence.length && !endsClause(sentence[end - 1])) end++;
  const thing = sentence.slice(v + 2, end);
  if (
    thing.length > 4 ||
    !thing.slice(1).every((w) => lexicon.tags(w.lower).has("Noun") || lexicon.tags(w.lower).has("Adjective"))
  )
    return undefined;
  const words = [...thing.map((w) => w.text), "to", person.text];
  return {
    start: v + 1,
    end,
    words,
    category: "preposition",
    explain: explain(`explain ${words.join(" ")}`),
  };
}
