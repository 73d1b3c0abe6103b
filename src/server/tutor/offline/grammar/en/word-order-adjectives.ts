import { capitalise } from "../../letters";
import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { edit } from "./word-order-edit";
import { timeEnd, verbAt } from "./word-order-read";
import { endsClause } from "./words";

/**
 * Adjectives that stand after a noun in right English ('something new', 'the people present', 'the best hotel
 * available', 'a room full of books', 'a job worth doing', 'the man responsible') or name a state a verb brings
 * about or finds ('keep a room clean', 'get a bed ready'): never moved.
 */
const POSTNOMINAL =
  /^(present|available|possible|responsible|concerned|involved|full|worth|alone|alive|awake|asleep|aware|afraid|ashamed|alike|else|enough|proper|elect|galore|apart|ready|done|due|empty|open|closed|free|clean|dirty|dry|wet|warm|hot|cold|safe|tidy|quiet|able|unable|likely|sure|certain|glad|sorry|left|needed|necessary|required|old|long|tall|high|wide|deep|thick|late|early|ago|away|abroad|ahead|aboard|indeed|quick|outside|inside|nearby|overseas|extra|fast|hard|straight|upstairs|downstairs|indoors|outdoors|online|offline|daily|weekly|monthly|yearly|hourly|nightly|together|right|wrong|well|ill|below|above|opposite|next|last|first|same|own|such|whole|total|entire|only|main|other|various|single|double|half|plenty|most|least|more|less|missing|remaining|following|coming|living|existing|waiting)$/;
/** Verbs that take an object and an adjective about it ('paint a wall blue', 'find a film boring', 'buy a car cheap'). */
const OBJECT_COMPLEMENT =
  /^(paint|dye|colour|color|make|keep|leave|find|consider|call|think|turn|get|set|hold|push|pull|wipe|cut|drive|render|prove|declare|like|love|prefer|want|need|see|wish|imagine|believe|judge|rate|deem)$/;
/** Verbs whose object may take a depictive state ('buy a car new', 'eat a fish raw', 'serve a soup hot'). */
const DEPICTS = /^(buy|sell|eat|drink|serve|have|get|bring|deliver|rent)$/;
const DEPICTIVE =
  /^(new|used|cheap|raw|fresh|whole|alive|live|frozen|hot|cold|warm|second-hand|secondhand|plain|neat|straight|black|white)$/;
/** Nouns of measure and degree: 'a bit late', 'a year old', 'a metre long', 'a lot better', 'an hour early'. */
const MEASURE =
  /^(bit|lot|little|tad|touch|day|week|month|year|hour|minute|second|moment|while|mile|metre|meter|kilometre|kilometer|foot|inch|yard|kilo|gram|pound|ton|dozen|couple|half|quarter|third|step|degree|size|number|kind|sort|type|way)$/;
/** What an adjective may be measured in ('small in size', 'rich in vitamins' is the table's). */
const MEASURED =
  /^(size|number|length|height|width|weight|colour|color|shape|price|area|population|stature|appearance|design)$/;
/** Adjectives with a preposition of their own ('famous for', 'good at', 'rich in', 'similar to'). */
const TAKES_PREPOSITION: Record<string, RegExp> = {
  for: /^(famous|known|good|bad|great|perfect|ideal|suitable|fit|useful|important|necessary|essential|responsible|ready|late|early|available|free|open|easy|difficult|hard|enough|right|wrong|grateful|thankful|sorry|eager|anxious|popular|notorious|fine|safe|dangerous|healthy)$/,
  in: /^(rich|poor|high|low|interested|involved|experienced|skilled|fluent|similar|different|weak|strong|short|long|deep|covered|dressed|successful|active|common|rare|popular|famous|well-known|equal)$/,
  with: /^(popular|happy|satisfied|familiar|busy|angry|pleased|bored|crowded|full|careful|good|patient|friendly|gentle|strict|generous|comfortable|compatible|consistent)$/,
  on: /^(keen|dependent|based|hard|easy|strict|tough|soft)$/,
  at: /^(good|bad|brilliant|terrible|great|excellent|quick|slow|clever|poor|surprised|angry|amazed|shocked|hopeless|useless|awful|skilled)$/,
  from: /^(different|far|free|safe|absent|distinct|separate|away|tired|fresh|new|straight|direct|available)$/,
  near: /^$/,
  under: /^$/,
  behind: /^$/,
};

