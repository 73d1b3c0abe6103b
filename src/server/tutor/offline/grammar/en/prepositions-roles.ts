import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { at, editsAt, joined, swapPrepositionAt } from "./preposition-edit";
import { isAdverbial, lemmas, readObject } from "./prepositions-heads";
import { DETERMINERS, textOf } from "./words";

/**
 * Roles and relations German speakers word by their own prepositions: 'arbeitet als' -> 'works like a nurse' ('as'),
 * 'gemalt von' -> 'painted from my grandmother' ('by'), 'sich kümmern um' -> 'take care about' ('of'), 'neben' ->
 * 'next from the post office' ('next to').
 */
export function rolePrepositions(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  return editsAt(
    sentence,
    1,
    (p) =>
      workAs(sentence, p, lexicon) ??
      agentBy(sentence, p, lexicon) ??
      takeCareOf(sentence, p, lexicon) ??
      nextTo(sentence, p, lexicon),
  );
}

const shown = (sentence: Word[], from: number, to: number) => textOf(sentence, from, to);

/** Jobs, which 'work as' names ('works like a horse', 'like a machine', 'like a charm' are likenesses and stay). */
const JOB_HEADS =
  /^(nurse|teacher|doctor|waiter|waitress|cook|chef|driver|engineer|secretary|cleaner|mechanic|cashier|programmer|developer|nanny|babysitter|pair|receptionist|translator|interpreter|electrician|plumber|salesman|saleswoman|salesperson|assistant|hairdresser|lawyer|accountant|journalist|photographer|designer|architect|pilot|farmer|baker|butcher|builder|carpenter|policeman|policewoman|officer|firefighter|soldier|manager|intern|trainee|apprentice|tutor|guide|volunteer|consultant|dentist|vet|pharmacist|bartender|barista|courier|postman|caretaker|carer|gardener|librarian|lecturer|professor|researcher|scientist|technician|tailor|musician|singer|actor|actress|model|editor|writer|clerk|housekeeper|freelancer|guard|attendant|worker|helper|agent|analyst|coach|instructor)$/;

const modifies = (lexicon: EnglishLexicon, word: string) =>
  /-/.test(word) || ["Adjective", "Noun", "Demonym"].some((t) => lexicon.tags(word).has(t));

