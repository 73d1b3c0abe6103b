import { beforeAll, describe, expect, it } from "vitest";
import { type GermanLexicon, loadGermanLexicon } from "../../lexicon-de";
import { applyRules } from "../apply";
import { collocations } from "./collocations";

let lexicon: GermanLexicon;
beforeAll(async () => {
  lexicon = await loadGermanLexicon();
}, 30_000);

const check = (text: string) => applyRules(text, [collocations], lexicon);

describe("preposition collocations", () => {
  it.each([
    ["Ich habe Angst für Spinnen.", "Ich habe Angst vor Spinnen."],
    ["Interessierst du dich an Fußball?", "Interessierst du dich für Fußball?"],
    ["Ich denke oft über meine Familie in Syrien.", "Ich denke oft an meine Familie in Syrien."],
    ["Wer kümmert sich für die Kinder?", "Wer kümmert sich um die Kinder?"],
    ["Ich warte noch an deine Antwort.", "Ich warte noch auf deine Antwort."],
    ["Ich entschuldige mich über die Verspätung.", "Ich entschuldige mich für die Verspätung."],
    ["Danke dir über deine schnelle Hilfe!", "Danke dir für deine schnelle Hilfe!"],
    ["Ich telefoniere jeden Tag zu meiner Mutter.", "Ich telefoniere jeden Tag mit meiner Mutter."],
    [
      "Ich passe am Wochenende für die Kinder von meiner Schwester auf.",
      "Ich passe am Wochenende auf die Kinder von meiner Schwester auf.",
    ],
    ["Ich nehme bei einem Deutschkurs teil.", "Ich nehme an einem Deutschkurs teil."],
    ["Ich nehme beim Deutschkurs teil.", "Ich nehme am Deutschkurs teil."],
    ["Ich bin stolz über meine Tochter.", "Ich bin stolz auf meine Tochter."],
    ["Ich habe mich für meinen Bruder gekümmert.", "Ich habe mich um meinen Bruder gekümmert."],
    ["Ich habe keine Lust für Kino.", "Ich habe keine Lust auf Kino."],
    ["Er interessiert sich über Politik.", "Er interessiert sich für Politik."],
  ])("puts the right preposition in %j", (text, corrected) => {
    expect(check(text).text).toBe(corrected);
  });

  // These need the object in another case (declineNounPhrase, noun-phrase.ts).
  it.each([
    ["Ich habe mich sehr von deinem Geschenk gefreut.", "Ich habe mich sehr über dein Geschenk gefreut."],
    ["Der Tourist hat mich für den Weg gefragt.", "Der Tourist hat mich nach dem Weg gefragt."],
    ["Ich gratuliere dir für deinen Geburtstag!", "Ich gratuliere dir zu deinem Geburtstag!"],
    ["Ich bin zufrieden über das Ergebnis.", "Ich bin zufrieden mit dem Ergebnis."],
    ["Ich lade dich für meine Party ein.", "Ich lade dich zu meiner Party ein."],
  ])("puts its object in the new case in %j", (text, corrected) => {
    expect(check(text).text).toBe(corrected);
  });

  it.each([
    ["Meine Frau kommt von Italien.", "Meine Frau kommt aus Italien."],
    ["Meine Eltern kommen von der Türkei.", "Meine Eltern kommen aus der Türkei."],
    ["Wir fahren im Sommer nach der Schweiz.", "Wir fahren im Sommer in die Schweiz."],
    ["Ich fliege nach USA.", "Ich fliege in die USA."],
    ["Ich fahre zu Berlin.", "Ich fahre nach Berlin."],
    ["Ich gehe zu Hause.", "Ich gehe nach Hause."],
    ["Ich muss heute in den Arzt gehen.", "Ich muss heute zum Arzt gehen."],
  ])("puts the preposition of a place in %j", (text, corrected) => {
    expect(check(text).text).toBe(corrected);
  });

  it("names the rule with the learner's words, as a preposition mistake", () => {
    const noun = check("Ich habe Angst für Spinnen.");
    expect(noun.corrections).toEqual([{ original: "für", corrected: "vor", category: "preposition" }]);
    expect(noun.explanations).toEqual([
      { en: "'Angst' goes with 'vor': Angst vor Spinnen", de: "'Angst' steht mit 'vor': Angst vor Spinnen" },
    ]);
    expect(check("Wer kümmert sich für die Kinder?").explanations[0]?.en).toBe(
      "'sich kümmern' goes with 'um': sich kümmern um die Kinder",
    );
    expect(check("Meine Frau kommt von Italien.").explanations[0]?.en).toBe(
      "'kommen' from a country or city is 'aus': aus Italien",
    );
  });

  it.each([
    "Mein Sohn hat Angst vor dem Zahnarzt.",
    "Ich habe Angst um meine Kinder.",
    "Ich freue mich für dich.",
    "Ich habe mich auf deinen Besuch gefreut.",
    "Ich warte an der Haltestelle auf den Bus.",
    "Ich warte an der Haltestelle.",
    "Ich warte auf den Bus für zwanzig Minuten.",
    "Ich beschwere mich beim Chef über den Lärm.",
    "Danke an alle!",
    "Vielen Dank von uns allen!",
    "Ich frage für einen Freund.",
    "Was denkst du über den Film?",
    "Ich denke über das Problem nach.",
    "Ich komme von der Arbeit.",
    "Ich komme gerade vom Arzt.",
    "Der Zug kommt von Berlin nach Hamburg.",
    "Ich komme von Peter.",
    "Wir reisen gern in Spanien herum.",
    "Ich komme um acht Uhr zu Hause an.",
    "Ich bin gestern nach Hause gegangen.",
    "Ich gehe in die Arztpraxis.",
    "Ich nehme in Berlin an einem Kurs teil.",
    "Mich interessiert an dem Buch die Geschichte.",
    "Ich bin an Fußball interessiert.",
    "Kannst du bitte für mich einkaufen?",
    "Ich habe keine Lust zu arbeiten.",
    "Ich bereite das Essen für die Gäste vor.",
    "Ich lade dich auf einen Kaffee ein.",
    "Ich habe mich in Berlin in eine Frau verliebt.",
    "Ich sorge für meine Familie.",
    "Wir fahren zu meinen Eltern.",
    "Kannst du heute Abend auf meinen Hund aufpassen?",
  ])("leaves %j", (text) => {
    expect(check(text).text).toBe(text);
  });
});
