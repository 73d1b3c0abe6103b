import { ownCourseLanguage } from "../../../shared/own-course";
import type { CourseContent } from "../../../shared/schemas/course";
import type { Glossary } from "../../../shared/schemas/glossary";
import type { DialogueScript } from "../../../shared/schemas/script";
import { headWordKey } from "../../../shared/words";
import type { CourseLibrary } from "../../content/course-library";
import { ContentError, defaultContentDir, loadGlossary, loadScript, scriptPath } from "../../content/load";
import { situationLibrary } from "../../content/situations";
import type { TutorEngine, TutorScene } from "../engine";
import { type Corrector, loadCorrector } from "./corrections";
import { hintFor, nextTurn, openingLessons, translationIndex } from "./dialogue";
import { GlossaryIndex, glossaryWords } from "./glossary-index";
import { nextKeyPhrase, ownPlay } from "./own-scene";
import { draftFromSituation } from "./scenario-draft";

/** The offline tutor: scripts, Hunspell corrections and glossaries from content/; no network, deterministic. */
export function createOfflineTutor(library: CourseLibrary, contentDir = defaultContentDir): TutorEngine {
  // Content is read from disk once per script and glossary, then kept.
  const scripts = new Map<string, DialogueScript | undefined>();
  const glossaries = new Map<string, Glossary | undefined>();
  const lookups = new Map<string, GlossaryIndex>();
  const translations = new Map<string, Map<string, string>>();
  const correctors = new Map<string, Promise<Corrector>>();

  const cachedScript = (courseId: string, scenarioId: string) => {
    if (!scripts.has(scenarioId)) scripts.set(scenarioId, loadScript(courseId, scenarioId, contentDir));
    return scripts.get(scenarioId);
  };
  const cachedGlossary = (courseId: string) => {
    if (!glossaries.has(courseId)) glossaries.set(courseId, loadGlossary(courseId, contentDir));
    return glossaries.get(courseId);
  };

  // Every scenario's script is read and checked at start: a character without facts stops the server here, with
  // the file named, instead of a learner's chat later.
  for (const course of library.courses) {
    for (const scenario of course.chapters.flatMap((c) => c.scenarios)) {
      const script = cachedScript(course.id, scenario.id);
      if (!script) continue;
      const missing = scenario.characters.filter((c) => !script.characters[c.id]).map((c) => c.id);
      if (missing.length > 0) {
        throw new ContentError(`${scriptPath(contentDir, course.id, scenario.id)}: no facts for ${missing.join(", ")}`);
      }
    }
  }

  // The situation templates for learners' own scenarios are read and checked at start too.
  const situations = situationLibrary(contentDir);

  // A learner's own course has no content files: its glossary and corrections are those of the shared course of its
  // language, its script is its situation template's.
  const resourceCourse = (course: CourseContent) =>
    ownCourseLanguage(course.id) ? (library.courseIn(course.language) ?? course) : course;

  const scriptFor = (scene: TutorScene) => {
    const own = ownPlay(situations, scene);
    if (own) return own.script;
    const script = cachedScript(scene.course.id, scene.scenario.id);
    if (!script) throw new Error(`No offline script for scenario ${scene.scenario.id}`);
    return script;
  };

  const lookupFor = (of: CourseContent) => {
    const course = resourceCourse(of);
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
    const course = resourceCourse(scene.course);
    let corrector = correctors.get(course.id);
    if (!corrector) {
      const known = glossaryWords(cachedGlossary(course.id));
      for (const c of library.characterIds()) known.add(c);
      corrector = loadCorrector(course.language, course.nativeLanguage, known);
      correctors.set(course.id, corrector);
    }
    return corrector;
  };

  const translationsFor = (scene: TutorScene) => {
    const own = ownPlay(situations, scene);
    // An own scenario's lines are its template's, with its one tutor's opening line.
    if (own) return translationIndex(scene.course, new Map([[scene.scenario.id, own.script]]));
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
    async *reply({ scene, state, learnerText, memory, history }) {
      const feedback = (await correctorFor(scene)).check(learnerText);
      const due = new Set((memory?.dueWords ?? []).map((d) => headWordKey(d.word)));
      const own = ownPlay(situations, scene);
      const script = own?.script ?? scriptFor(scene);
      const turn = nextTurn(script, state, learnerText, {
        language: scene.course.language,
        facts: script.characters[scene.character.id]?.facts,
        corrected: feedback.hasErrors ? feedback.correctedText : undefined,
        dueWords: due,
      });
      // In a learner's own scenario, the tutor asks for one of their key phrases after its question.
      const phrase = own && nextKeyPhrase(own, history, learnerText);
      if (phrase) {
        turn.tutor = `${turn.tutor} ${phrase.tutor}`;
        turn.translation = turn.translation && `${turn.translation} ${phrase.translation}`;
      }
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

    async draftScenario(request) {
      return draftFromSituation(situations, request);
    },
  };
}
