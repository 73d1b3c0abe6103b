/**
 * What the English rules know of words, from the `compromise` package (MIT): its lexicon's parts of speech, the
 * words it knows as both noun and verb, and its conjugation and plural models. Loaded lazily (about a second), and
 * each word is looked up once.
 */

/** A verb's forms ('go' -> goes, went, gone, going). */
export interface VerbForms {
  infinitive: string;
  /** Third person singular present ('goes'). */
  present: string;
  past: string;
  participle: string;
  gerund: string;
}

export interface EnglishLexicon {
  /** The tags compromise gives a lower-case word out of context (every reading it knows: 'cook' Noun and Verb). */
  tags(word: string): ReadonlySet<string>;
  /** Whether compromise's lexicon has the word (its tags are then more than a guess from its ending). */
  known(word: string): boolean;
  /** The forms of the verb a word can be a form of, if compromise knows it as a verb. */
  verb(word: string): VerbForms | undefined;
  plural(noun: string): string;
  singular(noun: string): string;
}

interface Model {
  one: { lexicon: Record<string, string | string[]>; tagSet: Record<string, { parents?: string[] }> };
  two: { switches: Record<string, string>; irregularPlurals: Record<string, string> };
}
interface Transform {
  verb: {
    conjugate(inf: string, model: Model): Record<string, string | undefined>;
    toInfinitive(word: string, model: Model, tense?: string): string;
  };
  noun: { toPlural(word: string, model: Model): string; toSingular(word: string, model: Model): string };
}

/** The readings of compromise's ambiguous words ('Noun|Verb'), as tags. */
const SWITCH_TAGS: Record<string, string[]> = {
  Noun: ["Noun"],
  Verb: ["Verb"],
  Plural: ["Noun", "Plural"],
  Actor: ["Noun", "Actor", "Singular"],
  Adj: ["Adjective"],
  Past: ["Verb", "PastTense"],
  Present: ["Verb", "PresentTense", "Infinitive"],
  Gerund: ["Verb", "Gerund"],
  Person: ["Noun", "Person"],
  Place: ["Noun", "Place"],
  Unit: ["Noun", "Unit"],
  Date: ["Date"],
};

const FORM_TENSES = ["PresentTense", "PastTense", "Participle", "Gerund"] as const;
const FORM_KEYS = { PresentTense: "present", PastTense: "past", Participle: "participle", Gerund: "gerund" } as const;

export async function createEnglishLexicon(): Promise<EnglishLexicon> {
  const { default: nlp } = await import("compromise");
  const model = nlp.model() as Model;
  const transform = (nlp.methods() as { two: { transform: Transform } }).two.transform;
  const { lexicon, tagSet } = model.one;
  const { switches } = model.two;

  const withParents = (tags: Iterable<string>) => {
    const all = new Set<string>();
    for (const tag of tags) {
      all.add(tag);
      for (const parent of tagSet[tag]?.parents ?? []) all.add(parent);
    }
    return all;
  };

  const tagCache = new Map<string, ReadonlySet<string>>();
  const tags = (word: string): ReadonlySet<string> => {
    let found = tagCache.get(word);
    if (found) return found;
    const known = lexicon[word];
    const switched = switches[word];
    let list: string[] = [];
    if (known) list.push(...(Array.isArray(known) ? known : [known]));
    if (switched) {
      for (const reading of switched.split("|")) list.push(...(SWITCH_TAGS[reading] ?? []));
      // 'costs' Plural|Verb: the verb reading is the third person present; 'cook' Actor|Verb: the infinitive.
      if (switched.includes("Verb")) list.push(switched.startsWith("Plural") ? "PresentTense" : "Infinitive");
    }
    // An unknown word: compromise's guess from its form.
    if (list.length === 0 && /^[a-z][a-z'-]*$/.test(word)) list = nlp(word).json()[0]?.terms[0]?.tags ?? [];
    found = withParents(list);
    tagCache.set(word, found);
    return found;
  };

  const isKnownVerb = (word: string) => (word in lexicon || word in switches) && tags(word).has("Verb");
  const formsOf = (infinitive: string): VerbForms | undefined => {
    if (infinitive === "be") return { infinitive, present: "is", past: "was", participle: "been", gerund: "being" };
    const c = transform.verb.conjugate(infinitive, model);
    if (!c.PresentTense || !c.PastTense || !c.Gerund) return undefined;
    return {
      infinitive,
      present: c.PresentTense,
      past: c.PastTense,
      participle: c.Participle ?? c.PastTense,
      gerund: c.Gerund,
    };
  };
  /** The verb a word is a form of: its infinitive, or the one whose conjugation gives the word back. */
  const findVerb = (word: string): VerbForms | undefined => {
    const wordTags = tags(word);
    // A word compromise does not know may still be a regular form of a verb it knows ('destroys', 'repaired').
    const guessed = !(word in lexicon) && !(word in switches) && /[a-z](s|ed|ing)$/.test(word);
    if (!wordTags.has("Verb") && !wordTags.has("Adjective") && !guessed) return undefined;
    if (wordTags.has("Infinitive") && isKnownVerb(word)) return formsOf(word);
    for (const tense of FORM_TENSES) {
      const infinitive = transform.verb.toInfinitive(word, model, tense);
      // 'press' read as a third person of 'pres': the infinitive must be a verb compromise knows.
      if (infinitive === word || !isKnownVerb(infinitive)) continue;
      const forms = formsOf(infinitive);
      if (forms && forms[FORM_KEYS[tense]] === word) return forms;
    }
    return undefined;
  };
  const verbCache = new Map<string, VerbForms | undefined>();
  const verb = (word: string): VerbForms | undefined => {
    if (!verbCache.has(word)) verbCache.set(word, findVerb(word));
    return verbCache.get(word);
  };

  // Compounds of irregular nouns, which compromise makes regular ('grandchild' -> 'grandchilds').
  const irregular = Object.entries(model.two.irregularPlurals)
    .filter(([singular]) => singular.length >= 3)
    .sort(([a], [b]) => b.length - a.length);
  /** 'grand' + 'child': a compound of an irregular noun, as [prefix, singular, plural]. */
  const compound = (noun: string, from: 0 | 1): [string, string, string] | undefined => {
    for (const pair of irregular) {
      const ending = pair[from];
      const prefix = noun.slice(0, -ending.length);
      if (!noun.endsWith(ending) || prefix.length < 3 || !(prefix in lexicon)) continue;
      const prefixTags = tags(prefix);
      if (prefixTags.has("Noun") || prefixTags.has("Adjective")) return [prefix, pair[0], pair[1]];
    }
    return undefined;
  };
  const plural = (noun: string): string => {
    const made = transform.noun.toPlural(noun, model);
    if (made !== `${noun}s` && made !== `${noun}es`) return made;
    const parts = compound(noun, 0);
    return parts ? parts[0] + parts[2] : made;
  };
  const singular = (noun: string): string => {
    const parts = compound(noun, 1);
    return parts ? parts[0] + parts[1] : transform.noun.toSingular(noun, model);
  };

  return {
    tags,
    known: (word) => word in lexicon || word in switches,
    verb,
    plural,
    singular,
  };
}
