import { type Case, type GermanLexicon, type Person, SEPARABLE_PARTICLES, type VerbForm } from "../../lexicon-de";
import type { Word } from "../types";
import { readDeterminer } from "./noun-determiner";
import { type NounPhrase, nounPhraseAt } from "./noun-phrase";
import {
  ACCUSATIVE_PRONOUNS,
  AUXILIARIES,
  COORDINATORS,
  DATIVE_PRONOUNS,
  EVERYDAY_SUBORDINATORS,
  MODALS,
  mayBeAccusative,
  PREPOSITION_CASE,
  PREPOSITIONS,
  SUBJECT_PRONOUNS,
} from "./words";

/** The case a phrase's place asks for, and the rule that asks, as the start of a teaching text. */
export interface CaseDemand {
  kase: Case;
  en: string;
  de: string;
}

const CASE_NAME: Record<Case, { en: string; de: string }> = {
  NOM: { en: "nominative", de: "Nominativ" },
  AKK: { en: "accusative", de: "Akkusativ" },
  DAT: { en: "dative", de: "Dativ" },
  GEN: { en: "genitive", de: "Genitiv" },
};
export const caseName = (kase: Case) => CASE_NAME[kase];

/**
 * Prepositions whose one case this rule asks for. ('bis' and 'ab' are left: 'bis' is a conjunction too, 'ab nächste
 * Woche' is said; 'pro' and 'je' mostly stand before a bare noun.)
 */
const FIXED: Record<string, Case> = Object.fromEntries(
  Object.entries(PREPOSITION_CASE).filter(
    (entry): entry is [string, Case] =>
      (entry[1] === "AKK" || entry[1] === "DAT") && !["bis", "ab", "pro", "je"].includes(entry[0]),
  ),
);
const TWO_WAY = new Set(Object.keys(PREPOSITION_CASE).filter((p) => PREPOSITION_CASE[p] === "two-way"));
/** Every preposition, those this rule leaves too, so that a phrase after them is no verb's object. */
export const isPreposition = (lower: string) => PREPOSITIONS.has(lower);

