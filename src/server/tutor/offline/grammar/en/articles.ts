import type { GrammarEdit, Word } from "../types";
import { isCountableSingular } from "./count-nouns";
import type { EnglishLexicon } from "./lexicon";
import { phrase, readSubject } from "./subject";
import { DETERMINERS, endsClause, isCapitalised, MASS_NOUNS, POSSESSIVES, readNounPhrase, textOf } from "./words";

/**
 * Articles: 'a' or 'an' by the sound that follows ('a appointment' -> 'an', 'an university' -> 'a', 'an hour'); a
 * job after 'I am' takes one ('I am student' -> 'I am a student'); a noun English does not count takes none ('a
 * terrible weather' -> 'terrible weather').
 */
export function articles(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  return [
    ...missingArticle(sentence, lexicon),
    ...missingIndefinite(sentence, lexicon),
    ...uniqueThe(sentence, lexicon),
    ...genericThe(sentence, lexicon),
    ...massArticle(sentence, lexicon),
    ...aOrAn(sentence),
  ];
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
      else {
        // 'My sister is doctor', 'Anna is teacher': a singular noun subject or a name.
        const start = [i - 1, i - 2, i - 3].find((k) => k >= 0 && readSubject(sentence, k, lexicon)?.end === i);
        const subject = start === undefined ? undefined : readSubject(sentence, start, lexicon);
        if (subject?.person !== "3s") return;
        subjectStart = subject.start;
      }
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
        ? `as ${article} ${textOf(sentence, start, n + 1)}`
        : `${phrase(sentence, subjectStart, i + 1, lexicon)} ${article} ${textOf(sentence, start, n + 1)}`;
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
    const np = readNounPhrase(sentence, i, lexicon) ?? adjectiveMass(sentence, i, lexicon);
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

/** Verbs after which a singular countable noun needs an article ('I have question', 'we need new fridge'). */
const TAKES_OBJECT =
  /^(have|has|had|need|needs|needed|want|wants|wanted|buy|buys|bought|got|find|found|rent|rented|order|ordered|book|booked|sell|sold)$/;
/** Words before the noun that are no adjectives of an article's phrase ('enough room', 'more time', 'best friend'). */
const NOT_AFTER_ARTICLE =
  /^(more|less|enough|much|little|such|own|other|same|next|last|only|whole|half|all|both|few|many|several|plenty|lots|first|best|worst|most|least|what|which|quite|very|too|so|no|any|some)$/;

const PARTICLES = /^(back|up|out|down|off|away|over|around|round|along|forward|apart|together|aside)$/;

/**
 * 'I have question' -> 'a question', 'We need new fridge' -> 'a new fridge', 'Is there bank near here?', 'I am
 * looking for job', 'I live in small flat': a singular countable noun never stands alone.
 */
function missingIndefinite(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  sentence.forEach((word, i) => {
    if (endsClause(word)) return;
    const before = sentence[i - 1]?.lower ?? "";
    const object = TAKES_OBJECT.test(word.lower) && !/^(to)$/.test(sentence[i + 1]?.lower ?? "");
    const there =
      (/^(is|was)$/.test(word.lower) && before === "there") ||
      (word.lower === "there" && /^(is|was)$/.test(before) && i === 1);
    const lookingFor = word.lower === "for" && /^(looking|look|looks|looked)$/.test(before);
    const preposition = /^(in|on|at|with|from|into)$/.test(word.lower);
    if (!object && !there && !lookingFor && !preposition) return;
    // 'bring the book back': after a determiner the word is a noun ('book'), and no verb taking an object.
    if (object && (DETERMINERS.has(before) || POSSESSIVES.has(before))) return;
    // 'give it back', 'turn it off': a phrasal verb's particle is no noun.
    if (PARTICLES.test(sentence[i + 1]?.lower ?? "")) return;
    let n = i + 1;
    while (sentence[n] && !endsClause(sentence[n]) && isAdjectiveOnly(lexicon, sentence[n]!.lower)) {
      const tags = lexicon.tags(sentence[n]!.lower);
      if (NOT_AFTER_ARTICLE.test(sentence[n]!.lower) || /est$/.test(sentence[n]!.lower)) return;
      if (tags.has("Value") || tags.has("Cardinal") || tags.has("Ordinal") || /^\d/.test(sentence[n]!.lower)) return;
      n++;
    }
    // After a preposition only an adjective shows a noun phrase for sure ('in bed', 'at home', 'on foot' are idioms).
    if (preposition && n === i + 1) return;
    // A compound ('bus ticket'): the article goes before its first noun; the last noun decides.
    let head = n;
    while (sentence[head + 1] && !endsClause(sentence[head]) && isCountableSingular(lexicon, sentence[head + 1]!.lower))
      head++;
    const noun = sentence[head];
    const first = sentence[i + 1];
    if (!noun || !first || first.lead || isCapitalised(noun) || !isCountableSingular(lexicon, noun.lower)) return;
    // 'sold our car': a determiner already ('our' read as a noun out of context).
    if (sentence.slice(i + 1, head + 1).some((w) => DETERMINERS.has(w.lower))) return;
    if (sentence.slice(i + 1, head).some((w) => isCapitalised(w))) return;
    // The first words of a compound are nouns ('bus ticket'), not numbers ('one brother').
    const modifier = (w: Word) => lexicon.tags(w.lower).has("Noun") && !lexicon.tags(w.lower).has("Value");
    if (!sentence.slice(n, head).every(modifier)) return;
    // The word after the noun: a noun or verb form of it would make it a different phrase ('have lunch break').
    const after = sentence[head + 1];
    if (after && !endsClause(noun) && (/^(of|'s)$/.test(after.lower) || isNounOnly(lexicon, after.lower))) return;
    // 'vegetarian and gluten-free dishes': joined to an adjective before a plural, the word describes that noun too.
    const joinedTo = sentence[head + 2];
    if (
      after &&
      /^(and|or)$/.test(after.lower) &&
      joinedTo &&
      isAdjectiveOnly(lexicon, joinedTo.lower) &&
      lexicon.tags(sentence[head + 3]?.lower ?? "").has("Plural")
    )
      return;
    // 'I want visit my aunt': a verb form after 'want' or 'need' is a verb unless its phrase ends there.
    const phraseEnds =
      !after || endsClause(noun) || /^(for|in|at|on|with|and|but|from|because|today|now)$/.test(after.lower);
    if (object && head === n && lexicon.tags(noun.lower).has("Verb") && !phraseEnds) return;
    const vowel = startsWithVowelSound(first.text);
    if (vowel === undefined) return;
    const article = vowel ? "an" : "a";
    const shown = textOf(sentence, i + 1, head + 1);
    edits.push({
      start: i + 1,
      end: i + 2,
      words: [article, first.text],
      category: "article",
      explain: {
        en: `'${noun.lower}' is countable, so it needs an article: ${article} ${shown}`,
        de: `'${noun.lower}' ist zählbar und braucht einen Artikel: ${article} ${shown}`,
      },
    });
  });
  return edits;
}

const isNounOnly = (lexicon: EnglishLexicon, word: string) => {
  const tags = lexicon.tags(word);
  return tags.has("Noun") && !tags.has("Verb") && !tags.has("Adjective") && !tags.has("Preposition");
};

/** Things there is one of, which take 'the' ('Sun is shining' -> 'The sun is shining'). */
const UNIQUE = /^(sun|moon|sky|earth|internet)$/;

/** 'Sun is shining today' -> 'The sun is shining today', 'I read it on internet' -> 'on the internet'. */
function uniqueThe(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  sentence.forEach((word, i) => {
    if (!UNIQUE.test(word.lower) || (i > 0 && isCapitalised(word))) return;
    const before = sentence[i - 1];
    const after = sentence[i + 1];
    // A compound ('sun cream', 'internet connection') or a name-like use ('Earth'): leave it.
    if (after && !endsClause(word) && lexicon.tags(after.lower).has("Noun") && !lexicon.tags(after.lower).has("Verb"))
      return;
    if (
      before &&
      !endsClause(before) &&
      !/^(in|on|at|from|to|into|of|about|see|saw|watch|use|used)$/.test(before.lower)
    )
      return;
    if (i > 0 && word.text !== word.lower) return;
    const the = i === 0 ? "The" : "the";
    edits.push({
      start: i,
      end: i + 1,
      words: [the, word.lower],
      category: "article",
      explain: {
        en: `there is only one ${word.lower}, so it takes 'the': the ${word.lower}`,
        de: `es gibt nur eine(n) '${word.lower}', darum steht 'the': the ${word.lower}`,
      },
    });
  });
  return edits;
}

/** Sports and games, which take no article after 'play' ('play the football' -> 'play football'; 'play the piano'). */
const GAMES =
  /^(football|soccer|tennis|golf|basketball|volleyball|handball|baseball|hockey|rugby|chess|cards|badminton|squash|cricket)$/;
/** Nouns that are general ideas in their bare form ('Life is short', 'I love nature'). */
const GENERAL = /^(life|nature|society|happiness)$/;

/** 'I play the football' -> 'I play football', 'The life is difficult' -> 'Life is difficult'. */
function genericThe(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  sentence.forEach((the, i) => {
    const noun = sentence[i + 1];
    if (the.lower !== "the" || !noun || endsClause(the)) return;
    const after = sentence[i + 2];
    const playing = GAMES.test(noun.lower) && /^(play|plays|played|playing)$/.test(sentence[i - 1]?.lower ?? "");
    // 'the life of my grandmother', 'the nature of the job', 'the life here': a particular one keeps 'the'.
    const general =
      GENERAL.test(noun.lower) &&
      (endsClause(noun) || !after || /^(is|was|can|can't|isn't)$/.test(after.lower)) &&
      (i === 0 || /^(love|loves|like|likes|enjoy|enjoys|about)$/.test(sentence[i - 1]!.lower));
    if (!playing && !general) return;
    if (after && !endsClause(noun) && lexicon.tags(after.lower).has("Noun") && !/^(is|was)$/.test(after.lower)) return;
    const word = i === 0 ? noun.text.charAt(0).toUpperCase() + noun.text.slice(1) : noun.text;
    edits.push({
      start: i,
      end: i + 2,
      words: [word],
      category: "article",
      explain: playing
        ? {
            en: `games and sports take no article: play ${noun.lower}`,
            de: `Spiele und Sportarten stehen ohne Artikel: play ${noun.lower}`,
          }
        : {
            en: `'${noun.lower}' in general takes no article: ${noun.lower}`,
            de: `'${noun.lower}' allgemein steht ohne Artikel: ${noun.lower}`,
          },
    });
  });
  return edits;
}

/** 'a great fun': compromise reads 'fun' as an adjective only, so find it after the article's adjectives. */
function adjectiveMass(sentence: Word[], i: number, lexicon: EnglishLexicon) {
  let n = i + 1;
  while (
    sentence[n] &&
    !endsClause(sentence[n]) &&
    sentence[n]!.lower !== "fun" &&
    isAdjectiveOnly(lexicon, sentence[n]!.lower)
  )
    n++;
  const noun = sentence[n];
  if (n === i + 1 || !noun || !/^(fun)$/.test(noun.lower)) return undefined;
  const after = sentence[n + 1];
  if (after && !endsClause(noun) && lexicon.tags(after.lower).has("Noun")) return undefined;
  return { start: i, end: n + 1, head: n };
}