/**
 * 'a jacket blue' -> 'a blue jacket', 'We stayed in a hotel cheap near the beach' -> 'a cheap hotel near the beach',
 * 'She wants a dress new for the party' -> 'a new dress': after 'a' or 'an', a descriptive adjective goes before its
 * noun. Silent where the adjective may follow the noun in right English: adjectives of state or measure
 * (POSTNOMINAL), an adjective with its own 'to', 'of', 'than', 'enough' or preposition ('a room full of books', 'a
 * teacher good at maths', 'a town famous for its beer'), a participle ('a man called John', 'a film dubbed in
 * German'), comparatives, and after a verb of object and state ('paint a wall blue', 'find a film boring').
 */
export function adjectiveAfterNoun(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  sentence.forEach((article, i) => {
    // 'a house very old': a degree before the adjective goes with it ('a house so old that', 'too big to' are right).
    const degree = DEGREE.test(sentence[i + 2]?.lower ?? "") && !endsClause(sentence[i + 2]) ? 1 : 0;
    const [noun, adjective] = [sentence[i + 1], sentence[i + 2 + degree]];
    if (!noun || !adjective || endsClause(article) || endsClause(noun)) return;
    const possessive = POSSESSIVE.test(article.lower);
    if (!/^(a|an)$/.test(article.lower) && !(possessive && afterObjectVerb(sentence, i, noun, adjective, lexicon)))
      return;
    if (!/^[a-z]+$/.test(noun.text) || !/^[a-z]+(-[a-z]+)?$/.test(adjective.text)) return;
    const nounTags = lexicon.tags(noun.lower);
    if (!nounTags.has("Noun") || nounTags.has("Adjective") || MEASURE.test(noun.lower)) return;
    if (!isDescriptive(adjective.lower, lexicon) && !(degree && isGradable(adjective.lower, lexicon))) return;
    // 'paint a wall blue', 'find a hotel cheap': the verb before the object may take a state after it.
    const before = sentence[i - 1]?.lower ?? "";
    const verb = /^(have|has|had|having)$/.test(before) ? lexicon.verb("have") : verbAt(sentence, i - 1, lexicon);
    // 'got a bike red for her birthday': 'get' makes a state of a thing it has, not of a new one ('get a bed ready').
    const makes = verb && OBJECT_COMPLEMENT.test(verb.infinitive) && !/^(want|need|get)$/.test(verb.infinitive);
    if (makes) return;
    if (verb && DEPICTS.test(verb.infinitive) && DEPICTIVE.test(adjective.lower)) return;
    // What follows: the clause's end or a prepositional phrase that is not the adjective's own.
    const after = sentence[i + 3 + degree];
    if (after && !endsClause(adjective) && timeEnd(sentence, i + 3, lexicon) === undefined) {
      // 'my suit new to the interview': after a possessive 'to' is the verb's unless the adjective takes it.
      const own = possessive && after.lower === "to" ? TAKES_TO : TAKES_PREPOSITION[after.lower];
      if (!own || own.test(adjective.lower)) return;
      // 'a room small in size': the phrase measures the adjective.
      if (MEASURED.test(sentence[i + 4 + degree]?.lower ?? "")) return;
      // 'a speech brilliant in its simplicity': a phrase about the noun's own quality.
      if (after.lower === "in" && /^(its|his|her|their)$/.test(sentence[i + 4 + degree]?.lower ?? "")) return;
    }
    const first = sentence[i + 2]!.lower;
    const vowel = /^([aeio]|u(?!ni|s[eu]|r))|^hon/.test(first) && !/^(one|eu)/.test(first);
    const right = possessive ? article.text : vowel ? "an" : "a";
    const described = sentence.slice(i + 2, i + 3 + degree).map((w) => w.text);
    const example = `${right} ${described.join(" ").toLowerCase()} ${noun.text}`;
    edits.push(
      edit(i, i + 3 + degree, [i === 0 ? capitalise(right) : right, ...described, noun.text], {
        en: `the adjective goes before the noun: ${example}`,
        de: `das Adjektiv steht vor dem Nomen: ${example}`,
      }),
    );
  });
  return edits;
}