/** 'My mother works like a nurse' -> 'as a nurse': a job one has (German 'als'); 'works like a horse' is a likeness. */
function workAs(sentence: Word[], p: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  if (at(sentence, p) !== "like" || !joined(sentence[p])) return undefined;
  // 'works like', 'worked there like', 'is working part-time like'.
  let v = p - 1;
  if (/^(here|there|now|still|part-time|full-time|today|mostly|mainly|currently)$/.test(at(sentence, v))) v--;
  if (!joined(sentence[v]) || !/^work(s|ed|ing)?$/.test(at(sentence, v))) return undefined;
  if (DETERMINERS.has(at(sentence, v - 1))) return undefined;
  if (!/^(a|an)$/.test(at(sentence, p + 1)) || !joined(sentence[p + 1])) return undefined;
  // The job: 'a nurse', 'an English teacher', 'a tour guide', 'a part-time waiter'.
  let h = p + 2;
  while (h < p + 4 && joined(sentence[h]) && !JOB_HEADS.test(at(sentence, h)) && modifies(lexicon, at(sentence, h)))
    h++;
  if (!JOB_HEADS.test(at(sentence, h))) return undefined;
  // 'like a doctor's wife', 'like a teacher would' are likenesses.
  const after = sentence[h + 1];
  if (joined(sentence[h]) && after && (/^(would|does|did|'s|who)$/.test(after.lower) || /'s$/.test(at(sentence, h))))
    return undefined;
  if (after && joined(sentence[h]) && lexicon.tags(after.lower).has("Noun") && !/^(in|at)$/.test(after.lower))
    return undefined;
  return swapPrepositionAt(p)(
    "as",
    "a job one does takes 'as' ('like' compares)",
    "'arbeiten als' heißt 'work as' ('like' vergleicht)",
    `${at(sentence, v)} as ${shown(sentence, p + 1, h + 1)}`,
  );
}

/** Verbs whose passive names the doer with 'by' ('stolen from', 'sent from', 'chosen from' someone are right: out). */
const DONE_BY =
  /^(paint|write|build|design|invent|direct|compose|draw|make|cook|bake|sew|knit|found|organise|organize|invite|discover|create|produce|photograph|raise|love|hate|like|admire|criticise|criticize|praise|help|ask|tell|call|visit|kiss|bite|attack|arrest|check|correct|mark|teach|train|record|sing|play|eat|clean|fix|repair|plant|decorate|pay|interview|examine|treat|welcome|greet|sign|prepare|read|watch|see|wake|hurt|bully|film)$/;
const PASSIVE_BE =
  /^(am|is|are|was|were|be|been|being|get|gets|got|gotten|getting|'m|'re|'s|i'm|he's|she's|it's|we're|they're|you're)$/;

/** 'This picture was painted from my grandmother' -> 'by': the doer of a passive (German 'von'). */
function agentBy(sentence: Word[], p: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  if (at(sentence, p) !== "from" || !joined(sentence[p]) || !joined(sentence[p - 1])) return undefined;
  const participle = sentence[p - 1]!;
  if (!/^[a-z]+$/.test(participle.text)) return undefined;
  const forms = lexicon.verb(participle.lower);
  if (!/ed$/.test(participle.lower) && forms?.participle !== participle.lower && forms?.past !== participle.lower)
    return undefined;
  const verb = lemmas(participle.lower, lexicon).find((l) => DONE_BY.test(l));
  if (!verb) return undefined;
  // A form of 'be' or 'get' before it, past adverbs ('was beautifully painted', 'have all been invited').
  let k = p - 2;
  while (
    k >= p - 4 &&
    joined(sentence[k]) &&
    /(ly|all|both|never|always|also|just|already|not|often)$/.test(at(sentence, k))
  )
    k--;
  if (!joined(sentence[k]) || !PASSIVE_BE.test(at(sentence, k))) return undefined;
  const object = readObject(sentence, p + 1, lexicon);
  if (!object?.person || object.gerund) return undefined;
  return swapPrepositionAt(p)(
    "by",
    "a passive names its doer with 'by'",
    "im Passiv steht der Handelnde mit 'by' ('von')",
    `${participle.lower} by ${shown(sentence, p + 1, object.head + 1)}`,
  );
}

/** 'I have to take care about my brother' -> 'take care of' (German 'sich kümmern um'; 'care about' alone is right). */
function takeCareOf(sentence: Word[], p: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  // 'take care with the knife', 'on the stairs', 'to lock it' are being careful, and right.
  if (!/^(about|for)$/.test(at(sentence, p)) || !joined(sentence[p])) return undefined;
  if (at(sentence, p - 1) !== "care" || !joined(sentence[p - 1])) return undefined;
  let k = p - 2;
  if (/^(good|great|better|extra|special|proper|more|best|enough)$/.test(at(sentence, k))) k--;
  if (!joined(sentence[k]) || !/^(take|takes|took|taken|taking)$/.test(at(sentence, k))) return undefined;
  // 'Take care for now!', 'take care for the rest of the week' are times.
  const object = readObject(sentence, p + 1, lexicon);
  if (!object || object.gerund || /^(now|rest|moment|while)$/.test(at(sentence, object.head))) return undefined;
  if (!object.person && isAdverbial(sentence, p, object, lexicon)) return undefined;
  return swapPrepositionAt(p)(
    "of",
    "'take care' goes with 'of'",
    "'sich kümmern um' heißt 'take care of'",
    `take care of ${shown(sentence, p + 1, object.head + 1)}`,
  );
}

/** What 'be next' can be in a row of ('You're next at the counter', 'next from our team' are an order, not a place). */
const ROWS =
  /^(team|group|class|list|queue|line|row|family|club|school|left|right|top|bottom|end|round|kin|counter|desk|till|checkout|reception|bar|gate|window)$/;

/** 'The bakery is next from the post office' -> 'next to' (German 'neben'). */
function nextTo(sentence: Word[], p: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  if (!/^(from|of|at)$/.test(at(sentence, p)) || !joined(sentence[p])) return undefined;
  if (at(sentence, p - 1) !== "next" || !joined(sentence[p - 1])) return undefined;
  // 'is next', 'sat next', 'right next'; not 'the next from Munich', 'What's next'.
  const before = at(sentence, p - 2);
  const verb = lemmas(before, lexicon).some((l) =>
    /^(sit|stand|live|park|put|place|lie|sleep|wait|walk|stay|work|be|hang|keep|leave|build|open)$/.test(l),
  );
  if (
    !verb &&
    !PASSIVE_BE.test(before) &&
    !/^(right|directly|just|immediately|room|house|shop|flat|door)$/.test(before)
  )
    return undefined;
  if (sentence.slice(0, p).some((w) => /^(who|what|what's|who's|which)$/.test(w.lower))) return undefined;
  const object = readObject(sentence, p + 1, lexicon);
  if (!object || object.gerund || ROWS.test(at(sentence, object.head))) return undefined;
  return swapPrepositionAt(p)(
    "to",
    "'next' takes 'to' for a place beside",
    "'neben' heißt 'next to'",
    `next to ${shown(sentence, p + 1, object.head + 1)}`,
  );
}
