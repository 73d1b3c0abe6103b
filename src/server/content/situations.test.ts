import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { LanguageCode } from "../../shared/schemas/course";
import { DEFAULT_SITUATION, SITUATION_IDS, type SituationTemplate } from "../../shared/schemas/situation";
import {
  firstMessageTellingAhead,
  givesMistaken,
  type Heard,
  questionsAnswered,
  stuckOnOneWord,
  unnamedLines,
} from "../testing/script-checks";
import { INITIAL_STATE, nextTurn } from "../tutor/offline/dialogue";
import { type GrammarCheck, loadGrammar } from "../tutor/offline/grammar";
import { loadGermanLexicon } from "../tutor/offline/lexicon-de";
import { ContentError, defaultContentDir, loadCourses, loadGlossary } from "./load";
import {
  keyPhraseLine,
  loadSituations,
  situationLibrary,
  situationScript,
  templateSentences,
  uncoveredTemplateWords,
  withName,
} from "./situations";

const LANGUAGES = ["de", "en"] as const satisfies LanguageCode[];
const library = situationLibrary();
const all = LANGUAGES.flatMap((language) =>
  library.templates(language).map((t) => [`${language}/${t.id}`, t] as const),
);
const played = (template: SituationTemplate) => ({
  script: situationScript(template, "tutor"),
  listening: { language: template.language, facts: template.character.facts } satisfies Heard,
});

