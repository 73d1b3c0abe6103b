import type { DialogueScript } from "../../../shared/schemas/script";
import { loadGlossary, loadScript } from "../../content/load";
import type { Catalogue } from "../../features/courses/catalogue";
import type { TutorEngine, TutorScene } from "../engine";
import { Corrector, loadSpeller } from "./corrections";
import { hintFor, nextTurn, openingLessons, translationIndex } from "./dialogue";
import { GlossaryIndex } from "./glossary-index";

/** The offline tutor: scripts, Hunspell corrections and glossaries from content/; no network, deterministic. */
export function createOfflineTutor(catalogue: Catalogue): TutorEngine {
  const scripts = new Map<string, DialogueScript>();
  const glossaries = new Map<string, GlossaryIndex>();
  const translations = new Map<string, Map<string, string>>();
  const correctors = new Map<string, Promise<Corrector>>();

  const scriptFor = (scene: TutorScene) => {
    let script = scripts.get(scene.scenario.id);
    if (!script) {
      script = loadScript(scene.course.id, scene.scenario.id);
      if (!script) throw new Error(`No offline script for scenario ${scene.scenario.id}`);
      scripts.set(scene.scenario.id, script);
    }
    return script;
  };

  const glossaryFor = (courseId: string) => {
    let index = glossaries.get(courseId);
    if (!index) {
      const course = catalogue.find(courseId)!;
      const glossary = loadGlossary(courseId);
      index = new GlossaryIndex(
        glossary ?? { language: course.language, nativeLanguage: course.nativeLanguage, entries: [] },
        course.language,
      );
      glossaries.set(courseId, index);
    }
    return index;
  };

  const correctorFor = (scene: TutorScene) => {
    let corrector = correctors.get(scene.course.id);
    if (!corrector) {
      const known = new Set<string>();
      for (const entry of loadGlossary(scene.course.id)?.entries ?? []) {
        for (const w of [entry.lemma, ...entry.forms]) known.add(w.toLocaleLowerCase());
      }
      for (const c of catalogue.characterIds()) known.add(c);
      corrector = loadSpeller(scene.course.language).then(
        (speller) => new Corrector(speller, scene.course.language, scene.course.nativeLanguage, known),
      );
      correctors.set(scene.course.id, corrector);
    }
    return corrector;
  };

  const translationsFor = (scene: TutorScene) => {
    let index = translations.get(scene.course.id);
    if (!index) {
      const all = new Map<string, DialogueScript>();
      for (const chapter of scene.course.chapters) {
        for (const scenario of chapter.scenarios) {
          const script = loadScript(scene.course.id, scenario.id);
          if (script) all.set(scenario.id, script);
        }
      }
      index = translationIndex(scene.course, all);
      translations.set(scene.course.id, index);
    }
    return index;
  };

  return {
    kind: "offline",
    opening(scene) {
      return {
        message: scene.character.openingLine,
        translation: scene.character.openingLineTranslation,
        ...openingLessons(scriptFor(scene)),
      };
    },
    async *reply({ scene, state, learnerText }) {
      const feedback = (await correctorFor(scene)).check(learnerText);
      const turn = nextTurn(scriptFor(scene), state, learnerText);
      yield { type: "text", delta: turn.tutor };
      yield {
        type: "result",
        reply: {
          message: turn.tutor,
          translation: turn.translation,
          words: turn.words,
          grammar: turn.grammar,
          feedback,
          state: turn.state,
        },
      };
    },
    async translate(text, scene) {
      return translationsFor(scene).get(text.trim());
    },
    async translateWord(word, course) {
      return glossaryFor(course.id).lookup(word);
    },
    async hint(scene, state) {
      return hintFor(scriptFor(scene), state, scene.course.language);
    },
  };
}
