import type { Difficulty } from "../../../shared/schemas/course";
import type { ScenarioLanguage } from "../../../shared/schemas/custom-scenario";
import type { Key } from "./i18n";

/**
 * The 'Start from a template' row: the three sample scenarios of the old placeholder page, made whole. What the
 * learner reads about the scenario (title, description, goal, the tutor's role and instructions) is in the page's
 * language, from the catalogue; what is said in the scene (the tutor's name, the opening line, the key phrases) is in
 * the target language and stays as written here.
 *
 * The placeholder's third sample was French. The offline tutor plays German and English only (French needs an AI
 * provider), so a template in French would be refused on a server without one: it became German, the language most
 * of our learners study, and kept its situation (returning a faulty phone, the offline tutor's shop-returns scene).
 * Each template names the offline tutor's situation it fits, and a tutor face from our courses that suits the role;
 * the form drops either if this server does not offer it.
 */
export interface ScenarioTemplate {
  id: string;
  language: ScenarioLanguage;
  difficulty: Difficulty;
  title: Key;
  description: Key;
  goal: Key;
  tutorRole: Key;
  instructions: Key;
  tutorName: string;
  avatar: string;
  opening: string;
  keyPhrases: string[];
  situation: string;
}

export const SCENARIO_TEMPLATES: readonly ScenarioTemplate[] = [
  {
    id: "interview",
    language: "de",
    difficulty: "advanced",
    title: "custom-scenarios.template.interview.title",
    description: "custom-scenarios.template.interview.description",
    goal: "custom-scenarios.template.interview.goal",
    tutorRole: "custom-scenarios.template.interview.tutorRole",
    instructions: "custom-scenarios.template.interview.instructions",
    tutorName: "Andrea Meyer",
    avatar: "de-andrea-hr",
    opening:
      "Guten Tag und herzlich willkommen! Schön, dass Sie da sind. Bitte nehmen Sie Platz. Erzählen Sie doch zuerst etwas über sich.",
    keyPhrases: [
      "Ich habe drei Jahre Erfahrung als …",
      "Meine Stärken sind …",
      "Ich interessiere mich für diese Stelle, weil …",
      "Wie groß ist das Team?",
      "Wann kann ich mit einer Antwort rechnen?",
    ],
    situation: "job-interview",
  },
  {
    id: "hostel",
    language: "en",
    difficulty: "beginner",
    title: "custom-scenarios.template.hostel.title",
    description: "custom-scenarios.template.hostel.description",
    goal: "custom-scenarios.template.hostel.goal",
    tutorRole: "custom-scenarios.template.hostel.tutorRole",
    instructions: "custom-scenarios.template.hostel.instructions",
    tutorName: "Sophie",
    avatar: "en-sophie-reception",
    opening: "Hi there, welcome to the hostel! Have you got a booking with us?",
    keyPhrases: [
      "I have a booking under the name …",
      "I'd like to stay for three nights.",
      "What time is breakfast?",
      "Is there Wi-Fi in the room?",
      "Where can I leave my bag?",
    ],
    situation: "travel-directions",
  },
  {
    id: "phone",
    language: "de",
    difficulty: "intermediate",
    title: "custom-scenarios.template.phone.title",
    description: "custom-scenarios.template.phone.description",
    goal: "custom-scenarios.template.phone.goal",
    tutorRole: "custom-scenarios.template.phone.tutorRole",
    instructions: "custom-scenarios.template.phone.instructions",
    tutorName: "Max Hofmann",
    avatar: "de-max-sports-shop",
    opening: "Guten Tag! Was kann ich für Sie tun?",
    keyPhrases: [
      "Ich habe dieses Handy letzte Woche hier gekauft.",
      "Es schaltet sich immer wieder aus.",
      "Hier ist der Kassenbon.",
      "Ich möchte es umtauschen.",
      "Kann ich mein Geld zurückbekommen?",
    ],
    situation: "shopping-returns",
  },
];
