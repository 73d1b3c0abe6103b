import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { at, clauseBefore, editsAt, joined, keepCapital, swapPrepositionAt } from "./preposition-edit";
import { lemmas } from "./prepositions-heads";
import { endsClause, isCapitalised, POSSESSIVES, textOf } from "./words";

/**
 * Set phrases of time and place that German speakers build from their own ('im Moment' -> 'in the moment', 'an
 * Weihnachten' -> 'in Christmas', 'im Fernsehen' -> 'in TV', 'auf der linken Seite' -> 'at the left', 'auf dem
 * Foto' -> 'at this photo', 'meiner Meinung nach' -> 'on my opinion', 'am Bahnhof' -> 'on the station', 'seit 2019'
 * -> 'for 2019', 'geboren 1948' -> 'born 1948', 'ankommen in London' -> 'arrive at London').
 */
export function timeAndPlacePhrases(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  return editsAt(sentence, 0, (p) =>
    keepCapital(sentence, phrase(sentence, p, lexicon) ?? bornYear(sentence, p) ?? sinceYear(sentence, p, lexicon)),
  );
}

/** The words of the clause around `p`. */
function clauseOf(sentence: Word[], p: number): string[] {
  const words = clauseBefore(sentence, p);
  for (let k = p; k < sentence.length; k++) {
    words.push(sentence[k]!.lower);
    if (endsClause(sentence[k])) break;
  }
  return words;
}

const LOOKING =
  /^(look|looks|looked|looking|stare|stares|stared|staring|glance|glanced|point|pointed|pointing|smile|smiled|smiling|laugh|laughed|laughing|gaze|gazed)$/;
