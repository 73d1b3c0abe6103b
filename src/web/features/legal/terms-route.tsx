import { LegalPage, type LegalSection } from "./legal-page";

const sections: LegalSection[] = [
  {
    heading: "The service",
    paragraphs: [
      "Parley helps you practise a foreign language by chatting with AI tutor characters in role-play scenarios, and by reviewing the words, grammar topics and notes you save. These terms apply to your use of this installation of Parley.",
    ],
  },
  {
    heading: "Your account",
    paragraphs: [
      "You need an account to save your learning. Keep your password to yourself and tell the operator if you think someone else has used your account. You must be old enough to agree to these terms where you live.",
    ],
  },
  {
    heading: "Acceptable use",
    paragraphs: [
      "Use the service for learning. Do not try to break into other accounts, overload the service, or use the tutors to produce unlawful or abusive content.",
    ],
  },
  {
    heading: "AI tutors",
    paragraphs: [
      "Tutor replies, corrections and translations are produced automatically and can be wrong. They are practice material, not professional advice or certified translation.",
    ],
  },
  {
    heading: "Your content",
    paragraphs: [
      "Your messages, notes and saved words remain yours. You allow the service to store and process them only to provide the service to you.",
    ],
  },
  {
    heading: "Availability",
    paragraphs: [
      "The service is provided as it is. The operator may change, pause or end it; we will try to give notice so that you can download your data first.",
    ],
  },
  {
    heading: "Ending your account",
    paragraphs: [
      "You can delete your account at any time from your profile. The operator may suspend accounts that break these terms.",
    ],
  },
  {
    heading: "Changes to these terms",
    paragraphs: [
      "If these terms change, the date above changes too, and important changes are announced in the app. Using the service after a change means you accept the new terms.",
    ],
  },
];

export function Component() {
  return <LegalPage title="Terms of Service" updated="22 November 2026" sections={sections} />;
}
