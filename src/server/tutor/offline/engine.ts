import type { CourseContent } from "../../../shared/schemas/course";
import type { Glossary } from "../../../shared/schemas/glossary";
import type { DialogueScript } from "../../../shared/schemas/script";
import { headWordKey } from "../../../shared/words";
import { loadGlossary, loadScript } from "../../content/load";
import type { Catalogue } from "../../features/courses/catalogue";
import type { TutorEngine, TutorScene } from "../engine";
import { type Corrector, loadCorrector } from "./corrections";
import { hintFor, nextTurn, openingLessons, translationIndex } from "./dialogue";
import { GlossaryIndex, glossaryWords } from "./glossary-index";

/** The offline tutor: scripts, Hunspell corrections and glossaries from content/; no network, deterministic. */
export function createOfflineTutor(catalogue: Catalogue): TutorEngine {
  // Content is read from disk once per script and glossary, then kept.
  const scripts = new Map<string, DialogueScript | undefined>();
  const glossaries = new Map<string, Glossary | undefined>();
  const lookups = new Map<string, GlossaryIndex>();
  const translations = new Map<string, Map<string, string>>();
  const correctors = new Map<string, Promise<Corrector>>();

  const cachedScript = (courseId: string, scenarioId: string) => {
    if (!scripts.has(scenarioId)) scripts.set(scenarioId, loadScript(courseId, scenarioId));
    return scripts.get(scenarioId);
  };
  const cachedGlossary = (courseId: string) => {
    if (!glossaries.has(courseId)) glossaries.set(courseId, loadGlossary(courseId));
    return glossaries.get(courseId);
  };

  const scriptFor = (scene: TutorScene) => {
    const script = cachedScript(scene.course.id, scene.scenario.id);
    if (!script) throw new Error(`No offline script for scenario ${scene.scenario.id}`);
    return script;
  };

  const lookupFor = (course: CourseContent) => {
    let index = lookups.get(course.id);
    if (!index) {
      const glossary = cachedGlossary(course.id) ?? {
        language: course.language,
        nativeLanguage: course.nativeLanguage,
        entries: [],
      };
      index = new GlossaryIndex(glossary, course.language);
      lookups.set(course.id, index);
    }
    return index;
  };

  const correctorFor = (scene: TutorScene) => {
    let corrector = correctors.get(scene.course.id);
    if (!corrector) {
      const known = glossaryWords(cachedGlossary(scene.course.id));
      for (const c of catalogue.characterIds()) known.add(c);
      corrector = loadCorrector(scene.course.language, scene.course.nativeLanguage, known);
      correctors.set(scene.course.id, corrector);
    }
    return corrector;
  };

  const translationsFor = (scene: TutorScene) => {
    let index = translations.get(scene.course.id);
    if (!index) {
      const all = new Map<string, DialogueScript>();
      for (const scenario of scene.course.chapters.flatMap((c) => c.scenarios)) {
        const script = cachedScript(scene.course.id, scenario.id);
        if (script) all.set(scenario.id, script);
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
    async *reply({ scene, state, learnerText, memory }) {
      const feedback = (await correctorFor(scene)).check(learnerText);
      const due = new Set((memory?.dueWords ?? []).map((d) => headWordKey(d.word)));
      const turn = nextTurn(scriptFor(scene), state, learnerText, due);
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
      return lookupFor(course).lookup(word);
    },
    async hint({ scene, state }) {
      return hintFor(scriptFor(scene), state, scene.course.language);
    },
  };
}
