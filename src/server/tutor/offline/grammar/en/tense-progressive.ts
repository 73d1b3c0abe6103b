import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { phrase, readSubject } from "./subject";
import { BE, STATIVE } from "./tense-now";
import { AUXILIARIES, CLAUSE_OPENERS, DETERMINERS, endsClause } from "./words";

/**
 * The progressive for what happens as one speaks ('Look, it rains' -> "it's raining", 'Be quiet, the baby sleeps'
 * -> 'is sleeping'), and no progressive for a sense that is a state ('The soup is tasting salty' -> 'tastes').
 */
export function progressive(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  return [...happeningNow(sentence, lexicon), ...someoneNow(sentence, lexicon), ...senseState(sentence, lexicon)];
}

/**
 * Openings that point at what is happening: 'Look,', 'Listen!', '(Please) be quiet,', 'Shh,', and that urge one on
 * ('Hurry up,', 'Come on,'), then perhaps 'I think' ('Listen! I think somebody knocks'). Where the clause starts,
 * and whether the opening urges (after which 'we' may be a future: 'Hurry up, we miss the train').
 */
function pointsAtNow(sentence: Word[]): { s: number; urges: boolean } | undefined {
  const words = sentence.map((w) => w.lower);
  let k = words[0] === "please" && !endsClause(sentence[0]) ? 1 : 0;
  let urges = false;
  if (/^(look|listen|quick|shh+|sh|hush|quiet)$/.test(words[k] ?? "")) k++;
  else if (words[k] === "be" && words[k + 1] === "quiet" && !endsClause(sentence[k])) k += 2;
  else if (/^(hurry|come)$/.test(words[k] ?? "") && /^(up|on)$/.test(words[k + 1] ?? "") && !endsClause(sentence[k])) {
    k += 2;
    urges = true;
  } else return undefined;
  // 'Look at this', 'Listen to me' go on; only the opening alone, closed by a comma.
  if (!sentence[k - 1]!.trail.includes(",") || k >= sentence.length) return undefined;
  if (words[k] === "i" && /^(think|guess)$/.test(words[k + 1] ?? "") && !endsClause(sentence[k + 1])) k += 2;
  return { s: k, urges };
}

/** Verbs whose present simple after 'Look,' says how a thing is or works ('Look, it says closed', 'it goes like this'). */
const SAYS_HOW = /^(say|go|work|happen|mean|show|read|seem|look|sound|feel|belong|fit|cost|open|close|start)$/;
/** Words that may follow the verb of a scene: 'it rains again', 'the birds sing outside'. */
const SCENE_ADVERBS =
  /^(again|outside|now|there|here|loudly|heavily|hard|so|really|very|quietly|away|down|up|around|upstairs|downstairs|everywhere)$/;
/** Words of a habit or a time, which make a scene a routine ('in the garden every day'). */
const HABIT =
  /^(every|each|all|always|often|usually|sometimes|never|times?|days?|mornings?|evenings?|nights?|weekends?)$/;
const PLACES = /^(in|on|at|under|behind|near|outside|over|across|into|through|along|next|by|in front)$/;
const PRONOUN_BE: Record<string, string> = { it: "it's", he: "he's", she: "she's", we: "we're", they: "they're" };

/**
 * 'Look, it rains again!' -> "it's raining", 'Listen, someone knocks at the door' -> 'is knocking', 'Please be
 * quiet, the baby sleeps' -> 'is sleeping': after an opening that points at the moment, a present simple of an
 * action is the progressive. Only a scene: no object, no time or frequency ('Look, it rains a lot here', 'Listen, he
 * plays the piano every day' are habits), and not 'I' or 'you' ('Look, I work hard' is an argument, not a scene).
 */
function happeningNow(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const opening = pointsAtNow(sentence);
  if (!opening) return [];
  const { s, urges } = opening;
  const subject = readSubject(sentence, s, lexicon, true);
  if (!subject || /^(i|you)$/.test(sentence[s]!.lower) || (urges && sentence[s]!.lower === "we")) return [];
  const v = subject.end;
  const verb = sentence[v];
  if (!verb || !/^[a-z]+$/.test(verb.text) || AUXILIARIES.has(verb.lower)) return [];
  const forms = lexicon.verb(verb.lower);
  if (!forms || STATIVE.has(forms.infinitive) || SAYS_HOW.test(forms.infinitive)) return [];
  if (verb.lower !== (subject.person === "3s" ? forms.present : forms.infinitive)) return [];
  if (!sceneAfter(sentence, v + 1, lexicon)) return [];
  const pronoun = PRONOUN_BE[sentence[s]!.lower];
  const example = pronoun
    ? `${pronoun} ${forms.gerund}`
    : `${phrase(sentence, subject.start, subject.end, lexicon)} ${BE[subject.person]} ${forms.gerund}`;
  const explain = {
    en: `it is happening now, so use the present progressive: ${example}`,
    de: `es passiert gerade, darum steht die Verlaufsform: ${example}`,
  };
  if (pronoun) {
    const who = sentence[s]!.text.charAt(0) === sentence[s]!.text.charAt(0).toUpperCase();
    const word = who ? pronoun.charAt(0).toUpperCase() + pronoun.slice(1) : pronoun;
    return [{ start: s, end: v + 1, words: [word, forms.gerund], category: "verb-form", explain }];
  }
  return [{ start: v, end: v + 1, words: [BE[subject.person], forms.gerund], category: "verb-form", explain }];
}

