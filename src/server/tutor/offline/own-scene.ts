import type { DialogueScript } from "../../../shared/schemas/script";
import type { SituationTemplate } from "../../../shared/schemas/situation";
import { type OwnScenarioContent, ownScenarioOf } from "../../content/own-course";
import { keyPhraseLine, type SituationLibrary, situationScript, withName } from "../../content/situations";
import type { TutorConversation, TutorScene } from "../engine";

/**
 * How the offline tutor plays a learner's own scenario (decision 0029): the script of its situation template, with
 * the tutor's face as the template's character, and the learner's key phrases worked into the replies.
 */
export interface OwnPlay {
  own: OwnScenarioContent;
  template: SituationTemplate;
  script: DialogueScript;
}

/** The own scenario of a scene and the template it is played from; undefined for a course scenario. */
export function ownPlay(situations: SituationLibrary, scene: TutorScene): OwnPlay | undefined {
  const own = ownScenarioOf(scene);
  if (!own) return undefined;
  const { language } = scene.course;
  const found = situations.find(language, own.situation) ?? situations.match(language, own.description);
  if (!found) return undefined;
  const template = withName(found, scene.character.name);
  return { own, template, script: situationScript(template, scene.character.id) };
}

/** Lower case, words only: "Die Miete ist zu hoch." is said in "die miete ist zu hoch, oder?". */
const folded = (text: string) =>
  ` ${text
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;

/**
 * The key phrase the tutor asks for next: the first the learner has not used yet (in any message so far, this one
 * included) and the tutor has not asked for yet. Each is asked for once; none when all are used or asked for.
 */
export function nextKeyPhrase(
  play: OwnPlay,
  history: TutorConversation["history"],
  learnerText: string,
): { tutor: string; translation: string } | undefined {
  const said = folded([...history.filter((m) => m.sender === "user").map((m) => m.content), learnerText].join("\n"));
  const asked = history.filter((m) => m.sender === "ai").map((m) => folded(m.content));
  const phrases = play.own.keyPhrases;
  for (const [index, phrase] of phrases.entries()) {
    const line = keyPhraseLine(play.template, phrase, index);
    const wanted = folded(line.text);
    if (said.includes(folded(phrase)) || asked.some((text) => text.includes(wanted))) continue;
    return { tutor: line.text, translation: line.translation };
  }
  return undefined;
}