/** Verbs whose one object is in the accusative. */
const ACCUSATIVE_VERBS = new Set(
  `brauchen suchen sehen haben kaufen besuchen finden kennen lesen essen trinken nehmen machen bekommen möchten mögen
  lieben hören bestellen bezahlen kochen treffen vergessen verlieren verstehen lernen öffnen schließen putzen waschen
  tragen holen mieten benutzen anrufen einladen abholen mitnehmen anziehen vermissen verkaufen reparieren backen
  besichtigen buchen reservieren genießen probieren fragen sammeln gewinnen verpassen wecken fotografieren malen
  feiern planen erledigen aufräumen ausfüllen unterschreiben beantworten erreichen nutzen kriegen besitzen wählen
  heiraten suchen`.split(/\s+/),
);
/** Verbs whose one object is in the dative. */
const DATIVE_VERBS = new Set(
  `helfen danken gefallen gehören antworten gratulieren schmecken passen folgen vertrauen zuhören zuschauen zusehen
  begegnen widersprechen`.split(/\s+/),
);
/** Verbs with a person in the dative and a thing in the accusative: the thing is sure only beside a dative pronoun. */
const TWO_OBJECT_VERBS = new Set(
  "geben schenken zeigen schicken bringen erklären empfehlen wünschen leihen sagen schreiben erzählen".split(" "),
);
/** Verbs that put something somewhere (accusative after a two-way preposition). */
const PLACING = new Set(["legen", "stellen", "setzen", "werfen", "packen", "bringen", "schicken"]);
/** Placing when they have an object ('ich hänge das Bild an die Wand'), a place without ('es hängt an der Wand'). */
const PLACING_OR_PLACE = new Set(["hängen", "stecken"]);
/** Verbs of going somewhere (accusative when the phrase ends the clause: 'wir gehen in die Oper'). */
const MOTION = new Set([
  "gehen",
  "fahren",
  "fliegen",
  "kommen",
  "reisen",
  "ziehen",
  "umziehen",
  "einziehen",
  "rennen",
  "steigen",
  "einsteigen",
  "springen",
]);
/** Verbs of being somewhere (dative after a two-way preposition). */
const PLACE = new Set(
  `wohnen leben liegen stehen sitzen arbeiten studieren schlafen bleiben übernachten ankommen treffen spielen
  einkaufen lernen`.split(/\s+/),
);
/** 'über' is a place only with these (else it is 'about': 'sprechen über den Film'). */
const SPATIAL_ÜBER = new Set(["liegen", "hängen", "stehen", "sitzen", "wohnen"]);
/** Verbs whose infinitive ends the clause: the modals and 'werden' (future). */
const WITH_INFINITIVE = new Set([...MODALS, "werden"]);
/** Nouns of time: a phrase of them is an adverbial ('jeden Tag'), and 'in der Nacht' is no place to go to. */
export const TIME_NOUNS = new Set(
  `Tag Morgen Vormittag Mittag Nachmittag Abend Nacht Woche Wochenende Monat Jahr Jahrhundert Sommer Winter Frühling
  Herbst Montag Dienstag Mittwoch Donnerstag Freitag Samstag Sonntag Mal Moment Stunde Minute Sekunde Semester
  Pause Mittagspause Ferien Urlaub Zeit Anfang Ende Januar Februar März April Mai Juni Juli August September Oktober
  November Dezember Vormittag Feierabend Wochentag Augenblick`.split(/\s+/),
);
const TIME_ADJECTIVES = new Set(["letzt", "nächst", "vorig", "kommend", "ganz"]);
/** Subject pronouns ('man' is not read here), and whether each is nominative for sure ('sie', 'es' are accusative too). */
const SUBJECTS: Record<string, { persons: Person[]; sure: boolean }> = Object.fromEntries(
  Object.entries(SUBJECT_PRONOUNS)
    .filter(([pronoun]) => pronoun !== "man")
    .map(([pronoun, persons]) => [pronoun, { persons, sure: !mayBeAccusative(pronoun) }]),
);
/** Words that bound a clause: the coordinators, the everyday subordinators, and 'als', 'damit', 'während' ('bis' and
 * 'seit' are read as prepositions here). */
const CLAUSE_WORDS = new Set([...COORDINATORS, ...EVERYDAY_SUBORDINATORS, "als", "damit", "während"]);
/** Words that may stand between 'sein' and a place ('ich bin heute in der Stadt'). */
const BEFORE_PLACE = new Set([
  ...Object.keys(SUBJECTS),
  ..."heute jetzt gerade noch schon gestern morgen oft immer gern gerne auch nicht wieder manchmal meistens dann bald zurzeit momentan".split(
    " ",
  ),
]);

/** The [start, end) of the clause around word i: commas and conjunctions bound it. */
export function clauseAround(sentence: Word[], i: number): [number, number] {
  let start = i;
  while (start > 0 && !/[,;:]/.test(sentence[start - 1]!.trail) && !CLAUSE_WORDS.has(sentence[start - 1]!.lower))
    start--;
  let end = i + 1;
  while (end < sentence.length && !/[,;:]/.test(sentence[end - 1]!.trail) && !CLAUSE_WORDS.has(sentence[end]!.lower))
    end++;
  return [start, end];
}

/** The phrases of a clause, left to right, none inside another. */
export function phrasesIn(sentence: Word[], [start, end]: [number, number], lexicon: GermanLexicon): NounPhrase[] {
  const phrases: NounPhrase[] = [];
  for (let i = start; i < end; i++) {
    const phrase = nounPhraseAt(sentence, i, lexicon);
    if (!phrase || phrase.end > end) continue;
    phrases.push(phrase);
    i = phrase.end - 1;
  }
  return phrases;
}

interface ClauseVerb {
  /** The finite verb's index and forms (those its subject and particle fit). */
  index: number;
  forms: VerbForm[];
  /** The verbs that govern the objects: the participle's or infinitive's where the finite verb is an auxiliary. */
  main: string[];
  /** The subject pronoun, and whether it is nominative for sure ('ich', not 'sie'). */
  subject?: { index: number; sure: boolean };
}

