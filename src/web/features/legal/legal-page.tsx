import { Link } from "react-router";
import { PageTitle } from "../../components/page/page-title";

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

/** A static legal document with numbered sections. */
export function LegalPage({ title, updated, sections }: { title: string; updated: string; sections: LegalSection[] }) {
  return (
    <article className="mx-auto max-w-3xl px-4 pb-8">
      <PageTitle title={title} description={`Parley's ${title}.`} />
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">Last updated: {updated}</p>
      <ol className="mt-8 space-y-8">
        {sections.map((section, index) => (
          <li key={section.heading}>
            <section aria-labelledby={`section-${index + 1}`}>
              <h2 id={`section-${index + 1}`} className="text-xl font-semibold">
                {index + 1}. {section.heading}
              </h2>
              {section.paragraphs.map((p) => (
                <p key={p} className="mt-3 leading-relaxed text-muted-foreground">
                  {p}
                </p>
              ))}
            </section>
          </li>
        ))}
      </ol>
      <p className="mt-10 text-sm">
        <Link to="/" className="text-primary underline-offset-4 hover:underline">
          Back to Home
        </Link>
      </p>
    </article>
  );
}
