import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { phrase, readSubject, type Subject } from "./subject";
import { pastInClause } from "./tense-clauses";
import { moreTense } from "./tense-more";
import { AUXILIARIES, endsClause, isNumberWord, MID_ADVERBS, type Person, SUBJECT_PRONOUNS } from "./words";

/**
 * Tense: a clear past time ('yesterday', 'last week', 'two years ago', 'in 2019') takes the simple past ('Yesterday
 * I go' -> 'went', 'Have you seen it last night?' -> 'Did you see'); 'since 2018' the present perfect ('I have this
 * car since 2018' -> 'have had'); and after 'will', 'did' or a modal comes the infinitive ('didn't went' -> 'go').
 */
export function tense(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const past = pastTime(sentence, lexicon);
  return [
    ...(past.length > 0 ? past : pastInClause(sentence, lexicon)),
    ...sinceTime(sentence, lexicon),
    ...howLong(sentence, lexicon),
    ...rightNow(sentence, lexicon),
    ...weatherTomorrow(sentence),
    ...infinitiveAfter(sentence, lexicon),
    ...moreTense(sentence, lexicon),
  ];
}

const TIME_NOUNS =
  /^(night|week|month|year|weekend|summer|winter|spring|autumn|fall|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|christmas|easter)$/;
const DURATIONS = /^(seconds?|minutes?|hours?|days?|weeks?|months?|years?|decades?|centuries|century)$/;

/** A time expression at `i` and its end: 'yesterday (evening)', 'last week', 'two years ago', 'in 2019'. */
export function pastMarker(sentence: Word[], i: number, lexicon: EnglishLexicon): number | undefined {
  const word = sentence[i]!.lower;
  const next = sentence[i + 1]?.lower ?? "";
  // 'since last year' is where a time starts, not a past time.
  if (/^(since|until|till)$/.test(sentence[i - 1]?.lower ?? "")) return undefined;
  if (word === "earlier" && next === "today" && !endsClause(sentence[i])) return i + 2;
  if (word === "yesterday")
    return /^(morning|afternoon|evening)$/.test(next) && !endsClause(sentence[i]) ? i + 2 : i + 1;
  if (word === "last" && TIME_NOUNS.test(next) && !endsClause(sentence[i])) {
    // 'the last week of June' is no past time.
    return sentence[i - 1]?.lower === "the" ? undefined : i + 2;
  }
  if (word === "in" && /^\d{4}$/.test(next) && Number(next) < new Date().getFullYear() && Number(next) > 1000)
    return i + 2;
  // '(two years | a week | ten minutes) ago'
  if (
    (isNumberWord(lexicon, word) || word === "a" || word === "an") &&
    DURATIONS.test(next) &&
    sentence[i + 2]?.lower === "ago"
  )
    return endsClause(sentence[i]) || endsClause(sentence[i + 1]) ? undefined : i + 3;
  return undefined;
}

/** 'When I was a child,' before the main clause: a past time too. Returns the index after its comma. */
function pastClause(sentence: Word[]): number | undefined {
  if (sentence[0]?.lower !== "when") return undefined;
  const comma = sentence.findIndex((w) => w.trail.includes(","));
  if (comma < 2 || comma > 8) return undefined;
  const clause = sentence.slice(1, comma + 1);
  const verbs = clause.filter((w) => AUXILIARIES.has(w.lower));
  return verbs.length === 1 && /^(was|were)$/.test(verbs[0]!.lower) ? comma + 1 : undefined;
}

/** The verb group after a subject: skipped mid-position adverbs, then the verb. */
export function verbAfter(sentence: Word[], subject: Subject): number {
  let v = subject.end;
  while (MID_ADVERBS.has(sentence[v]?.lower ?? "") && !endsClause(sentence[v])) v++;
  return v;
}

export const BE_PAST: Record<Person, string> = { "1s": "was", "2": "were", "3s": "was", p: "were" };
const HAVE: Record<Person, string> = { "1s": "have", "2": "have", "3s": "has", p: "have" };