/** The clause's verb: its finite form (agreeing with a subject pronoun where there is one) and its main verb. */
function clauseVerb(
  sentence: Word[],
  [start, end]: [number, number],
  phrases: NounPhrase[],
  lexicon: GermanLexicon,
): ClauseVerb | undefined {
  const inPhrase = (i: number) => phrases.some((p) => i >= p.start && i < p.end);
  const last = sentence[end - 1]!;
  const particle = SEPARABLE_PARTICLES.has(last.lower) ? last.lower : undefined;
  const pronouns: { index: number; persons: Person[]; sure: boolean }[] = [];
  for (let i = start; i < end; i++) {
    const subject = SUBJECTS[sentence[i]!.lower];
    if (subject && !inPhrase(i)) pronouns.push({ index: i, ...subject });
    // 'Sie' inside a sentence is the polite subject (or object: not sure).
    if (i > 0 && sentence[i]!.text === "Sie") pronouns.push({ index: i, persons: ["3P"], sure: false });
  }
  for (let i = start; i < end; i++) {
    const word = sentence[i]!;
    if (inPhrase(i) || (i > 0 && word.text !== word.lower) || SUBJECTS[word.lower]) continue;
    const forms = lexicon
      .finite(word.lower)
      .filter((f) => (particle && i < end - 1 ? f.particle === particle : f.particle === undefined));
    if (forms.length === 0) continue;
    const subject = pronouns.find((p) => p.index !== i && forms.some((f) => p.persons.includes(f.person)));
    const agreeing = subject ? forms.filter((f) => subject.persons.includes(f.person)) : forms;
    const infinitives = new Set(agreeing.map((f) => f.infinitive));
    let main = [...infinitives];
    const lastVerb = particle ? sentence[end - 2] : last;
    if (lastVerb && end - 1 > i && lastVerb.text === lastVerb.lower) {
      const participle = lexicon.participleOf(lastVerb.lower);
      const infinitive = lexicon.isInfinitive(lastVerb.lower) && sentence[end - 2]?.lower !== "zu";
      if (participle.length > 0 && main.some((v) => AUXILIARIES.has(v))) main = participle;
      else if (infinitive && main.some((v) => WITH_INFINITIVE.has(v))) main = [lastVerb.lower];
    }
    return { index: i, forms: agreeing, main, subject: subject && { index: subject.index, sure: subject.sure } };
  }
  return undefined;
}

const all = (verbs: string[], set: Set<string>) => verbs.length > 0 && verbs.every((v) => set.has(v));

/** A phrase of time used as an adverbial: 'jeden Tag', 'letzten Sommer', 'diese Woche'. */
export function isTimeAdverbial(phrase: NounPhrase): boolean {
  if (!TIME_NOUNS.has(phrase.noun.lemma)) return false;
  const det = phrase.determiner;
  if (det?.kind === "dieser" && (det.stem === "jed" || det.stem === "dies")) return true;
  return phrase.adjectives.some((a) => TIME_ADJECTIVES.has(a.form.stem)) && (!det || det.kind === "definite");
}

/**
 * Whether the clause has a word that may be another object this rule cannot read: a name or unknown noun ('ich
 * kaufe Anna ...'), or a determiner whose phrase it could not read.
 */
function unreadObject(sentence: Word[], [start, end]: [number, number], phrases: NounPhrase[]): boolean {
  for (let i = Math.max(start, 1); i < end; i++) {
    const word = sentence[i]!;
    if (phrases.some((p) => i >= p.start && i < p.end) || isPreposition(sentence[i - 1]!.lower)) continue;
    const capitalised = word.text !== word.lower && word.text !== "Sie";
    if (capitalised || readDeterminer(word.lower)?.kind === "definite") return true;
  }
  return false;
}

