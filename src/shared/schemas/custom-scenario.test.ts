import { describe, expect, it } from "vitest";
import {
  CUSTOM_SCENARIO_MAX,
  customScenarioInputSchema,
  CUSTOM_SCENARIO_MESSAGES as M,
  scenarioFileSchema,
} from "./custom-scenario";

const valid = {
  title: "  Lower rent  ",
  description: "I call my landlord about the rent.",
  difficulty: "intermediate",
  language: "de",
  goal: "Ask for a lower rent",
  tutorName: "Frau Weber",
  tutorRole: "Landlady",
  avatar: "anna",
};
const messages = (input: unknown) =>
  customScenarioInputSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe("a learner's own scenario", () => {
  it("trims its texts and fills the optional fields", () => {
    const parsed = customScenarioInputSchema.parse(valid);
    expect(parsed.title).toBe("Lower rent");
    expect(parsed).toMatchObject({ instructions: "", opening: "", keyPhrases: [] });
  });

  it.each([
    [{ title: " " }, M.titleRequired],
    [{ title: "x".repeat(CUSTOM_SCENARIO_MAX.title + 1) }, M.titleTooLong],
    [{ description: "" }, M.descriptionRequired],
    [{ description: "x".repeat(CUSTOM_SCENARIO_MAX.description + 1) }, M.descriptionTooLong],
    [{ goal: undefined }, M.goalRequired],
    [{ goal: "x".repeat(CUSTOM_SCENARIO_MAX.goal + 1) }, M.goalTooLong],
    [{ tutorName: "" }, M.tutorNameRequired],
    [{ tutorName: "x".repeat(51) }, M.tutorNameTooLong],
    [{ tutorRole: "" }, M.tutorRoleRequired],
    [{ tutorRole: "x".repeat(81) }, M.tutorRoleTooLong],
    [{ instructions: "x".repeat(CUSTOM_SCENARIO_MAX.instructions + 1) }, M.instructionsTooLong],
    [{ opening: "x".repeat(CUSTOM_SCENARIO_MAX.opening + 1) }, M.openingTooLong],
    [{ keyPhrases: ["  "] }, M.keyPhraseRequired],
    [{ keyPhrases: ["x".repeat(CUSTOM_SCENARIO_MAX.keyPhrase + 1)] }, M.keyPhraseTooLong],
    [{ keyPhrases: Array.from({ length: 11 }, (_, i) => `phrase ${i}`) }, M.tooManyKeyPhrases],
    [{ difficulty: "expert" }, M.difficultyInvalid],
    [{ avatar: "../etc" }, M.avatarInvalid],
    [{ situation: "Not A Slug" }, M.situationInvalid],
  ])("refuses %j with its message", (change, message) => {
    expect(messages({ ...valid, ...change })).toContain(message);
  });

  it("takes only the languages it knows", () => {
    expect(messages({ ...valid, language: "xx" })).toContain("Choose a target language");
  });

  it("reads a shared file whose scenario is a course content scenario", () => {
    const file = {
      parley: "scenario",
      version: 1,
      language: "de",
      scenario: {
        id: "lower-rent",
        title: "Lower rent",
        description: "I call my landlord.",
        estimatedTime: "10 min",
        difficulty: "intermediate",
        goal: "Ask for a lower rent",
        keyPhrases: ["die Miete"],
        characters: [
          {
            id: "frau-weber",
            name: "Frau Weber",
            role: "Landlady",
            bio: "Owns the house.",
            tags: ["Landlady"],
            tone: "friendly",
            openingLine: "Weber, guten Tag!",
            openingLineTranslation: "Weber, hello!",
          },
        ],
      },
    };
    expect(scenarioFileSchema.safeParse(file).success).toBe(true);
    expect(scenarioFileSchema.safeParse({ ...file, parley: "course" }).error?.issues[0]?.message).toBe(M.fileInvalid);
  });
});
