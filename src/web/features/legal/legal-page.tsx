import { Link } from "react-router";
import { BRAND } from "../../../shared/constants";
import { PageTitle } from "../../components/page/page-title";
import { dateLocale, useLocale } from "../../lib/i18n";
import { useT } from "./i18n";

type Key = Parameters<ReturnType<typeof useT>>[0];

export interface LegalSection {
  heading: Key;
  paragraphs: Key[];
}

/** A static legal document with numbered sections; `updated` is a day, 'YYYY-MM-DD'. */
export function LegalPage({ title, updated, sections }: { title: string; updated: string; sections: LegalSection[] }) {
  const t = useT();
  const { locale } = useLocale();
  const date = new Intl.DateTimeFormat(dateLocale(locale), {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${updated}T00:00:00Z`));
  return (
    <article className="mx-auto max-w-3xl px-4 pb-8">
      <PageTitle title={title} description={t("legal.description", { brand: BRAND, title })} />
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{t("legal.updated", { date })}</p>
      <ol className="mt-8 space-y-8">
        {sections.map((section, index) => (
          <li key={section.heading}>
            <section aria-labelledby={`section-${index + 1}`}>
              <h2 id={`section-${index + 1}`} className="text-xl font-semibold">
                {index + 1}. {t(section.heading)}
              </h2>
              {section.paragraphs.map((p) => (
                <p key={p} className="mt-3 leading-relaxed text-muted-foreground">
                  {t(p, { brand: BRAND })}
                </p>
              ))}
            </section>
          </li>
        ))}
      </ol>
      <p className="mt-10 text-sm">
        <Link to="/" className="text-primary underline-offset-4 hover:underline">
          {t("legal.backHome")}
        </Link>
      </p>
    </article>
  );
}