/** The case a verb asks of its one object phrase, where the clause makes it sure. */
function objectCase(
  sentence: Word[],
  phrase: NounPhrase,
  clause: [number, number],
  phrases: NounPhrase[],
  verb: ClauseVerb,
): CaseDemand | undefined {
  const free = phrases.filter((p) => {
    const before = sentence[p.start - 1]?.lower ?? "";
    // A genitive right after another phrase belongs to it ('beim Tragen der Einkäufe'), no object.
    const attribute = phrases.some((other) => other.end === p.start) && p.readings.some((r) => r.kase === "GEN");
    return (
      p.determiner?.kind !== "contraction" &&
      !isPreposition(before) &&
      before !== "als" &&
      before !== "wie" &&
      !isTimeAdverbial(p) &&
      !attribute
    );
  });
  if (free.length !== 1 || free[0]!.start !== phrase.start || unreadObject(sentence, clause, phrases)) return undefined;
  // Pronouns that are objects of the verb (not of a preposition: 'für mich').
  const words = sentence
    .slice(clause[0], clause[1])
    .filter((_, k) => !isPreposition(sentence[clause[0] + k - 1]?.lower ?? ""))
    .map((w) => w.lower);
  const es = verb.subject && sentence[verb.subject.index]!.lower === "es";
  if (es && verb.main.length === 1 && verb.main[0] === "geben") {
    return { kase: "AKK", en: "'es gibt' takes the accusative", de: "'es gibt' verlangt den Akkusativ" };
  }
  if (!verb.subject) return undefined;
  const demand = (kase: Case): CaseDemand => {
    const name = verb.main.length === 1 ? verb.main[0]! : verb.main.join("/");
    return {
      kase,
      en: `'${name}' takes the ${CASE_NAME[kase].en}`,
      de: `'${name}' verlangt den ${CASE_NAME[kase].de}`,
    };
  };
  // A pronoun object of the verb is the object: the phrase is then something else.
  if (all(verb.main, DATIVE_VERBS)) return words.some((w) => DATIVE_PRONOUNS.has(w)) ? undefined : demand("DAT");
  if (!verb.subject.sure || words.some((w) => ACCUSATIVE_PRONOUNS.has(w))) return undefined;
  if (all(verb.main, ACCUSATIVE_VERBS)) return demand("AKK");
  if (all(verb.main, TWO_OBJECT_VERBS) && words.some((w) => DATIVE_PRONOUNS.has(w))) return demand("AKK");
  return undefined;
}

/**
 * Whether a two-way preposition's phrase ends its clause: only a participle, a particle or the main verb's
 * infinitive after it ('wir gehen am Fluss spazieren' has another verb: a place).
 */
function endsClause(
  sentence: Word[],
  phrase: NounPhrase,
  end: number,
  verb: ClauseVerb,
  lexicon: GermanLexicon,
): boolean {
  for (let i = phrase.end; i < end; i++) {
    const lower = sentence[i]!.lower;
    const verbal =
      lexicon.participleOf(lower).length > 0 || verb.main.includes(lower) || SEPARABLE_PARTICLES.has(lower);
    if (!verbal || sentence[i]!.text !== lower) return false;
  }
  return true;
}

