import { beforeAll, describe, expect, it } from "vitest";
import { type GermanLexicon, loadGermanLexicon } from "../../lexicon-de";
import { applyRules } from "../apply";
import { articleCase } from "./case";

let lexicon: GermanLexicon;
beforeAll(async () => {
  lexicon = await loadGermanLexicon();
}, 30_000);

const check = (text: string) => applyRules(text, [articleCase], lexicon);

describe("article case after a preposition", () => {
  it.each([
    ["Ich fahre mit der Fahrrad zur Arbeit.", "Ich fahre mit dem Fahrrad zur Arbeit."],
    ["Ich habe einen Brief von meine Oma bekommen.", "Ich habe einen Brief von meiner Oma bekommen."],
    ["Ich habe ein Geschenk für mein Vater gekauft.", "Ich habe ein Geschenk für meinen Vater gekauft."],
    ["Ich laufe jeden Morgen durch der Park.", "Ich laufe jeden Morgen durch den Park."],
    ["Ich gehe nach dem Kurs zu mein Freund.", "Ich gehe nach dem Kurs zu meinem Freund."],
    ["Mein Kollege kommt aus die Türkei.", "Mein Kollege kommt aus der Türkei."],
    ["Ich spreche mit den Kinder.", "Ich spreche mit den Kindern."],
    ["Ich gehe zu die Post.", "Ich gehe zur Post."],
    ["Ich gehe zum Schule.", "Ich gehe zur Schule."],
  ])("corrects %j", (text, corrected) => {
    expect(check(text).text).toBe(corrected);
  });

  it("names the preposition's case with the phrase, as a gender-case mistake", () => {
    const result = check("Ich fahre jeden Tag mit den Bus.");
    expect(result.corrections).toEqual([{ original: "den Bus", corrected: "dem Bus", category: "gender-case" }]);
    expect(result.explanations).toEqual([
      { en: "after 'mit' comes the dative: dem Bus", de: "nach 'mit' steht der Dativ: dem Bus" },
    ]);
  });

  it("names the gender too where the determiner had another", () => {
    expect(check("Ich fahre mit der Fahrrad zur Arbeit.").explanations).toEqual([
      {
        en: "after 'mit' comes the dative, and 'Fahrrad' is neuter: dem Fahrrad",
        de: "nach 'mit' steht der Dativ, und 'Fahrrad' ist neutral: dem Fahrrad",
      },
    ]);
  });
});

describe("two-way prepositions", () => {
  it.each([
    ["Ich hänge das Bild an der Wand.", "Ich hänge das Bild an die Wand."],
    ["Wir gehen am Samstag in den Oper.", "Wir gehen am Samstag in die Oper."],
    ["Ich wohne in die Stadt.", "Ich wohne in der Stadt."],
    ["Das Buch liegt auf den Tisch.", "Das Buch liegt auf dem Tisch."],
  ])("corrects %j by its verb", (text, corrected) => {
    expect(check(text).text).toBe(corrected);
  });

  it("names direction and place", () => {
    expect(check("Ich hänge das Bild an der Wand.").explanations[0]).toEqual({
      en: "after 'an' comes the accusative for a direction: die Wand",
      de: "nach 'an' steht bei einer Richtung der Akkusativ: die Wand",
    });
  });
});

describe("the case a verb demands", () => {
  it.each([
    ["Ich brauche der Schlüssel für die Wohnung.", "Ich brauche den Schlüssel für die Wohnung."],
    ["Wir haben gestern ein Film gesehen.", "Wir haben gestern einen Film gesehen."],
    ["Ich danke meine Nachbarin für die Hilfe.", "Ich danke meiner Nachbarin für die Hilfe."],
    ["Hast du ein Kuli für mich?", "Hast du einen Kuli für mich?"],
    ["Ich helfe mein Bruder beim Umzug.", "Ich helfe meinem Bruder beim Umzug."],
    ["Ich sehe der Bus nicht.", "Ich sehe den Bus nicht."],
    ["Es gibt ein Park in der Nähe.", "Es gibt einen Park in der Nähe."],
    ["Ich kenne den Nachbar nicht.", "Ich kenne den Nachbarn nicht."],
  ])("corrects %j", (text, corrected) => {
    expect(check(text).text).toBe(corrected);
  });

  it("names the verb and its case", () => {
    expect(check("Ich brauche der Schlüssel.").explanations).toEqual([
      { en: "'brauchen' takes the accusative: den Schlüssel", de: "'brauchen' verlangt den Akkusativ: den Schlüssel" },
    ]);
  });
});

describe("a determiner of another gender", () => {
  it.each([
    ["Ich habe heute keinen Zeit.", "Ich habe heute keine Zeit.", "'Zeit' is feminine: keine Zeit"],
    ["Das ist den Zimmer von Anna.", "Das ist das Zimmer von Anna.", "'Zimmer' is neuter: das Zimmer"],
    ["Ich habe einen neue Wohnung.", "Ich habe eine neue Wohnung.", "'Wohnung' is feminine: eine neue Wohnung"],
  ])("corrects %j", (text, corrected, en) => {
    const result = check(text);
    expect(result.text).toBe(corrected);
    expect(result.explanations[0]?.en).toBe(en);
  });

  it("says it in German for German speakers", () => {
    expect(check("Das ist den Zimmer von Anna.").explanations[0]?.de).toBe("'Zimmer' ist neutral: das Zimmer");
  });
});

describe("stays silent where it is not sure", () => {
  it.each([
    // Correct sentences of the tuning set.
    "Ich fahre jeden Tag mit der Straßenbahn.",
    "Das Geschenk ist für meinen Vater.",
    "Ich brauche einen Stift und ein Heft.",
    "Ich lege das Handy auf den Tisch.",
    "Gehst du heute in die Stadt?",
    "Meine Kollegin kommt aus der Schweiz.",
    "Ich helfe meiner Nachbarin oft im Garten.",
    // Nouns with two genders, or a gender the lexicon gets wrong.
    "Wir fahren an den See.",
    "Wir waren am See.",
    "Die Band spielt heute.",
    "Ich brauche eine Leiter.",
    "Ich mag den Regen nicht.",
    "Er hat einen neuen Wagen.",
    "Einen Moment, bitte.",
    // Subjects, genitives, relative pronouns, pronoun 'ihr', conjunctions.
    "Mir gefällt der neue Film.",
    "Der Schlüssel liegt auf dem Tisch.",
    "Sie hilft uns oft beim Tragen der Einkäufe.",
    "Das ist der Mann, dem ich geholfen habe.",
    "Ich gebe ihr Blumen.",
    "Gebt ihr Kindern Geld?",
    "Seit die Kinder da sind, ist es laut.",
    "Um der Frau zu helfen, bin ich gekommen.",
    "Was für ein Zug ist das?",
    "Während des Urlaubs habe ich viel gelesen.",
    // Two-way prepositions whose verb does not make the case sure.
    "Das Bild hängt an der Wand.",
    "Die Lampe hängt über dem Tisch.",
    "Wir gehen am Fluss spazieren.",
    "Das geht hier an der Kasse.",
    "Ich gehe in der Mittagspause einkaufen.",
    "Ich bin verliebt in den Mann.",
    "Ich bin stolz auf meinen Sohn.",
    "Ich würde im Mai einziehen.",
    // Two objects (a compound noun the lexicon knows by its last part), 'beide' after an article.
    "Ich kaufe meiner Mutter einen Blumenstrauß.",
    "Ich kaufe Anna die Tasche.",
    "Die beiden Kinder spielen im Garten.",
  ])("leaves %j", (text) => {
    expect(check(text).corrections).toEqual([]);
  });
});
