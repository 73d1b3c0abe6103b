/**
 * Learners' own scenarios (issue 36) as the API tests, the e2e specs and the bench send them: the Create form's
 * fields, with one of our tutors' faces.
 */

/** A call to the landlord about the rent (German, matched to the renting situation), with two key phrases. */
export const rentScenario = (avatar: string) => ({
  title: "Die Miete",
  description: "I call my landlord because the rent is too high.",
  difficulty: "intermediate",
  language: "de",
  goal: "Ask for a lower rent",
  tutorName: "Frau Weber",
  tutorRole: "Landlady",
  avatar,
  keyPhrases: ["die Miete senken", "die Nebenkosten"],
});

/** A broken kettle taken back to the shop (German), with instructions for the tutor and a key phrase. */
export const kettleScenario = (avatar: string) => ({
  title: "Der Wasserkocher",
  description: "I return a broken kettle to the shop.",
  difficulty: "beginner",
  language: "de",
  goal: "Get my money back",
  tutorName: "Herr Kaya",
  tutorRole: "Shop assistant",
  avatar,
  instructions: "Be a bit grumpy at first, then helpful.",
  keyPhrases: ["der Kassenbon"],
});
