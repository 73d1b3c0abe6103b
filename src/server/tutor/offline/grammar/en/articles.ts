import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { phrase } from "./subject";
import { endsClause, isCapitalised, MASS_NOUNS, readNounPhrase } from "./words";

/**
 * Articles: 'a' or 'an' by the sound that follows ('a appointment' -> 'an', 'an university' -> 'a', 'an hour'); a
 * job after 'I am' takes one ('I am student' -> 'I am a student'); a noun English does not count takes none ('a
 * terrible weather' -> 'terrible weather').
 */
export function articles(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  return [...missingArticle(sentence, lexicon), ...massArticle(sentence, lexicon), ...aOrAn(sentence)];
}

/**
 * Whether a word starts with a vowel sound; undefined where its spelling does not tell (acronyms, names with 'U',
 * long numbers). Silent 'h' (hour, honest, heir), 'u' and 'eu' said 'you' (university, European), 'one' said 'won'.
 */
export function startsWithVowelSound(text: string): boolean | undefined {
  if (/^\d/.test(text)) {
    if (/^8/.test(text)) return true;
    if (/^1[18](\D|$)/.test(text)) return true;
    return /^1[18]\d/.test(text) ? undefined : false;
  }
  // A letter said by its name: 'an X-ray', 'an A-level', 'a U-turn', 'a T-shirt'.
  const letter = /^([a-z])-/i.exec(text)?.[1];
  if (letter) return /^[aefhilmnorsx]$/i.test(letter);
  if (/^\p{Lu}{2}/u.test(text) || text.length < 2) return undefined;
  const word = text.toLocaleLowerCase();
  if (/^(hour|honest|hono(u)?r|heir)/.test(word)) return true;
  if (/^(eu|ewe|one$|one-|once|oneself)/.test(word)) return false;
  if (word.startsWith("u")) {
    if (/^U/.test(text)) return undefined;
    if (/^uni[^nmd]|^unan|^ukr|^u[bgklrstv][aeiouy]/.test(word)) return false;
    return true;
  }
  return /^[aeio]/.test(word) ? true : /^[a-z]/.test(word) ? false : undefined;
}

/** 'a appointment' -> 'an appointment', 'an university' -> 'a university'. */
function aOrAn(sentence: Word[]): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  sentence.forEach((word, i) => {
    if (word.lower !== "a" && word.lower !== "an") return;
    // 'A' inside a sentence is a letter or a grade ('Plan A', 'an A in maths').
    if ((word.text === "A" || word.text === "An") && i > 0) return;
    const next = sentence[i + 1];
    if (!next || endsClause(word) || next.lead) return;
    const vowel = startsWithVowelSound(next.text);
    if (vowel === undefined) return;
    const right = vowel ? "an" : "a";
    if (right === word.lower) return;
    const written = i === 0 ? right.charAt(0).toUpperCase() + right.slice(1) : right;
    const example = `${right} ${next.text}`;
    edits.push({
      start: i,
      end: i + 1,
      words: [written],
      category: "article",
      explain: vowel
        ? { en: `before a vowel sound: ${example}`, de: `vor einem Vokal: ${example}` }
        : { en: `before a consonant sound: ${example}`, de: `vor einem Konsonanten: ${example}` },
    });
  });
  return edits;
}

/** Person nouns without a suffix that marks them ('-er', '-ist') which compromise does not tag as persons. */
const JOBS = new Set([
  "nurse",
  "chef",
  "cook",
  "pilot",
  "vet",
  "surgeon",
  "clerk",
  "guide",
  "judge",
  "pupil",
  "secretary",
  "mechanic",
]);

/** A noun naming a person's job or role ('student', 'nurse', 'architect'), in the singular. */
function isPersonNoun(word: Word, lexicon: EnglishLexicon): boolean {
  if (isCapitalised(word) || !/^[a-z]+$/.test(word.text)) return false;
  const tags = lexicon.tags(word.lower);
  if (!tags.has("Noun") || tags.has("Adjective") || tags.has("Plural") || tags.has("Uncountable")) return false;
  if (tags.has("Actor") || JOBS.has(word.lower)) return true;
  // A known noun of a person's suffix ('student'); an unknown '-ian' may be an adjective ('vegetarian').
  return lexicon.known(word.lower) && /(ist|ian|ent|ant|eer|er|or)$/.test(word.lower) && !tags.has("Verb");
}

