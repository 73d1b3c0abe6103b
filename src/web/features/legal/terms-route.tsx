import { useT } from "./i18n";
import { LegalPage, type LegalSection } from "./legal-page";

const sections: LegalSection[] = [
  { heading: "legal.terms.service.heading", paragraphs: ["legal.terms.service.text"] },
  { heading: "legal.terms.account.heading", paragraphs: ["legal.terms.account.text"] },
  { heading: "legal.terms.use.heading", paragraphs: ["legal.terms.use.text"] },
  { heading: "legal.terms.tutors.heading", paragraphs: ["legal.terms.tutors.text"] },
  { heading: "legal.terms.content.heading", paragraphs: ["legal.terms.content.text"] },
  { heading: "legal.terms.availability.heading", paragraphs: ["legal.terms.availability.text"] },
  { heading: "legal.terms.ending.heading", paragraphs: ["legal.terms.ending.text"] },
  { heading: "legal.terms.changes.heading", paragraphs: ["legal.terms.changes.text"] },
];

export function Component() {
  const t = useT();
  return <LegalPage title={t("legal.terms.title")} updated="2026-11-22" sections={sections} />;
}