const WATCHING =
  /^(watch|watches|watched|watching|see|saw|seen|show|shows|showed|shown|broadcast|air|aired|appear|appeared|appears|what's|what|anything|something|nothing|film|films|match|game|news|programme|program|movie|documentary|interview|series|show)$/;
const PAST = /^(was|were|had|did|felt|thought|said|went|got|made|knew|forgot|froze|saw|took|ran|came|told|began)$/;

/** 'in the moment', 'in Christmas', 'in TV', 'at the left', 'at this photo', 'on my opinion', 'on the station'. */
function phrase(sentence: Word[], p: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  const word = sentence[p]!;
  const next = sentence[p + 1];
  if (!next || !joined(word) || !/^(in|on|at|after|to|from)$/.test(word.lower)) return undefined;
  const prep = word.lower;
  const [n1, n2, n3] = [at(sentence, p + 1), at(sentence, p + 2), at(sentence, p + 3)];
  const edit = swapPrepositionAt(p);
  const before = clauseBefore(sentence, p);
  // 'I'm busy in the moment' -> 'at the moment'; 'live in the moment', 'in the moment I saw him' (a past) stay.
  if (prep === "in" && n1 === "the" && n2 === "moment" && endsClause(sentence[p + 2]) && joined(sentence[p + 1])) {
    const clause = clauseOf(sentence, p);
    if (
      !clause.some((w) =>
        /^(live|lives|living|lived|enjoy|enjoying|enjoyed|caught|lost|stay|staying|present|being|be|mindful|absorbed|immersed|focus|focused|exist|existing)$/.test(
          w,
        ),
      ) &&
      !sentence.some((w) => PAST.test(w.lower) || /(ed|didn't|wasn't|weren't|couldn't|hadn't)$/.test(w.lower))
    )
      return edit("at", "'moment' takes 'at' for 'now'", "'im Moment' heißt 'at the moment'", "at the moment");
  }
  // 'What do you do in Christmas?' -> 'at Christmas' ('in Christmas markets' is another phrase).
  if (prep === "in" && /^(christmas|easter)$/.test(n1) && isCapitalised(next)) {
    const after = sentence[p + 2];
    const compound = after && lexicon.tags(after.lower).has("Noun") && !lexicon.tags(after.lower).has("Pronoun");
    if (endsClause(next) || !compound || /^(last|next|this)$/.test(after.lower))
      return edit("at", "holidays take 'at'", "vor Feiertagen steht 'at'", `at ${next.text}`);
  }
  // 'Did you watch the match in TV?' -> 'on TV'; 'she works in TV' (the trade) stays.
  if (/^(in|at)$/.test(prep) && /^(tv|television)$/.test(n1)) {
    const after = sentence[p + 2];
    const alone =
      endsClause(next) ||
      !after ||
      !lexicon.tags(after.lower).has("Noun") ||
      /^(last|tonight|today|yesterday|now|every|again)$/.test(after.lower);
    const watched = clauseOf(sentence, p).some((w) => WATCHING.test(w));
    if (alone && watched && !clauseOf(sentence, p).some((w) => /^(work|works|worked|working|job|career)$/.test(w)))
      return edit("on", "'TV' takes 'on'", "'im Fernsehen' heißt 'on TV'", `on ${next.text}`);
  }
  // 'the second door at the left' -> 'on the left'; 'at the right time', 'in the right' (being right) stay.
  if (
    (prep === "at" || (prep === "in" && n2 === "left")) &&
    n1 === "the" &&
    /^(left|right)$/.test(n2) &&
    !before.some((w) => LOOKING.test(w))
  ) {
    // 'in the left side of my chest' is inside it: only 'at' before 'side'.
    const side = prep === "at" && (n3 === "side" || (n3 === "hand" && at(sentence, p + 4) === "side"));
    if (endsClause(sentence[p + 2]) || !sentence[p + 3] || side)
      return edit("on", "sides take 'on'", "'auf der linken/rechten Seite' heißt 'on the left/right'", `on the ${n2}`);
  }
  // 'Who is the man at this photo?' -> 'in'; 'look at this photo' stays.
  if (
    prep === "at" &&
    /^(this|that|the|my|your|his|her|our|their)$/.test(n1) &&
    /^(photos?|pictures?|photographs?)$/.test(n2)
  ) {
    if (
      !before.some((w) => LOOKING.test(w)) &&
      (endsClause(sentence[p + 2]) || !sentence[p + 3] || /^(is|are|was|were|who|with)$/.test(n3))
    )
      return edit("in", "people and things are 'in' a photo", "auf einem Foto heißt 'in the photo'", `in ${n1} ${n2}`);
  }
  // 'On my opinion, ...' -> 'In my opinion': the phrase stands alone, between commas or at the start.
  if (/^(on|after|to|from|at)$/.test(prep) && POSSESSIVES.has(n1) && n2 === "opinion") {
    const alone = (p === 0 || endsClause(sentence[p - 1])) && (endsClause(sentence[p + 2]) || !sentence[p + 3]);
    const start =
      p === 0 &&
      !endsClause(sentence[p + 2]) &&
      sentence[p + 3] &&
      /^(i|you|he|she|we|they|it|the|this|that|there)$/.test(n3);
    if (alone || start)
      return edit("in", "'opinion' takes 'in'", "'meiner Meinung nach' heißt 'in my opinion'", `in ${n1} opinion`);
  }
  // 'Let's meet on the station' -> 'at the station'; 'on the station's website', 'report on the party' stay.
  if (prep === "on" && n1 === "the") {
    // 'the main station', 'the central bus station'.
    const first = /^(main|central|local|nearest|old|new|big|little|small|international)$/.test(n2) ? p + 3 : p + 2;
    const kind = /^(train|bus|railway|coach)$/.test(at(sentence, first));
    const noun = kind && /^(station|stop)$/.test(at(sentence, first + 1)) ? first + 1 : first;
    const place = at(sentence, noun);
    const ends = endsClause(sentence[noun]) || !sentence[noun + 1] || !lexicon.tags(at(sentence, noun + 1)).has("Noun");
    const verb = before
      .slice(-3)
      .reverse()
      .map((w) => lemmas(w, lexicon)[0] ?? (/^(is|are|was|were|am|'m|i'm|we're|been)$/.test(w) ? "be" : undefined))
      .find(Boolean);
    const motion =
      /^(meet|wait|be|arrive|stand|stay|pick|see|get|leave)$/.test(verb ?? "") ||
      /^(me|you|him|her|us|them|up|is|are|was|were|am|i'm|we're)$/.test(before[before.length - 1] ?? "");
    if (
      (/^(station|airport)$/.test(place) || (place === "stop" && kind)) &&
      ends &&
      motion &&
      !/'s$/.test(at(sentence, noun))
    )
      return edit(
        "at",
        "stations take 'at'",
        "am Bahnhof heißt 'at the station'",
        `at the ${textOf(sentence, p + 2, noun + 1)}`,
      );
  }
  // 'We met on the party', 'I saw her in a party' -> 'at': after a verb of being or meeting ('in a party' may be politics).
  if (
    /^(on|in)$/.test(prep) &&
    /^(the|a|an|my|your|his|her|our|their)$/.test(n1) &&
    /^(party|concert|wedding|festival)$/.test(n2)
  ) {
    const ends = endsClause(sentence[p + 2]) || !sentence[p + 3] || !lexicon.tags(n3).has("Noun");
    const verb = before
      .slice(-3)
      .reverse()
      .map((w) => lemmas(w, lexicon)[0] ?? (/^(is|are|was|were|am|'m|i'm|we're|been)$/.test(w) ? "be" : undefined))
      .find(Boolean);
    const met = prep === "on" ? /^(meet|be|see|dance|sing|have|talk)$/ : /^(meet|see|dance|sing|talk)$/;
    if (ends && met.test(verb ?? ""))
      return edit("at", "events take 'at'", "auf einer Feier heißt 'at the party'", `at ${n1} ${n2}`);
  }
  // 'in the end of the film' -> 'at the end of'; 'on the beginning of' -> 'at'; 'in the age of 18' -> 'at'.
  if (prep === "in" && n1 === "the" && n2 === "end" && n3 === "of")
    return edit("at", "'the end of' takes 'at'", "'am Ende' heißt 'at the end of'", "at the end of");
  if (prep === "on" && n1 === "the" && n2 === "beginning")
    return edit("at", "'the beginning' takes 'at'", "'am Anfang' heißt 'at the beginning'", "at the beginning");
  if (/^(in|with)$/.test(prep) && n1 === "the" && n2 === "age" && n3 === "of" && /^\d+$/.test(at(sentence, p + 4)))
    return edit("at", "an age takes 'at'", "vor einem Alter steht 'at'", `at the age of ${at(sentence, p + 4)}`);
  if (prep === "in" && n1 === "the" && n2 === "same" && n3 === "time" && endsClause(sentence[p + 3]))
    return edit("at", "'the same time' takes 'at'", "'gleichzeitig' heißt 'at the same time'", "at the same time");
  // 'We arrived at London' -> 'in London': a city or country, not a place in it ('at Heathrow').
  if (
    prep === "at" &&
    isCapitalised(next) &&
    /^(arrive|arrives|arrived|arriving)$/.test(before[before.length - 1] ?? "")
  ) {
    const tags = lexicon.tags(n1);
    if (
      (tags.has("City") || tags.has("Country")) &&
      (endsClause(next) || !sentence[p + 2] || !isCapitalised(sentence[p + 2]!))
    )
      return edit(
        "in",
        "'arrive' takes 'in' before a city or country",
        "'arrive' steht mit 'in' vor Städten und Ländern",
        `arrive in ${next.text}`,
      );
  }
  return undefined;
}

/** 'My grandfather was born 1948' -> 'born in 1948'. */
function bornYear(sentence: Word[], p: number): GrammarEdit | undefined {
  const word = sentence[p]!;
  const year = sentence[p + 1];
  if (word.lower !== "born" || !year || !joined(word) || !/^\d{4}$/.test(year.lower)) return undefined;
  if (!/^(was|were|am|is|are|been|be|i'm|he's|she's)$/.test(at(sentence, p - 1))) return undefined;
  return {
    start: p + 1,
    end: p + 2,
    words: ["in", year.text],
    category: "preposition",
    explain: { en: `years take 'in': born in ${year.text}`, de: `vor Jahreszahlen steht 'in': born in ${year.text}` },
  };
}

/** Verbs that last: 'has worked for 2019' means since then ('have booked it for 2019' is a purpose). */
const LASTING =
  /^(live|work|be|know|have|study|stay|teach|play|learn|love|own|run|sing|collect|use|drive|build|belong|exist|speak|attend)$/;

/** 'She has worked here for 2019' -> 'since 2019': a perfect up to now from a point in time. */
function sinceYear(sentence: Word[], p: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  const word = sentence[p]!;
  const year = sentence[p + 1];
  if (word.lower !== "for" || !year || !joined(word) || !/^(19|20)\d\d$/.test(year.lower)) return undefined;
  // 'for 2019 prices', 'waiting for 2020 to come', 'champion for 2019 and 2020'.
  if (
    sentence[p + 2] &&
    !endsClause(year) &&
    (lexicon.tags(at(sentence, p + 2)).has("Noun") || /^(to|and|or)$/.test(at(sentence, p + 2)))
  )
    return undefined;
  const before = clauseBefore(sentence, p);
  const have = before.findIndex((w) => /^(have|has|haven't|hasn't|i've|we've|you've|they've|he's|she's)$/.test(w));
  if (have < 0) return undefined;
  const verbs = before.slice(have + 1).filter((w) => /(ed|en|wn|ght|ung|one|ayed|aught|een|ing)$/.test(w));
  // 'have been married', 'has been ill': 'be' lasts.
  const been = before.indexOf("been");
  const main = been >= 0 && !/ing$/.test(before[been + 1] ?? "") ? "been" : verbs[verbs.length - 1];
  if (!main || !lemmas(main, lexicon).some((l) => LASTING.test(l))) return undefined;
  if (before.some((w) => /^(will|going|planned|booked|bought|ordered|reserved|saved)$/.test(w))) return undefined;
  return swapPrepositionAt(p)(
    "since",
    "a point in time takes 'since' with the present perfect",
    "ein Zeitpunkt steht mit 'since' im Present Perfect",
    `since ${year.text}`,
  );
}