const BE_SINGULAR = /^(am|is|was)$/;
const CONTRACTED = /^(i'm|he's|she's)$/;

/** 'I am student' -> 'I am a student', 'She works as architect' -> 'as an architect'. */
function missingArticle(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  sentence.forEach((word, i) => {
    if (endsClause(word)) return;
    let subjectStart = i;
    if (CONTRACTED.test(word.lower)) subjectStart = i;
    else if (BE_SINGULAR.test(word.lower)) {
      const before = sentence[i - 1];
      if (!before || endsClause(before)) return;
      if (/^(i|he|she)$/.test(before.lower)) subjectStart = i - 1;
      else return;
    } else if (word.lower === "as") {
      if (!/^(work|works|worked|working)$/.test(sentence[i - 1]?.lower ?? "")) return;
    } else return;
    let n = i + 1;
    while (/^(also|still|now|already|just)$/.test(sentence[n]?.lower ?? "") && !endsClause(sentence[n])) n++;
    const start = n;
    // Adjectives before the noun ('a good student').
    while (sentence[n] && !endsClause(sentence[n]) && isAdjectiveOnly(lexicon, sentence[n]!.lower)) n++;
    const noun = sentence[n];
    if (!noun || !isPersonNoun(noun, lexicon)) return;
    // 'He is head of sales', 'She is captain of the team': a unique role takes none.
    const after = sentence[n + 1];
    if (!endsClause(noun) && after && (after.lower === "of" || !/^(at|in|for|with|and|from|on)$/.test(after.lower)))
      return;
    const first = sentence[start]!;
    const article = startsWithVowelSound(first.text) ? "an" : "a";
    const example =
      word.lower === "as"
        ? `as ${article} ${sentence
            .slice(start, n + 1)
            .map((w) => w.text)
            .join(" ")}`
        : `${phrase(sentence, subjectStart, i + 1, lexicon)} ${article} ${sentence
            .slice(start, n + 1)
            .map((w) => w.text)
            .join(" ")}`;
    edits.push({
      start,
      end: start + 1,
      words: [article, first.text],
      category: "article",
      explain: { en: `a job needs an article: ${example}`, de: `vor einem Beruf steht ein Artikel: ${example}` },
    });
  });
  return edits;
}

const isAdjectiveOnly = (lexicon: EnglishLexicon, word: string) => {
  const tags = lexicon.tags(word);
  return tags.has("Adjective") && !tags.has("Noun") && !tags.has("Verb");
};

/** 'We had a terrible weather' -> 'We had terrible weather': a noun English does not count takes no 'a'. */
function massArticle(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  sentence.forEach((word, i) => {
    if (word.lower !== "a" && word.lower !== "an") return;
    const np = readNounPhrase(sentence, i, lexicon);
    if (!np) return;
    const noun = sentence[np.head]!;
    // 'a good knowledge of English' is idiomatic.
    if (!MASS_NOUNS.has(noun.lower) || sentence[np.end]?.lower === "of" || endsClause(word)) return;
    const rest = sentence.slice(i + 1, np.end).map((w) => w.text);
    const next = sentence[i + 1]!;
    const example = rest.join(" ");
    const explain = {
      en: `'${noun.lower}' is uncountable: ${example}`,
      de: `'${noun.lower}' ist unzählbar: ${example}`,
    };
    if (i === 0)
      edits.push({
        start: 0,
        end: 2,
        words: [next.text.charAt(0).toUpperCase() + next.text.slice(1)],
        category: "article",
        explain,
      });
    else edits.push({ start: i, end: i + 1, words: [], category: "article", explain });
  });
  return edits;
}
