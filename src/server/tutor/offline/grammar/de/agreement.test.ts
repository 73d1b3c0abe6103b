import { beforeAll, describe, expect, it } from "vitest";
import { type GermanLexicon, loadGermanLexicon } from "../../lexicon-de";
import { applyRules } from "../apply";
import { agreement } from "./agreement";

let lexicon: GermanLexicon;
beforeAll(async () => {
  lexicon = await loadGermanLexicon();
}, 30_000);

const check = (text: string) => applyRules(text, [agreement], lexicon);

describe("subject-verb agreement", () => {
  it.each([
    // Pronoun subjects, the verb from the lexicon (irregular, modal, past).
    ["Wir ist seit zwei Wochen in Köln.", "Wir sind seit zwei Wochen in Köln."],
    ["Ich nehmt einen Kaffee mit Milch.", "Ich nehme einen Kaffee mit Milch."],
    ["Ihr kann heute bei uns übernachten.", "Ihr könnt heute bei uns übernachten."],
    ["Ich bist heute sehr müde.", "Ich bin heute sehr müde."],
    ["Er haben gestern lange gearbeitet.", "Er hat gestern lange gearbeitet."],
    ["Du darf hier nicht parken.", "Du darfst hier nicht parken."],
    ["Er waren gestern im Kino.", "Er war gestern im Kino."],
    ["Er möchten einen Kaffee.", "Er möchte einen Kaffee."],
    ["Es geben viele Leute hier.", "Es gibt viele Leute hier."],
    // Noun subjects: singular or plural by the lexicon, and by the article where the noun is both.
    ["Mein Nachbar arbeiten im Krankenhaus.", "Mein Nachbar arbeitet im Krankenhaus."],
    ["Meine kleine Tochter schlaft schon.", "Meine kleine Tochter schläft schon."],
    ["Mein Vater lest jeden Morgen die Zeitung.", "Mein Vater liest jeden Morgen die Zeitung."],
    ["Meine Freundin müssen heute lange arbeiten.", "Meine Freundin muss heute lange arbeiten."],
    ["Die Nachbarn feiert heute eine Party.", "Die Nachbarn feiern heute eine Party."],
    ["Meine Eltern kommt am Samstag zu Besuch.", "Meine Eltern kommen am Samstag zu Besuch."],
    ["Unsere Lehrerin sprechen sehr langsam.", "Unsere Lehrerin spricht sehr langsam."],
    ["Die Lehrer erklärt gut.", "Die Lehrer erklären gut."],
    ["Das Zimmer sind groß.", "Das Zimmer ist groß."],
    ["Die Kinder von meiner Schwester spielt im Garten.", "Die Kinder von meiner Schwester spielen im Garten."],
    ["Zwei Kinder spielt im Garten.", "Zwei Kinder spielen im Garten."],
    // Joined subjects.
    ["Mein Mann und ich ist müde.", "Mein Mann und ich sind müde."],
    ["Er und seine Frau wohnt in Berlin.", "Er und seine Frau wohnen in Berlin."],
    // The verb first, or after a fronted phrase.
    ["Darfst man hier im Park rauchen?", "Darf man hier im Park rauchen?"],
    ["Fährst er morgen?", "Fährt er morgen?"],
    ["Heute ist wir im Kino.", "Heute sind wir im Kino."],
    ["Wo wohnt du?", "Wo wohnst du?"],
    ["Am Samstag geht wir ins Kino.", "Am Samstag gehen wir ins Kino."],
    ["Den Film hat ich gesehen.", "Den Film habe ich gesehen."],
    ["Wann kommt deine Eltern?", "Wann kommen deine Eltern?"],
    // Separable verbs, subordinate clauses, a second clause.
    ["Der Zug fahrt um acht Uhr ab.", "Der Zug fährt um acht Uhr ab."],
    ["Ich weiß, dass er morgen kommen.", "Ich weiß, dass er morgen kommt."],
    ["Wenn ich Zeit hat, kommst ich.", "Wenn ich Zeit habe, komme ich."],
    ["Ich koche und er spülen.", "Ich koche und er spült."],
  ])("agrees %j", (text, corrected) => {
    expect(check(text).text).toBe(corrected);
  });

  it("names the rule with the subject and the verb, as a verb-form mistake", () => {
    const pronoun = check("Fährst er morgen?");
    expect(pronoun.corrections).toEqual([{ original: "Fährst", corrected: "Fährt", category: "verb-form" }]);
    expect(pronoun.explanations).toEqual([
      { en: "'er' takes 'fährt': er fährt", de: "zu 'er' gehört 'fährt': er fährt" },
    ]);
    expect(check("Mein Nachbar arbeiten im Krankenhaus.").explanations).toEqual([
      {
        en: "'mein Nachbar' is singular: mein Nachbar arbeitet",
        de: "'mein Nachbar' ist Singular: mein Nachbar arbeitet",
      },
    ]);
    expect(check("Die Nachbarn feiert heute eine Party.").explanations[0]?.en).toBe(
      "'die Nachbarn' is plural: die Nachbarn feiern",
    );
    expect(check("Mein Mann und ich ist müde.").explanations[0]?.de).toBe(
      "'mein Mann und ich' ist 'wir': mein Mann und ich sind",
    );
  });

  it.each([
    "Ich kann heute leider nicht kommen.",
    "Siehst du den Mann dort an der Ecke?",
    "Weißt du, wo die Apotheke ist?",
    "Könnt ihr am Samstag zu meiner Party kommen?",
    "Sie hat gestern lange im Büro gearbeitet.",
    "Man darf im Zug nicht rauchen.",
    "Ich bin seit einem Jahr in Deutschland.",
    // 'sie' / 'Sie': she, they or you.
    "Sie haben recht.",
    "Haben Sie Zeit?",
    "Sie kenne ich nicht.",
    // 'es' with a plural, 'es gibt'.
    "Es sind meine Kinder.",
    "Sind es deine Kinder?",
    "Es kamen viele Leute zur Party.",
    "Es gibt viele Leute hier.",
    // A phrase before the verb that is its object: the subject follows.
    "Die Kinder sehe ich jeden Tag.",
    "Die Kinder holt mein Mann ab.",
    "Die Kinder interessiert das nicht.",
    "Meine Eltern interessiert Fußball nicht.",
    "Die Blumen hat mir mein Mann geschenkt.",
    "Am Wochenende besucht uns meine Mutter.",
    // 'ihr' as 'her'.
    "Gefällt ihr das Buch?",
    "Ihr gefällt das Buch.",
    "Hilft ihr jemand?",
    "Heute kommt ihr Mann nach Hause.",
    // A form that is singular and plural alike, names, appositions.
    "Die Stadt Essen ist schön.",
    "Anna sagt ich soll kommen.",
    "Der Arzt sagt ich soll mehr schlafen.",
    "Meine Eltern sagen ich muss mehr lernen.",
    "Mein Freund Peter kommt morgen.",
    "Du und dein Bruder kommen morgen.",
    // Relative and subordinate clauses, a verb in the wrong place (another rule's).
    "Die Kinder, die dort spielen, sind mein Glück.",
    "Der Mann, den ich gestern gesehen habe, ist mein Nachbar.",
    "Weil ich kann nicht kommen, bleibe ich zu Hause.",
    "In Berlin es gibt viele Museen.",
    "Zum Geburtstag ich habe ein Fahrrad bekommen.",
    "Das sind meine Kinder.",
    "Mir gefallen die Schuhe nicht.",
    "Wie lange wartest du schon?",
  ])("leaves %j", (text) => {
    expect(check(text).text).toBe(text);
  });
});
