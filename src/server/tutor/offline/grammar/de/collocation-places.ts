import type { GrammarEdit, Word } from "../types";
import { articleFor } from "./noun-determiner";
import { ARTICLE_COUNTRIES } from "./words";

/**
 * Prepositions of places: where from ('aus Italien', not 'von'), where to ('nach Berlin'; a country with an article:
 * 'in die Schweiz'), home ('nach Hause' going, 'zu Hause' being) and to a person ('zum Arzt', not 'in den Arzt').
 */

/**
 * Countries whose article the place rules add ('nach der Schweiz' -> 'in die Schweiz'): not 'Senegal', said with and
 * without it, nor the dated 'Tschechei' (now 'Tschechien').
 */
const ARTICLE_COUNTRY_GENDER = Object.fromEntries(
  Object.entries(ARTICLE_COUNTRIES).filter(([country]) => country !== "Senegal" && country !== "Tschechei"),
);
/** Countries, continents and cities named without an article. */
const PLACES = new Set(
  `Deutschland Österreich Italien Spanien Frankreich Polen Russland China Japan Syrien Afghanistan Eritrea Somalia
  Griechenland Portugal England Schottland Irland Amerika Kanada Mexiko Brasilien Argentinien Kolumbien Peru Chile
  Indien Pakistan Bangladesch Ägypten Marokko Tunesien Algerien Libyen Nigeria Ghana Kenia Äthiopien Vietnam Thailand
  Korea Kroatien Serbien Bosnien Albanien Kosovo Rumänien Bulgarien Ungarn Tschechien Slowenien Belgien Holland
  Dänemark Schweden Norwegen Finnland Litauen Lettland Estland Georgien Armenien Kasachstan Jordanien Israel
  Palästina Indonesien Australien Afrika Europa Asien Kuba Venezuela Berlin Hamburg München Köln Frankfurt Stuttgart
  Düsseldorf Dresden Leipzig Bremen Hannover Nürnberg Bonn Wien Zürich Bern Basel Genf Paris London Rom Madrid
  Barcelona Istanbul Ankara Warschau Moskau Kiew Prag Budapest Athen Lissabon Amsterdam Brüssel Damaskus Aleppo
  Kabul Bagdad Teheran Kairo Peking Tokio`.split(/\s+/),
);

/** Verbs of going somewhere, and of being somewhere. */
const GOING = new Set(
  "gehen fahren fliegen reisen ziehen umziehen laufen kommen zurückkommen zurückfahren zurückgehen zurückkehren zurückfliegen rennen bringen mitkommen mitfahren".split(
    " ",
  ),
);
const BEING = new Set(
  "sein bleiben wohnen arbeiten leben sitzen liegen schlafen kochen essen lernen feiern".split(" "),
);
const FROM = new Set(["kommen", "stammen"]);
/** People one goes to ('zum Arzt', 'zur Friseurin'): doctors of every kind by their ending. */
const PERSON = /(arzt|ärztin|friseur|friseurin|frisör|doktor)$/i;

const edit = (start: number, end: number, words: string[], en: string, de: string): GrammarEdit => ({
  start,
  end,
  words,
  category: "preposition",
  explain: { en, de },
});

/** The place rules in the clause [start, end), given the verbs it has (infinitives). */
export function placeEdits(sentence: Word[], start: number, end: number, verbs: Set<string>): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const going = [...verbs].some((v) => GOING.has(v));
  const being = !going && [...verbs].some((v) => BEING.has(v));
  const from = [...verbs].find((v) => FROM.has(v));
  const words = sentence.map((w) => w.lower);
  for (let p = start; p < end - 1; p++) {
    const preposition = words[p]!;
    const next = sentence[p + 1]!;
    // 'von der Schweiz' or 'vom Irak': the place after the article.
    const articled = ["der", "die", "den", "dem"].includes(words[p + 1]!) || preposition === "vom";
    const placeIndex = articled && preposition !== "vom" ? p + 2 : p + 1;
    const place = sentence[placeIndex]?.text ?? "";
    const gender = ARTICLE_COUNTRY_GENDER[place];
    const known = PLACES.has(place) || gender !== undefined;
    if (sentence[p]!.trail) continue;
    if (from && (preposition === "von" || preposition === "vom") && known && !words.includes("nach")) {
      const article = gender ? [articleFor(gender, "DAT")] : [];
      const words = ["aus", ...article, place];
      edits.push(
        edit(
          p,
          placeIndex + 1,
          words,
          `'${from}' from a country or city is 'aus': ${words.join(" ")}`,
          `woher man kommt, sagt 'aus': ${words.join(" ")}`,
        ),
      );
    } else if (going && preposition === "nach" && gender) {
      const words = ["in", articleFor(gender, "AKK"), place];
      edits.push(
        edit(
          p,
          placeIndex + 1,
          words,
          `a country with an article takes 'in': ${words.join(" ")}`,
          `ein Land mit Artikel steht mit 'in': ${words.join(" ")}`,
        ),
      );
    } else if (going && preposition === "zu" && PLACES.has(next.text)) {
      edits.push(
        edit(
          p,
          p + 1,
          ["nach"],
          `a city or country you go to takes 'nach': nach ${next.text}`,
          `wohin? in eine Stadt oder ein Land: 'nach': nach ${next.text}`,
        ),
      );
    } else if (next.lower === "hause" && ((going && preposition === "zu") || (being && preposition === "nach"))) {
      const right = going ? "nach" : "zu";
      edits.push(
        edit(
          p,
          p + 1,
          [right],
          `going home is 'nach Hause', being at home 'zu Hause': ${right} Hause`,
          `wohin? 'nach Hause'; wo? 'zu Hause': ${right} Hause`,
        ),
      );
    } else if (
      going &&
      preposition === "in" &&
      ["den", "die"].includes(next.lower) &&
      PERSON.test(sentence[p + 2]?.text ?? "")
    ) {
      const person = sentence[p + 2]!.text;
      const short = /in$/.test(person) ? "zur" : next.lower === "den" ? "zum" : undefined;
      if (short) {
        edits.push(
          edit(
            p,
            p + 2,
            [short],
            `to a person you go with 'zu': ${short} ${person}`,
            `zu einer Person geht man mit 'zu': ${short} ${person}`,
          ),
        );
      }
    }
  }
  return edits;
}