/** The verb group [v, end) in the simple past, or undefined where it is past already or unsure. */
export function toPast(
  sentence: Word[],
  v: number,
  subject: Subject,
  lexicon: EnglishLexicon,
): { end: number; words: string[] } | undefined {
  const verb = sentence[v];
  if (!verb || !/^[a-z']+$/.test(verb.text)) return undefined;
  const word = verb.lower;
  const next = sentence[v + 1];
  if (/^(am|is|are)$/.test(word)) return { end: v + 1, words: [BE_PAST[subject.person]] };
  if (word === "isn't" || word === "aren't") return { end: v + 1, words: [`${BE_PAST[subject.person]}n't`] };
  if (/^(don't|doesn't)$/.test(word)) return { end: v + 1, words: ["didn't"] };
  if (/^(do|does)$/.test(word) && next?.lower === "not") return { end: v + 1, words: ["did"] };
  if (/^(can|can't)$/.test(word)) return { end: v + 1, words: [word === "can" ? "could" : "couldn't"] };
  if ((word === "have" || word === "has") && next && !endsClause(verb)) {
    // The present perfect with a past time: 'two years ago I have moved' -> 'moved'.
    const participle = lexicon.verb(next.lower);
    if (participle && participle.participle === next.lower && participle.infinitive !== next.lower) {
      const past = participle.infinitive === "be" ? BE_PAST[subject.person] : participle.past;
      return { end: v + 2, words: [past] };
    }
    if (next.lower === "got" || next.lower === "to") return undefined;
  }
  if (AUXILIARIES.has(word)) return word === "have" || word === "has" ? { end: v + 1, words: ["had"] } : undefined;
  const forms = lexicon.verb(word);
  if (!forms || (word !== forms.infinitive && word !== forms.present) || forms.past === word) return undefined;
  // A word that is also a noun or adjective is the verb only where the word after it is not one ('I watch TV').
  const tags = lexicon.tags(word);
  if ((tags.has("Noun") || tags.has("Adjective")) && !subject.pronoun && (!next || endsClause(verb))) return undefined;
  return { end: v + 1, words: [forms.past] };
}

/** 'Yesterday I go' -> 'went', 'My train arrives late yesterday' -> 'arrived', 'Have you seen it last night?'. */
function pastTime(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  let marker: [number, number] | undefined;
  for (let i = 0; i < sentence.length && !marker; i++) {
    const end = pastMarker(sentence, i, lexicon);
    if (end !== undefined) marker = [i, end];
  }
  const clauseEnd = pastClause(sentence);
  if (clauseEnd !== undefined) marker = [0, clauseEnd];
  // 'When have you arrived?': 'when' asks for a finished time, so it takes the past tense as a time does.
  if (!marker && sentence[0]?.lower === "when" && /^(have|has)$/.test(sentence[1]?.lower ?? "")) {
    const question = askedInPerfect(sentence, sentence.length, lexicon);
    if (!question) return [];
    const explain = {
      en: `'when' asks for a finished time, so use the past tense: ${question.example}`,
      de: `'when' fragt nach einem abgeschlossenen Zeitpunkt, darum steht die Vergangenheit: ${question.example}`,
    };
    return [{ ...question, category: "verb-form", explain }];
  }
  if (!marker) return [];
  const [start, end] = marker;
  const explain = pastTenseExplanation(sentence, start, end);

  const question = askedInPerfect(sentence, start, lexicon);
  if (question) return [{ ...question, category: "verb-form", explain: explain(question.example) }];

  // The clause the time belongs to: after it when it comes first, else the sentence's first clause before it.
  const s = start === 0 ? end : 0;
  const subject = readSubject(sentence, s, lexicon, true);
  if (!subject) return [];
  const v = verbAfter(sentence, subject);
  if (start > 0) {
    // Between the verb and the time: no other verb, no other clause ('I know that he left yesterday').
    const group = verbGroupEnd(sentence, v, lexicon);
    const between = sentence.slice(group, start);
    if (v >= start || group > start || sentence.slice(v, start - 1).some((w) => endsClause(w))) return [];
    if (between.some((w) => isClauseWord(w, lexicon))) return [];
  }
  const past = toPast(sentence, v, subject, lexicon);
  if (!past) return [];
  const who = phrase(sentence, subject.start, subject.end, lexicon);
  return [
    {
      start: v,
      end: past.end,
      words: past.words,
      category: "verb-form",
      explain: explain(`${who} ${past.words.join(" ")}`),
    },
  ];
}

/**
 * The end of the verb group at `v`: 'have seen', 'don't go', 'is married', 'get married' are one group, so the
 * participle or infinitive in it is no second clause's verb.
 */
export function verbGroupEnd(sentence: Word[], v: number, lexicon: EnglishLexicon): number {
  const verb = sentence[v]?.lower ?? "";
  const next = sentence[v + 1];
  if (!next || endsClause(sentence[v])) return v + 1;
  // 'don't go', and 'don't saw' (a learner's form of the same group).
  if (/^(don't|doesn't|didn't)$/.test(verb))
    return lexicon.verb(next.lower) && /^[a-z]+$/.test(next.text) ? v + 2 : v + 1;
  if (/^(have|has|haven't|hasn't|am|is|are|was|were|get|gets|got)$/.test(verb) && isPerfect(next, lexicon))
    return v + 2;
  return v + 1;
}

/** A word that starts or carries another clause: a joining word or a finite verb. */
export function isClauseWord(word: Word, lexicon: EnglishLexicon): boolean {
  if (/^(that|because|when|who|which|if|and|but|so|while|where|i|he|she|we|they)$/.test(word.lower)) return true;
  if (AUXILIARIES.has(word.lower)) return true;
  const tags = lexicon.tags(word.lower);
  return tags.has("Verb") && !tags.has("Noun") && !tags.has("Adjective") && !tags.has("Preposition");
}

/**
 * 'Have you seen the film last night?' -> 'Did you see', 'Do you go there yesterday?' -> 'Did you go', 'What have
 * you done last weekend?' -> 'What did you do', 'Where have you been yesterday?' -> 'Where were you'.
 */
function askedInPerfect(
  sentence: Word[],
  markerStart: number,
  lexicon: EnglishLexicon,
): { start: number; end: number; words: string[]; example: string } | undefined {
  // The auxiliary first, or after one question word.
  const q = /^(what|where|when|why|who|which|how)$/.test(sentence[0]?.lower ?? "") ? 1 : 0;
  const aux = sentence[q];
  if (!aux || !/^(have|has|do|does|is|are|am)$/.test(aux.lower) || markerStart <= q) return undefined;
  if (!sentence.at(-1)?.trail.includes("?") || endsClause(sentence[0]) || endsClause(aux)) return undefined;
  // The subject: a pronoun, or a noun phrase or name ('Has your brother finished school last year?').
  let pronoun = SUBJECT_PRONOUNS[sentence[q + 1]?.lower ?? ""];
  let after = q + 2;
  if (!pronoun) {
    const read = readSubject(sentence, q + 1, lexicon, true);
    if (!read || endsClause(sentence[read.end - 1]) || read.end >= markerStart) return undefined;
    pronoun = read.person;
    after = read.end;
  }
  // 'Is the woman who called yesterday your sister?': the time belongs to another clause.
  if (sentence.slice(after, markerStart).some((w) => /^(who|which|that|when|because|if|where)$/.test(w.lower)))
    return undefined;
  const subjectWords = sentence.slice(q + 1, after).map((w) => w.text);
  const subject = subjectWords.join(" ");
  const cap = (w: string) => (q === 0 ? w.charAt(0).toUpperCase() + w.slice(1) : w);
  if (/^(is|are|am)$/.test(aux.lower)) {
    const be = BE_PAST[pronoun];
    return { start: q, end: q + 1, words: [cap(be)], example: `${be} ${subject}` };
  }
  if (/^(do|does)$/.test(aux.lower)) return { start: q, end: q + 1, words: [cap("did")], example: `did ${subject}` };
  const participle = sentence[after];
  const forms = participle && lexicon.verb(participle.lower);
  if (participle?.lower === "been") {
    // 'Where have you been yesterday?' -> 'Where were you'; 'have you been living' stays unsure.
    const next = sentence[after + 1];
    if (next && lexicon.tags(next.lower).has("Gerund")) return undefined;
    const be = BE_PAST[pronoun];
    return { start: q, end: after + 1, words: [cap(be), ...subjectWords], example: `${be} ${subject}` };
  }
  if (!forms || forms.participle !== participle.lower || forms.infinitive === participle.lower) return undefined;
  return {
    start: q,
    end: after + 1,
    words: [cap("did"), ...subjectWords, forms.infinitive],
    example: `did ${subject} ${forms.infinitive}`,
  };
}

/** 'since 2018', 'since last May', 'since Monday': a point in time, not 'since' meaning 'because'. */
function sinceMarker(sentence: Word[], i: number): number | undefined {
  if (sentence[i]?.lower !== "since" || endsClause(sentence[i])) return undefined;
  const next = sentence[i + 1]!.lower;
  if (/^\d{4}$/.test(next) || next === "yesterday" || TIME_NOUNS.test(next)) return i + 2;
  // 'since I was a child', 'since we moved here': a clause that names a point in the past.
  const [verb, after] = [sentence[i + 2]?.lower ?? "", sentence[i + 3]?.lower ?? ""];
  if (/^(i|he|she|we|they)$/.test(next) && !endsClause(sentence[i + 1])) {
    if (/^(was|were)$/.test(verb) && /^(a|young|little|small|born|ten|twelve|eighteen|at|in)$/.test(after))
      return i + 3;
    if (/^(moved|came|arrived|started|began|met|left|got|finished|retired)$/.test(verb)) return i + 3;
  }
  if (next === "last" && TIME_NOUNS.test(sentence[i + 2]?.lower ?? "")) return i + 3;
  return undefined;
}

/** 'I have this car since 2018' -> 'have had', 'I know her since May' -> 'have known', 'I am here since Monday'. */
function sinceTime(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  let marker: [number, number] | undefined;
  for (let i = 1; i < sentence.length && !marker; i++) {
    const end = sinceMarker(sentence, i);
    if (end !== undefined) marker = [i, end];
  }
  // 'for ten years' with 'know', the one verb whose present simple never lasts a time: 'I know her for years'.
  for (let i = 1; i < sentence.length && !marker; i++) {
    if (sentence[i]?.lower !== "for" || endsClause(sentence[i])) continue;
    const [amount, unit] = [sentence[i + 1]?.lower ?? "", sentence[i + 2]?.lower ?? ""];
    if ((isNumberWord(lexicon, amount) || /^(a|many|several)$/.test(amount)) && DURATIONS.test(unit))
      marker = [i, i + 3];
  }
  if (!marker) return [];
  const [start, end] = marker;
  const isFor = sentence[start]!.lower === "for";
  const subject = readSubject(sentence, 0, lexicon);
  if (!subject) return [];
  const v = verbAfter(sentence, subject);
  const verb = sentence[v];
  if (
    !verb ||
    v >= start ||
    sentence.slice(verbGroupEnd(sentence, v, lexicon), start).some((w) => isClauseWord(w, lexicon))
  )
    return [];
  if (sentence.slice(v, start - 1).some((w) => endsClause(w))) return [];
  const word = verb.lower;
  const forms = lexicon.verb(word);
  const be = /^(am|is|are)$/.test(word);
  if ((!forms && !be) || (isFor && forms?.infinitive !== "know")) return [];
  let words: string[] | undefined;
  if (be) {
    // 'I am here since Monday' -> 'have been' ('I am living here since 2018' -> 'have been living').
    words = [HAVE[subject.person], "been"];
  } else if (
    forms &&
    !AUXILIARIES.has(word) &&
    (word === forms.infinitive || word === forms.present) &&
    forms.past !== word
  ) {
    words = [HAVE[subject.person], forms.participle];
  } else if ((word === "have" || word === "has") && !isPerfect(sentence[v + 1], lexicon)) {
    words = [HAVE[subject.person], "had"];
  }
  if (!words) return [];
  const when = sentence
    .slice(start, end)
    .map((w) => w.text)
    .join(" ");
  const example = `${phrase(sentence, subject.start, subject.end, lexicon)} ${words.join(" ")}`;
  return [
    {
      start: v,
      end: v + 1,
      words,
      category: "verb-form",
      explain: {
        en: `with '${when}' use the present perfect: ${example}`,
        de: `mit '${when}' steht das Present Perfect: ${example}`,
      },
    },
  ];
}

/** A participle after 'have' ('have lived', 'have been', 'have got'): the perfect already. */
function isPerfect(word: Word | undefined, lexicon: EnglishLexicon): boolean {
  const forms = word && lexicon.verb(word.lower);
  return Boolean(forms && forms.participle === word.lower && forms.infinitive !== word.lower);
}

/** Words after which the verb is an infinitive. */
const TAKES_INFINITIVE = new Set([
  "did",
  "didn't",
  "does",
  "doesn't",
  "do",
  "don't",
  "will",
  "won't",
  "can",
  "can't",
  "cannot",
  "could",
  "couldn't",
  "would",
  "wouldn't",
  "should",
  "shouldn't",
  "must",
  "mustn't",
  "might",
  "may",
]);

/** Verbs whose 'to' after them starts an infinitive ('going to buy', 'want to visit', 'have to work'). */
const TO_INFINITIVE =
  /^(going|gonna|want|wants|wanted|need|needs|needed|have|has|had|try|tries|tried|decide|decided|plan|plans|planned|hope|hopes|hoped|like|learn|learned|learnt|forget|forgot|remember|able|used)$/;

/** 'I didn't went' -> 'go', 'She will came' -> 'come', 'Did you saw it?' -> 'see'. */
function infinitiveAfter(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  sentence.forEach((aux, a) => {
    // 'going to', 'want to', 'have to': the 'to' of an infinitive ('to' is a preposition elsewhere).
    const infinitiveTo = aux.lower === "to" && TO_INFINITIVE.test(sentence[a - 1]?.lower ?? "");
    if ((!TAKES_INFINITIVE.has(aux.lower) && !infinitiveTo) || endsClause(aux)) return;
    let v = a + 1;
    // 'Did you ...', 'will not', 'can always'
    const asks = a === 0 || (a <= 2 && /^(what|where|when|why|how|who|which)$/.test(sentence[0]!.lower));
    const asked =
      asks && !/^(i|you|he|she|it|we|they)$/.test(sentence[v]?.lower ?? "")
        ? askedSubject(sentence, v, lexicon)
        : undefined;
    if (asks && /^(i|you|he|she|it|we|they)$/.test(sentence[v]?.lower ?? "")) v++;
    // 'Does your brother ...', 'When did the plumber ...': a noun phrase asked about.
    else if (asked !== undefined && /^(did|does|do|will|can|could|would|should)$/.test(aux.lower)) v = asked;
    // 'do' and 'does' are main verbs too ('I do sports'): only in a question ('Does she ...') or negated.
    else if (/^(do|does)$/.test(aux.lower) && sentence[v]?.lower !== "not") return;
    while (
      /^(not|never|always|also|really|just|still|ever)$/.test(sentence[v]?.lower ?? "") &&
      !endsClause(sentence[v])
    )
      v++;
    const verb = sentence[v];
    if (!verb || !/^[a-z]+$/.test(verb.text)) return;
    const forms = lexicon.verb(verb.lower);
    if (!forms || forms.infinitive === verb.lower || (forms.infinitive === "be" && verb.lower !== "been")) return;
    const tags = lexicon.tags(verb.lower);
    // 'doesn't works', 'will comes': a third person form; a plural noun there would start a question ('Will pets ...').
    const thirdPerson = verb.lower === forms.present && (a > 0 || v > 1);
    // After 'to' a noun may follow ('going to parties'): only words that are verbs alone.
    if (infinitiveTo && (tags.has("Noun") || tags.has("Adjective") || v !== a + 1)) return;
    if (!thirdPerson) {
      if (!tags.has("PastTense") && !tags.has("Participle")) return;
      if (verb.lower !== forms.past && verb.lower !== forms.participle) return;
      // After 'did' and its subject no adjective can stand ('Did the plumber fixed it?'), so 'fixed' is the verb.
      const afterDid = /^(did|didn't)$/.test(aux.lower) && v > a + 1 && !tags.has("Noun");
      if ((tags.has("Adjective") && !afterDid) || tags.has("Noun")) return;
    }
    const modal = infinitiveTo ? `${sentence[a - 1]!.lower} to` : aux.lower;
    edits.push({
      start: v,
      end: v + 1,
      words: [forms.infinitive],
      category: "verb-form",
      explain: {
        en: `after '${modal}' comes the infinitive: ${modal} ${forms.infinitive}`,
        de: `nach '${modal}' steht der Infinitiv: ${modal} ${forms.infinitive}`,
      },
    });
  });
  return edits;
}

/** The end of a noun-phrase subject after a question's auxiliary ('Does your brother ...'), if plainly one. */
function askedSubject(sentence: Word[], i: number, lexicon: EnglishLexicon): number | undefined {
  if (!sentence.at(-1)?.trail.includes("?")) return undefined;
  const subject = readSubject(sentence, i, lexicon, true);
  return subject && !endsClause(sentence[subject.end - 1]) ? subject.end : undefined;
}

/** 'How long do you know her?' -> 'How long have you known her?' ('know' never lasts a time in the present). */
function howLong(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  if (sentence[0]?.lower !== "how" || sentence[1]?.lower !== "long") return [];
  const aux = sentence[2];
  if (!aux || !/^(do|does)$/.test(aux.lower)) return [];
  const person = SUBJECT_PRONOUNS[sentence[3]?.lower ?? ""];
  const verb = sentence[4];
  if (!person || !verb || lexicon.verb(verb.lower)?.infinitive !== "know" || verb.lower !== "know") return [];
  const example = `${HAVE[person]} ${sentence[3]!.text} known`;
  return [
    {
      start: 2,
      end: 5,
      words: [HAVE[person], sentence[3]!.text, "known"],
      category: "verb-form",
      explain: {
        en: `with 'how long' use the present perfect: ${example}`,
        de: `mit 'how long' steht das Present Perfect: ${example}`,
      },
    },
  ];
}

/** Verbs of states, which stay in the simple present even 'right now' ('Right now I need help'). */
const STATIVE = new Set([
  "be",
  "know",
  "like",
  "love",
  "hate",
  "want",
  "need",
  "prefer",
  "believe",
  "understand",
  "remember",
  "forget",
  "mean",
  "seem",
  "belong",
  "own",
  "have",
  "see",
  "hear",
  "smell",
  "taste",
  "feel",
  "think",
  "agree",
  "cost",
  "weigh",
  "contain",
  "depend",
  "live",
  "work",
  "stay",
  "study",
  "wish",
  "hope",
  "doubt",
  "suppose",
  "realise",
  "realize",
  "recognise",
  "recognize",
  "deserve",
  "matter",
  "include",
  "fit",
  "suit",
  "owe",
  "appear",
  "sound",
  "look",
  "mind",
]);
const BE: Record<Person, string> = { "1s": "am", "2": "are", "3s": "is", p: "are" };

/** 'Right now I watch a film' -> 'am watching': an action going on now takes the progressive. */
function rightNow(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const at = sentence.findIndex(
    (w, i) =>
      (w.lower === "right" && sentence[i + 1]?.lower === "now") ||
      (w.lower === "at" && sentence[i + 1]?.lower === "the" && sentence[i + 2]?.lower === "moment"),
  );
  if (at < 0) return [];
  const when = sentence[at]!.lower === "right" ? "right now" : "at the moment";
  const s = at === 0 ? at + when.split(" ").length : 0;
  const subject = readSubject(sentence, s, lexicon, true);
  if (!subject) return [];
  const v = subject.end;
  const verb = sentence[v];
  if (!verb || (at > 0 && v >= at) || endsClause(verb)) return [];
  // After a noun subject a word that is a noun too is the verb only where an object follows ('my husband cooks dinner').
  if (!subject.pronoun && lexicon.tags(verb.lower).has("Noun") && isClauseWord(sentence[v + 1] ?? verb, lexicon))
    return [];
  const forms = lexicon.verb(verb.lower);
  if (!forms || STATIVE.has(forms.infinitive) || AUXILIARIES.has(verb.lower)) return [];
  const expected = subject.person === "3s" ? forms.present : forms.infinitive;
  if (verb.lower !== expected) return [];
  const words = [BE[subject.person], forms.gerund];
  const example = `${phrase(sentence, subject.start, subject.end, lexicon)} ${words.join(" ")}`;
  return [
    {
      start: v,
      end: v + 1,
      words,
      category: "verb-form",
      explain: {
        en: `with '${when}' use the present progressive: ${example}`,
        de: `mit '${when}' steht die Verlaufsform: ${example}`,
      },
    },
  ];
}

/**
 * 'I think it rains tomorrow' -> 'will rain': a prediction of the weather takes 'will' (a timetable may use the
 * present, 'the train leaves tomorrow', but no one schedules rain).
 */
function weatherTomorrow(sentence: Word[]): GrammarEdit[] {
  const future = sentence.findIndex(
    (w, i) =>
      /^(tomorrow|tonight|later)$/.test(w.lower) ||
      (w.lower === "next" && TIME_NOUNS.test(sentence[i + 1]?.lower ?? "")),
  );
  if (future < 0) return [];
  const v = sentence.findIndex((w, i) => i > 0 && /^(rains|snows)$/.test(w.lower) && sentence[i - 1]!.lower === "it");
  if (v < 0 || v > future) return [];
  const predicts = sentence
    .slice(0, v)
    .some((w) => /^(think|sure|probably|maybe|perhaps|expect|guess|believe)$/.test(w.lower));
  if (!predicts) return [];
  const infinitive = sentence[v]!.lower.slice(0, -1);
  const when = sentence[future]!.lower === "next" ? `next ${sentence[future + 1]!.lower}` : sentence[future]!.lower;
  return [
    {
      start: v,
      end: v + 1,
      words: ["will", infinitive],
      category: "verb-form",
      explain: {
        en: `a prediction for '${when}' takes 'will': it will ${infinitive}`,
        de: `eine Vorhersage für '${when}' steht mit 'will': it will ${infinitive}`,
      },
    },
  ];
}

/** "with 'yesterday' use the past tense: I went", for the past-time phrase [start, end) of a sentence. */
export function pastTenseExplanation(sentence: Word[], start: number, end: number) {
  const when = sentence
    .slice(start, end)
    .map((w, k) => (k === 0 ? w.lower : w.text))
    .join(" ");
  return (example: string) => ({
    en: `with '${when}' use the past tense: ${example}`,
    de: `mit '${when}' steht die Vergangenheit: ${example}`,
  });
}