/**
 * 'I think somebody knocks at the door' -> 'is knocking', 'I think someone follows us' -> 'is following': a guess
 * about who does something unseen is about what goes on now. Only an action in a scene (no habit, no state: 'I
 * think someone lives here', 'I think somebody calls every night').
 */
function someoneNow(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  if (sentence[0]?.lower !== "i" || !/^(think|guess|believe)$/.test(sentence[1]?.lower ?? "")) return [];
  const s = sentence[2]?.lower === "that" ? 3 : 2;
  const who = sentence[s];
  const verb = sentence[s + 1];
  if (!who || !verb || !/^(somebody|someone)$/.test(who.lower) || endsClause(sentence[1]) || endsClause(who)) return [];
  const forms = lexicon.verb(verb.lower);
  if (!forms || verb.lower !== forms.present || STATIVE.has(forms.infinitive) || SAYS_HOW.test(forms.infinitive))
    return [];
  const object = /^(me|us|you|him|her|them)$/.test(sentence[s + 2]?.lower ?? "") && !endsClause(verb) ? 1 : 0;
  if (!sceneAfter(sentence, s + 2 + object, lexicon)) return [];
  const words = ["is", forms.gerund];
  const explain = {
    en: `it is happening now, so use the present progressive: ${who.lower} is ${forms.gerund}`,
    de: `es passiert gerade, darum steht die Verlaufsform: ${who.lower} is ${forms.gerund}`,
  };
  return [{ start: s + 1, end: s + 2, words, category: "verb-form", explain }];
}

/** The rest of the sentence after the verb is a scene: adverbs of place or manner, a place ('in the garden'). */
function sceneAfter(sentence: Word[], i: number, lexicon: EnglishLexicon): boolean {
  if (endsClause(sentence[i - 1])) return i >= sentence.length || endsSentence(sentence[i - 1]!);
  let k = i;
  while (k < sentence.length) {
    const word = sentence[k]!.lower;
    if (SCENE_ADVERBS.test(word)) k++;
    // 'waits for us', 'looks for you': whom the act is for.
    else if (
      word === "for" &&
      /^(me|us|you|him|her|them)$/.test(sentence[k + 1]?.lower ?? "") &&
      !endsClause(sentence[k])
    )
      k += 2;
    else if (PLACES.test(word) && !endsClause(sentence[k])) {
      k++;
      if (sentence[k]?.lower === "to" || sentence[k]?.lower === "of") k++;
      if (!DETERMINERS.has(sentence[k]?.lower ?? "")) return false;
      k++;
      // The place's words ('the garden', 'the old kitchen'): no word that starts a clause of its own.
      const from = k;
      while (k < sentence.length && !endsClause(sentence[k - 1])) {
        const word = sentence[k]!.lower;
        if (AUXILIARIES.has(word) || CLAUSE_OPENERS.has(word) || lexicon.tags(word).has("Pronoun")) return false;
        if (HABIT.test(word) || lexicon.tags(word).has("Date") || k - from >= 3) return false;
        k++;
      }
      k--;
      if (!endsClause(sentence[k])) return false;
      k++;
    } else return false;
    if (endsClause(sentence[k - 1])) return endsSentence(sentence[k - 1]!);
  }
  return true;
}

const endsSentence = (word: Word) => /[.!?]/.test(word.trail) || word.trail === "";

/** Verbs of the senses that are states with an adjective: 'it tastes salty', 'it smells good'. */
const SENSES = /^(taste|smell)$/;

/**
 * 'The soup is tasting too salty' -> 'tastes', 'These flowers are smelling wonderful' -> 'smell': a sense verb with
 * an adjective says what a thing is like, which is no action ('I'm tasting the soup' has an object and stays).
 */
function senseState(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  sentence.forEach((be, b) => {
    const contracted = /^(it|they)('s|'re)$/.exec(be.lower);
    if ((!contracted && (!/^(is|are)$/.test(be.lower) || b === 0)) || endsClause(be)) return;
    const gerund = sentence[b + 1];
    const forms = gerund && lexicon.verb(gerund.lower);
    if (!forms || gerund.lower !== forms.gerund || !SENSES.test(forms.infinitive) || endsClause(gerund)) return;
    let a = b + 2;
    while (/^(too|very|really|so|quite|a|bit|little|rather|pretty|absolutely)$/.test(sentence[a]?.lower ?? "")) a++;
    const adjective = sentence[a];
    const tags = adjective ? lexicon.tags(adjective.lower) : undefined;
    if (!tags?.has("Adjective") || tags.has("Noun") || tags.has("Determiner")) return;
    const third = contracted ? contracted[1] === "it" : be.lower === "is";
    const verb = third ? forms.present : forms.infinitive;
    const words = contracted ? [be.text.slice(0, contracted[1]!.length), verb] : [verb];
    const example = `${third ? "it" : "they"} ${verb} ${adjective!.lower}`;
    edits.push({
      start: b,
      end: b + 2,
      words,
      category: "verb-form",
      explain: {
        en: `'${forms.infinitive}' with an adjective is a state, so no -ing form: ${example}`,
        de: `'${forms.infinitive}' mit einem Adjektiv beschreibt einen Zustand und steht nicht in der Verlaufsform: ${example}`,
      },
    });
  });
  return edits;
}