/** The case after a two-way preposition: accusative for a direction, dative for a place, where the verb is sure. */
function twoWayCase(
  sentence: Word[],
  phrase: NounPhrase,
  preposition: string,
  clause: [number, number],
  phrases: NounPhrase[],
  verb: ClauseVerb,
  lexicon: GermanLexicon,
): CaseDemand | undefined {
  const time = TIME_NOUNS.has(phrase.noun.lemma);
  const direction: CaseDemand = {
    kase: "AKK",
    en: `after '${preposition}' comes the accusative for a direction`,
    de: `nach '${preposition}' steht bei einer Richtung der Akkusativ`,
  };
  const place: CaseDemand = {
    kase: "DAT",
    en: `after '${preposition}' comes the dative for a place`,
    de: `nach '${preposition}' steht bei einem Ort der Dativ`,
  };
  const main = verb.main;
  // 'hängen', 'stecken' put something somewhere with a subject pronoun and an object ('ich hänge das Bild an ...');
  // without a pronoun the phrase before is their subject ('das Bild hängt an der Wand').
  const hasObject = phrases.some(
    (p) => p.end <= phrase.start - 1 && !isPreposition(sentence[p.start - 1]?.lower ?? ""),
  );
  const puts = verb.subject?.sure === true && hasObject;
  if (all(main, PLACING) || (all(main, PLACING_OR_PLACE) && puts)) return time ? undefined : direction;
  // A person goes somewhere ('wir gehen in die Oper'); 'das geht an der Kasse' is no going.
  const goer = verb.subject?.sure === true;
  if (
    all(main, MOTION) &&
    goer &&
    preposition !== "vor" &&
    !time &&
    endsClause(sentence, phrase, clause[1], verb, lexicon)
  )
    return direction;
  if (preposition === "über" && !all(main, SPATIAL_ÜBER)) return undefined;
  if (preposition === "auf" && main.includes("stehen")) return undefined;
  if (all(main, PLACE) || (all(main, PLACING_OR_PLACE) && !verb.subject)) return place;
  if (all(main, new Set(["sein"])) && verb.forms.length > 0) {
    const between = sentence.slice(verb.index + 1, phrase.start - 1);
    if (between.every((w) => BEFORE_PLACE.has(w.lower)) && endsClause(sentence, phrase, clause[1], verb, lexicon))
      return place;
  }
  return undefined;
}

/**
 * The case a phrase must be in where its place makes it sure: after a preposition (a two-way one by its verb), as
 * the one object of a verb with a subject pronoun, or as an adverbial of time. Undefined where not sure.
 */
export function demandedCase(sentence: Word[], phrase: NounPhrase, lexicon: GermanLexicon): CaseDemand | undefined {
  const clause = clauseAround(sentence, phrase.start);
  const phrases = phrasesIn(sentence, clause, lexicon);
  const verb = clauseVerb(sentence, clause, phrases, lexicon);
  const contraction = phrase.determiner?.kind === "contraction" ? phrase.determiner.preposition : undefined;
  const preposition = contraction ?? sentence[phrase.start - 1]?.lower ?? "";
  const fixed = FIXED[preposition];
  // 'Was für ein Zug ist das?' asks which kind: 'für' is no preposition there.
  const whatKind = preposition === "für" && sentence[phrase.start - 2]?.lower === "was";
  if (fixed && !whatKind && (contraction || phrase.start - 1 >= clause[0])) {
    // 'zu' before a bare adjective is 'too' ('zu kleine Schuhe'); 'seit' opens a clause too ('seit die Kinder da sind').
    if (preposition === "zu" && !phrase.determiner) return undefined;
    if (preposition === "seit" && verb && verb.index > phrase.start) return undefined;
    // 'um/ohne ... zu' is an infinitive clause whose verb takes the phrase ('um der Frau zu helfen').
    const words = sentence.slice(phrase.end, clause[1]).map((w) => w.lower);
    if ((preposition === "um" || preposition === "ohne") && words.includes("zu")) return undefined;
    const name = CASE_NAME[fixed];
    return {
      kase: fixed,
      en: `after '${preposition}' comes the ${name.en}`,
      de: `nach '${preposition}' steht der ${name.de}`,
    };
  }
  if (TWO_WAY.has(preposition) && (contraction || phrase.start - 1 >= clause[0])) {
    return verb ? twoWayCase(sentence, phrase, preposition, clause, phrases, verb, lexicon) : undefined;
  }
  if (isPreposition(preposition) || preposition === "als" || preposition === "wie" || whatKind) return undefined;
  if (isTimeAdverbial(phrase)) {
    if (!verb?.subject?.sure) return undefined;
    return {
      kase: "AKK",
      en: "a time without a preposition is in the accusative",
      de: "eine Zeitangabe ohne Präposition steht im Akkusativ",
    };
  }
  return verb ? objectCase(sentence, phrase, clause, phrases, verb) : undefined;
}
