import { LegalPage, type LegalSection } from "./legal-page";

const sections: LegalSection[] = [
  {
    heading: "Who is responsible",
    paragraphs: [
      "Parley is software that anyone can run on their own server. The person or organisation that operates this installation is responsible for the personal data it stores. Parley sends no data to its authors.",
    ],
  },
  {
    heading: "What we store",
    paragraphs: [
      "Your account: name, e-mail address, a securely hashed password (or the identifier of your Google account), your avatar and your settings.",
      "Your learning: conversations with tutors, the corrections and translations shown to you, saved words and grammar topics, notes, flash-card reviews, focus time and completed scenarios.",
    ],
  },
  {
    heading: "Why we store it",
    paragraphs: [
      "We use your data only to run the service for you: to sign you in, to keep your progress, to schedule your reviews and to show your statistics. There is no advertising and no selling of data.",
    ],
  },
  {
    heading: "AI and voice providers",
    paragraphs: [
      "If the operator connects an AI provider (for example OpenAI or Anthropic) or a voice service, the messages of your conversation, and your voice during a call, are sent to that provider to produce the tutor's answers. Without such a provider, the built-in offline tutor works entirely on this server.",
    ],
  },
  {
    heading: "Cookies and local storage",
    paragraphs: [
      "We use one session cookie to keep you signed in, and your browser's local storage for preferences such as the theme and a cache of your avatar. We use no tracking cookies.",
    ],
  },
  {
    heading: "Your rights",
    paragraphs: [
      "You can see and change your data at any time, download all of it from your profile or settings, and delete your account, which removes everything stored about you. For any other request, contact the operator of this installation.",
    ],
  },
];

export function Component() {
  return <LegalPage title="Privacy Policy" updated="22 November 2026" sections={sections} />;
}
