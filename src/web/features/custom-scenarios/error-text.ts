import {
  CUSTOM_SCENARIO_LIMIT,
  CUSTOM_SCENARIO_MAX,
  CUSTOM_SCENARIO_MESSAGES as M,
} from "../../../shared/schemas/custom-scenario";
import { useValidationText } from "../../lib/validation-texts";
import { type Key, useT } from "./i18n";

type MessageName = keyof typeof M;

/**
 * The scenario schema's messages (its own, and the API's, which sends the same English texts) in the page's
 * language. The shared catalogue does not know them yet, so this feature's catalogue carries their translations,
 * found by the exact English text; any other message goes through the shared validation texts.
 */
const KEYS: Record<MessageName, [Key, number?]> = {
  titleRequired: ["custom-scenarios.error.titleRequired"],
  titleTooLong: ["custom-scenarios.error.titleTooLong", CUSTOM_SCENARIO_MAX.title],
  descriptionRequired: ["custom-scenarios.error.descriptionRequired"],
  descriptionTooLong: ["custom-scenarios.error.descriptionTooLong", CUSTOM_SCENARIO_MAX.description],
  instructionsTooLong: ["custom-scenarios.error.instructionsTooLong", CUSTOM_SCENARIO_MAX.instructions],
  goalRequired: ["custom-scenarios.error.goalRequired"],
  goalTooLong: ["custom-scenarios.error.goalTooLong", CUSTOM_SCENARIO_MAX.goal],
  tutorNameRequired: ["custom-scenarios.error.tutorNameRequired"],
  tutorNameTooLong: ["custom-scenarios.error.tutorNameTooLong", CUSTOM_SCENARIO_MAX.tutorName],
  tutorRoleRequired: ["custom-scenarios.error.tutorRoleRequired"],
  tutorRoleTooLong: ["custom-scenarios.error.tutorRoleTooLong", CUSTOM_SCENARIO_MAX.tutorRole],
  openingTooLong: ["custom-scenarios.error.openingTooLong", CUSTOM_SCENARIO_MAX.opening],
  keyPhraseRequired: ["custom-scenarios.error.keyPhraseRequired"],
  keyPhraseTooLong: ["custom-scenarios.error.keyPhraseTooLong", CUSTOM_SCENARIO_MAX.keyPhrase],
  tooManyKeyPhrases: ["custom-scenarios.error.tooManyKeyPhrases", CUSTOM_SCENARIO_MAX.keyPhrases],
  difficultyInvalid: ["custom-scenarios.error.difficultyInvalid"],
  avatarInvalid: ["custom-scenarios.error.avatarInvalid"],
  languageOffline: ["custom-scenarios.error.languageOffline"],
  situationInvalid: ["custom-scenarios.error.situationInvalid"],
  limitReached: ["custom-scenarios.error.limitReached", CUSTOM_SCENARIO_LIMIT],
  notFound: ["custom-scenarios.error.notFound"],
  fileInvalid: ["custom-scenarios.error.fileInvalid"],
  draftFailed: ["custom-scenarios.error.draftFailed"],
};
const BY_TEXT = new Map<string, [Key, number?]>(
  (Object.keys(KEYS) as MessageName[]).map((name) => [M[name], KEYS[name]]),
);
/** The schema's messages that are not in CUSTOM_SCENARIO_MESSAGES: the language's and the draft sentence's. */
BY_TEXT.set("Choose a target language", ["custom-scenarios.error.languageInvalid"]);
BY_TEXT.set("Describe your situation in a sentence", ["custom-scenarios.draft.ideaRequired"]);

/** `text(message)`: a scenario message in the page's language (an import's refusal keeps the schema's detail). */
export function useScenarioErrorText(): (message: string | undefined) => string | undefined {
  const t = useT();
  const shared = useValidationText();
  const own = (message: string) => {
    const found = BY_TEXT.get(message);
    return found && t(found[0], found[1] === undefined ? undefined : { max: found[1] });
  };
  return (message) => {
    if (!message) return undefined;
    const whole = own(message);
    if (whole) return whole;
    // 'This file is not a Parley scenario: <what is wrong>'.
    const colon = message.indexOf(": ");
    const head = colon > 0 ? own(message.slice(0, colon)) : undefined;
    if (head) return `${head}: ${message.slice(colon + 2)}`;
    return shared(message);
  };
}
