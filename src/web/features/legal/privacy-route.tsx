import { useT } from "./i18n";
import { LegalPage, type LegalSection } from "./legal-page";

const sections: LegalSection[] = [
  { heading: "legal.privacy.responsible.heading", paragraphs: ["legal.privacy.responsible.text"] },
  {
    heading: "legal.privacy.stored.heading",
    paragraphs: ["legal.privacy.stored.account", "legal.privacy.stored.learning"],
  },
  // The spec's six sections: what 'Analytics' records is part of why data is kept.
  { heading: "legal.privacy.purpose.heading", paragraphs: ["legal.privacy.purpose.text", "legal.privacy.usage.text"] },
  { heading: "legal.privacy.providers.heading", paragraphs: ["legal.privacy.providers.text"] },
  { heading: "legal.privacy.cookies.heading", paragraphs: ["legal.privacy.cookies.text"] },
  { heading: "legal.privacy.rights.heading", paragraphs: ["legal.privacy.rights.text"] },
];

export function Component() {
  const t = useT();
  return <LegalPage title={t("legal.privacy.title")} updated="2026-11-24" sections={sections} />;
}