describe("situation templates", () => {
  it.each(LANGUAGES)("%s has the eight situations, each file named by its id and in its language's folder", (lang) => {
    // loadSituations refuses a file that does not validate, or whose id or language is not its name or folder.
    const files = readdirSync(join(defaultContentDir, "situations", lang)).map((f) => f.replace(/\.json$/, ""));
    expect(library.templates(lang).map((t) => t.id)).toEqual(expect.arrayContaining([...SITUATION_IDS]));
    expect(
      library
        .templates(lang)
        .map((t) => t.id)
        .sort(),
    ).toEqual(files.sort());
    expect(library.templates(lang).every((t) => t.language === lang)).toBe(true);
  });

  it.each(all)("%s: 6-8 turns, a character who can be asked about the scene, prompts with a slot", (_, template) => {
    expect(template.turns.length).toBeGreaterThanOrEqual(6);
    expect(template.turns.length).toBeLessThanOrEqual(8);
    expect(template.character.facts.filter((f) => f.ask).length).toBeGreaterThanOrEqual(2);
    expect(template.keyPhrasePrompts.length).toBeGreaterThanOrEqual(3);
  });

  it("has the same situations in German and English, with the same keywords to match a description by", () => {
    const ids = (lang: LanguageCode) => library.templates(lang).map((t) => t.id);
    expect(ids("de")).toEqual(ids("en"));
    for (const template of library.templates("de")) {
      expect(library.find("en", template.id)!.keywords.slice().sort()).toEqual(template.keywords.slice().sort());
    }
  });

  describe("a broken template is refused when it is read", () => {
    const refusal = (edit: (dir: string) => void) => {
      const dir = mkdtempSync(join(tmpdir(), "parley-situations-"));
      try {
        cpSync(join(defaultContentDir, "situations"), join(dir, "situations"), { recursive: true });
        edit(dir);
        loadSituations(dir);
        return undefined;
      } catch (error) {
        return error;
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    };
    const rewrite = (dir: string, file: string, change: (template: Record<string, unknown>) => void) => {
      const path = join(dir, "situations", file);
      const template = JSON.parse(readFileSync(path, "utf8"));
      change(template);
      writeFileSync(path, JSON.stringify(template));
    };

    it("names the file and what is wrong", () => {
      const error = refusal((dir) => rewrite(dir, "de/doctor.json", (t) => (t.keyPhrasePrompts = [])));
      expect(error).toBeInstanceOf(ContentError);
      expect(String(error)).toContain("doctor.json at keyPhrasePrompts");
    });

    it("refuses a prompt without its slot and a character who cannot answer what is asked", () => {
      const noSlot = refusal((dir) =>
        rewrite(dir, "en/renting.json", (t) => {
          (t.keyPhrasePrompts as { text: string }[])[0]!.text = "Try that phrase.";
        }),
      );
      expect(String(noSlot)).toContain("exactly one {phrase}");
      const noFacts = refusal((dir) =>
        rewrite(dir, "de/restaurant.json", (t) => {
          const character = t.character as { facts: { about: string }[] };
          character.facts = character.facts.filter((f) => f.about !== (t.turns as { asks: string }[])[0]!.asks);
        }),
      );
      expect(String(noFacts)).toMatch(/No fact about/);
    });

    it("refuses an id that is not the file's name, and a template in another language's folder", () => {
      expect(String(refusal((dir) => rewrite(dir, "de/renting.json", (t) => (t.id = "flat"))))).toContain(
        'id "flat" does not match the file name',
      );
      expect(String(refusal((dir) => rewrite(dir, "de/renting.json", (t) => (t.language = "en"))))).toContain(
        "does not match its folder",
      );
    });

    it("reads a content folder without templates as none", () => {
      const dir = mkdtempSync(join(tmpdir(), "parley-situations-"));
      try {
        expect(loadSituations(dir).templates("de")).toEqual([]);
        expect(loadSituations(dir).match("de", "Arzt")).toBeUndefined();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
});

describe("words of the templates a learner can click", () => {
  const visible = loadCourses().filter((c) => !c.hidden);

  it("says every line of a template: the opening, turns, follow-ups, facts and prompts without their slots", () => {
    const doctor = library.find("de", "doctor")!;
    const sentences = templateSentences(doctor);
    expect(sentences).toContain(doctor.opening.tutor.replace("{name}", ""));
    expect(sentences).toContain(doctor.turns[0]!.reask);
    expect(sentences).toContain(doctor.character.facts[0]!.text);
    expect(sentences.join(" ")).not.toMatch(/\{(?:phrase|value|name)\}/);
  });

  it("has the tutor's name filled in where the template names its character, as written", () => {
    for (const language of LANGUAGES) {
      for (const template of library.templates(language)) {
        // A template names its character only by the slot, so that a learner's own tutor says their own name.
        const { name } = template.character;
        const { character: _, ...lines } = template;
        expect(JSON.stringify(lines), `${language}/${template.id}`).not.toContain(name);
        const withSlot = JSON.stringify(lines).includes("{name}");
        const named = withName(template, 'Frau "Ö" $& Weber');
        expect(JSON.stringify(named).includes('Frau \\"Ö\\" $& Weber')).toBe(withSlot);
        expect(JSON.stringify(named)).not.toContain("{name}");
        // The template itself is unchanged, and a name is filled once per template.
        expect(JSON.stringify(template).includes("{name}")).toBe(withSlot);
        expect(withName(template, 'Frau "Ö" $& Weber')).toBe(named);
      }
    }
  });

  it.each(LANGUAGES)("%s: the glossary of the visible course in that language covers every word", (language) => {
    // A learner's own scenario in a language looks its words up in that language's course's glossary.
    const course = visible.find((c) => c.language === language);
    expect(course, `a visible course in ${language}`).toBeDefined();
    expect(uncoveredTemplateWords(language, loadGlossary(course!.id))).toEqual([]);
  });
});

describe("matching a learner's own scenario to a template", () => {
  const matched = (language: LanguageCode, text: string) => library.match(language, text)?.id;

  it("finds the situation by its keywords, whole, inflected or in a compound, in English and German", () => {
    expect(matched("de", "Ich muss zum Arzt, ich habe Rückenschmerzen")).toBe("doctor");
    expect(matched("en", "I need to return a broken kettle")).toBe("shopping-returns");
    expect(matched("en", "ask the landlord for a lower rent")).toBe("renting");
    expect(matched("de", "Vorstellungsgespräch am Donnerstag")).toBe("job-interview");
    expect(matched("de", "I need to return a broken kettle")).toBe("shopping-returns");
    expect(matched("en", "Ich möchte meinen Vermieter um eine niedrigere Miete bitten")).toBe("renting");
    expect(matched("de", "Tisch für zwei im Restaurant bestellen")).toBe("restaurant");
    expect(matched("en", "Asking the way to the train station")).toBe("travel-directions");
    expect(matched("de", "Beim Friseur anrufen und einen Termin verschieben")).toBe("phone-call");
    expect(matched("en", "Chatting with a new colleague at a party")).toBe("small-talk");
  });

  it("does not mind case, accents, ß or umlauts written out", () => {
    expect(matched("de", "RUECKENSCHMERZEN")).toBe("doctor");
    expect(matched("de", "die Strassenbahn zum Hauptbahnhof")).toBe("travel-directions");
    expect(matched("en", "zurückgeben")).toBe("shopping-returns");
  });

  it("plays small talk when nothing matches, and has nothing for a language without templates", () => {
    expect(matched("de", "xqzt blorf wibble")).toBe(DEFAULT_SITUATION);
    expect(matched("en", "")).toBe(DEFAULT_SITUATION);
    expect(matched("fr", "médecin")).toBeUndefined();
  });

  it("does not take a keyword for part of another word", () => {
    // "pain" is not in "painting", "rent" not in "different", "ache" not in "Sprachen".
    expect(matched("en", "Painting in different colours")).toBe(DEFAULT_SITUATION);
    expect(matched("de", "Über Sprachen und Sachen")).toBe(DEFAULT_SITUATION);
  });
});

describe("key phrases in the tutor's prompts", () => {
  const doctor = library.find("de", "doctor")!;

  it("fills the n-th prompt's slot with the phrase, in the line and its translation, counting round", () => {
    const line = keyPhraseLine(doctor, "  mir ist schlecht ", 0);
    expect(line.text).toBe(doctor.keyPhrasePrompts[0]!.text.replace("{phrase}", "mir ist schlecht"));
    expect(line.translation).toContain("mir ist schlecht");
    expect(line.text).not.toContain("{phrase}");
    const count = doctor.keyPhrasePrompts.length;
    expect(keyPhraseLine(doctor, "x", count + 1)).toEqual(keyPhraseLine(doctor, "x", 1));
    expect(keyPhraseLine(doctor, "x", -1)).toEqual(keyPhraseLine(doctor, "x", count - 1));
  });

  it("keeps the phrase as written, without the quotes the prompt already gives it", () => {
    expect(keyPhraseLine(doctor, "$& $1", 0).text).toContain("$& $1");
    expect(keyPhraseLine(doctor, "„Termin“", 0).text).toBe(keyPhraseLine(doctor, "Termin", 0).text);
  });
});

/** Each template played as the course's scripts are (listening.test.ts), and a little more. */
describe.each(all)("%s: the offline tutor plays it", (_, template) => {
  const { script, listening } = played(template);

  it("names each line and never mistakes an answer for one given ahead", () => {
    expect(unnamedLines(script)).toEqual([]);
    expect(givesMistaken(script)).toEqual([]);
  });

  it("never asks again what the first message told", () => {
    const { ahead, askedAgain } = firstMessageTellingAhead(script, listening);
    expect(ahead, "turns a first message can answer").toBeGreaterThanOrEqual(2);
    expect(askedAgain).toEqual([]);
  });

  it("answers 'Und Sie?' after each line and the questions the character's facts name", () => {
    expect(questionsAnswered(script, listening).unanswered).toEqual([]);
  });

  it("moves on after a one-word or a yes answer, and after every sample answer", () => {
    expect(stuckOnOneWord(script, listening)).toEqual([]);
    const stuck = [script.opening, ...script.turns].flatMap((line, step) =>
      line.samples.filter(
        (sample) => nextTurn(script, { ...INITIAL_STATE, step }, sample, listening).state.step <= step,
      ),
    );
    expect(stuck).toEqual([]);
  });
});

describe("the tutor's own language", () => {
  const checks = new Map<LanguageCode, GrammarCheck>();
  beforeAll(async () => {
    for (const language of LANGUAGES) {
      const lexicon = language === "de" ? await loadGermanLexicon() : undefined;
      checks.set(language, (await loadGrammar(language, lexicon))!);
    }
  }, 60_000);

  /** Every sentence a template says or offers as a sample answer. */
  const sentences = (t: SituationTemplate) => [
    t.opening.tutor,
    ...t.opening.samples,
    ...t.turns.flatMap((turn) => [turn.tutor, turn.reask, ...turn.samples, turn.known?.text.replace("{value}", "")]),
    ...t.followUps.map((f) => f.tutor),
    ...t.character.facts.flatMap((f) => [f.text, f.ask]),
    ...t.keyPhrasePrompts.map((_, n) => keyPhraseLine(t, t.language === "de" ? "Entschuldigung" : "sorry", n).text),
  ];

  it.each(all)("%s: the grammar checker finds nothing to correct", (_, template) => {
    const check = checks.get(template.language)!;
    const flagged = sentences(template)
      .filter((s): s is string => Boolean(s))
      .flatMap((s) => check(s).corrections.map((c) => `${s} (${c.original} -> ${c.corrected})`));
    expect(flagged).toEqual([]);
  });
});