/** Degrees that go with an adjective before its noun ("quite" goes before "a": "quite an old house"). */
const DEGREE = /^(very|really|extremely|pretty|rather|fairly)$/;
/** Adjectives of size, age and quality that stand after a noun only alone ('a year old'), not after 'very'. */
const GRADABLE = /^(old|long|tall|high|wide|deep|thick|quick|hot|cold|warm|quiet|clean|dirty|tidy|safe|late|early)$/;

function isGradable(word: string, lexicon: EnglishLexicon): boolean {
  return GRADABLE.test(word) && lexicon.tags(word).has("Adjective");
}

/** Adjectives in -ing of the effect something has ('an interesting book', 'a boring film'), not an action. */
const EFFECT =
  /^(interest|excit|amaz|bor|charm|surpris|disappoint|annoy|tir|frighten|terrify|fascinat|shock|embarrass|confus|depress|satisfy|convinc|disgust|thrill|astonish|exhaust|refresh|inspir|entertain|stunn|overwhelm|challeng|reward|promis|welcom)ing$/;

/** A plain adjective of quality, size, age, colour or price: no noun, participle, comparative or state. */
function isDescriptive(word: string, lexicon: EnglishLexicon): boolean {
  const tags = lexicon.tags(word);
  if (
    !tags.has("Adjective") ||
    tags.has("Noun") ||
    tags.has("Adverb") ||
    tags.has("Preposition") ||
    tags.has("Comparative") ||
    tags.has("Superlative")
  )
    return false;
  if (tags.has("PastTense") || tags.has("Participle")) return false;
  if ((tags.has("Gerund") || /ing$/.test(word)) && !EFFECT.test(word)) return false;
  // 'clean', 'slow': an adjective that is also a verb only in its plain form.
  const forms = lexicon.verb(word);
  if (forms && forms.infinitive !== word && !EFFECT.test(word)) return false;
  return !POSTNOMINAL.test(word);
}

const POSSESSIVE = /^(my|your|his|her|our|their)$/;
/** Adjectives with a 'to' of their own ('similar to', 'close to', 'kind to'). */
const TAKES_TO =
  /^(similar|close|kind|nice|used|married|friendly|rude|polite|important|open|available|useful|next|equal|related|due|grateful|allergic|essential|common|known|clear|strange|visible|dear|true|faithful|fair|loyal|helpful|identical|familiar|relevant|attached|opposed)$/;
/** Verbs of seeming and becoming: an adjective after their object's noun may be the subject's ('looks his age old'). */
const LINKING = /^(be|seem|look|sound|feel|become|get|stay|remain|keep|grow|turn|go|taste|smell|appear)$/;
/** Nouns worn or held in a state ('wear her hair short', 'keep your eyes open'), and adjectives of cut and fit. */
const STYLED = /^(hair|beard|nails|eyes|skin|teeth|mouth|hands|arms|legs|feet|head)$/;
const FIT = /^(tight|loose|short|long|high|low|straight|curly|wet|dry|open|shut|up|down)$/;

/**
 * 'I wore my suit new to the interview' -> 'my new suit': a possessive's noun right after a verb that takes an
 * object and no state of it ('find my room small', 'like my coffee hot', 'eat my steak rare', 'wear my hair
 * short' stay).
 */
function afterObjectVerb(sentence: Word[], i: number, noun: Word, adjective: Word, lexicon: EnglishLexicon): boolean {
  const verb = verbAt(sentence, i - 1, lexicon);
  if (!verb || endsClause(sentence[i - 1]) || LINKING.test(verb.infinitive)) return false;
  if (OBJECT_COMPLEMENT.test(verb.infinitive) || DEPICTS.test(verb.infinitive)) return false;
  return !STYLED.test(noun.lower) && !FIT.test(adjective.lower);
}
