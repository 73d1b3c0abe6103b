import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { swapPrepositionAt } from "./preposition-edit";
import { DETERMINERS, endsClause, isCapitalised, POSSESSIVES } from "./words";

/**
 * More prepositions German speakers carry over: a verb's own preposition in any of its forms ('think on' ->
 * 'think about', 'believe on' -> 'in', 'suffer under' -> 'from'), one after its object ('congratulate her to' ->
 * 'on', 'spend money for' -> 'on', 'borrow by' -> 'from'), one too many ('enter in', 'tell to', 'go to home'), one
 * missing ('belongs my father', 'pay the tickets', 'ask the bill'), 'explain me' -> 'explain ... to me', transport
 * ('with the bus' -> 'by bus'), times ('in the weekend', 'on March', 'on winter', 'in the 5th of May') and rooms
 * ('at the kitchen').
 */
export function morePrepositions(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (let i = 0; i < sentence.length; i++) {
    const edit =
      verbPreposition(sentence, i, lexicon) ??
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
const lemma = (lexicon: EnglishLexicon, word: Word | undefined) =>
  word && /^[a-z]+$/.test(word.text) ? lexicon.verb(word.lower)?.infinitive : undefined;
const joined = (a: Word | undefined) => a !== undefined && !endsClause(a);

/** A person after a preposition: a pronoun, a name, or 'my brother', 'the teacher'. */
function isPerson(sentence: Word[], i: number, lexicon: EnglishLexicon): boolean {
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

/** A verb's preposition, right after any of its forms. */
const VERB_PREPOSITIONS: Record<string, Record<string, string>> = {
  think: { on: "about" },
  believe: { on: "in" },
  insist: { for: "on", at: "on", in: "on" },
  suffer: { under: "from" },
  concentrate: { at: "on", to: "on" },
  apologise: { at: "to" },
  apologize: { at: "to" },
};

/** Adjectives German speakers pair with their own preposition ('famous of' for 'berühmt für' aside). */
const ADJECTIVE_PREPOSITIONS: Record<string, Record<string, string>> = {
  famous: { of: "for", with: "for" },
  responsible: { about: "for", with: "for" },
  similar: { like: "to" },
  typical: { of: "for" },
};

/** 'I think on you' -> 'about', 'believe on ghosts' -> 'in', 'famous of' -> 'for', 'laughed about him' -> 'at'. */
function verbPreposition(sentence: Word[], p: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  const word = sentence[p]!;
  const head = sentence[p - 1];
  if (!joined(head) || !joined(word) || !sentence[p + 1]) return undefined;
  const adjective = ADJECTIVE_PREPOSITIONS[head!.lower]?.[word.lower];
  if (adjective) return replace(sentence, p, adjective, head!.lower);
  const verb = lemma(lexicon, head);
  if (!verb) return undefined;
  // 'think on your feet' is an idiom.
  if (verb === "think" && /^(feet|it)$/.test(sentence[p + 2]?.lower ?? "")) return undefined;
  const right = VERB_PREPOSITIONS[verb]?.[word.lower];
  if (right) return replace(sentence, p, right, verb);
  // 'laugh about the story' is right; a person is laughed at.
  if (verb === "laugh" && word.lower === "about" && PERSON_OBJECT.test(sentence[p + 1]!.lower))
    return replace(sentence, p, "at", verb, "people are laughed 'at'", "über Menschen lacht man 'at'");
  return undefined;
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
  const drop = (en: string, de: string): GrammarEdit => ({
    start: p - 1,
    end: p + 1,
    words: [before!.text],
    category: "preposition",
    explain: { en: `${en}: ${before!.lower} ${next.lower}`, de: `${de}: ${before!.lower} ${next.lower}` },
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
    return {
      start: v + 1,
      end: v + 2,
      words: [preposition, next.text],
      category: "preposition",
      explain: {
        en: `'${verb}' goes with '${preposition}': ${example}`,
        de: `'${verb}' steht mit '${preposition}': ${example}`,
      },
    };
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

const VEHICLES = /^(bus|train|car|bike|bicycle|plane|tram|taxi|boat|ferry|coach|underground|metro|subway|motorbike)$/;
const TRAVEL = /^(go|come|get|drive|travel|ride|return|commute|fly)$/;

/** 'I go to work with the bus' -> 'by bus': a means of transport takes 'by' and no article. */
function transport(sentence: Word[], p: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
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
function timeOrPlace(sentence: Word[], p: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
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
      `on ${sentence
        .slice(p + 1, p + (n1 === "the" ? 5 : 4))
        .map((w) => w.text)
        .join(" ")}`,
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
  if (prep === "in" && n1 === "the" && GO_TO.test(n2) && lemma(lexicon, sentence[p - 1]) === "go" && !nounAfter(p + 3))
    return edit("to", "'go' takes 'to' before a place", "'go' steht mit 'to' vor einem Ort", `go to the ${n2}`);
  // 'a question to you' -> 'for you'.
  return undefined;
}

/** Verbs done once by a deadline ('finish by Monday'); 'until' goes with what lasts ('stay until Monday'). */
const DEADLINE = /^(finish|complete|send|submit|return|deliver|pay|hand|decide|book|cancel)$/;

/** 'a question to you' -> 'for', 'while the film' -> 'during', 'finish it until Monday' -> 'by'. */
function conjunctionForPreposition(sentence: Word[], p: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
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
