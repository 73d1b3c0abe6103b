import { type QueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { ArrowRight, BookOpen, Globe2, Users } from "lucide-react";
import { Link, type LoaderFunctionArgs } from "react-router";
import { BRAND, LANGUAGE_NATIVE_NAMES } from "../../../shared/constants";
import type { CourseSummary } from "../../../shared/schemas/course";
import { PageTitle } from "../../components/page/page-title";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "../../components/ui/card";
import { useT } from "./i18n";
import { coursesQuery } from "./queries";

export async function loader(_: LoaderFunctionArgs, queryClient: QueryClient) {
  await queryClient.ensureQueryData(coursesQuery);
  return null;
}

const levelKeys = {
  Beginner: "courses.level.beginner",
  Intermediate: "courses.level.intermediate",
  Advanced: "courses.level.advanced",
} as const satisfies Record<CourseSummary["level"], string>;

/** Home: the language chooser (accounts §2 "Home / language chooser"). */
export function Component() {
  const { data } = useSuspenseQuery(coursesQuery);
  const t = useT();
  return (
    <div className="mx-auto max-w-6xl px-4">
      <PageTitle exact title={t("courses.home.pageTitle", { brand: BRAND })} />
      <section className="mx-auto max-w-2xl py-8 text-center">
        <p className="text-sm font-medium text-primary">{t("courses.home.tagline")}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{t("courses.home.heading")}</h1>
        <p className="mt-3 text-muted-foreground">{t("courses.home.intro")}</p>
      </section>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {data.courses.map((course) => (
          <li key={course.id}>
            <CourseCard course={course} />
          </li>
        ))}
        {data.moreComing && (
          <li>
            <ComingSoonCard />
          </li>
        )}
      </ul>
    </div>
  );
}

function CourseCard({ course }: { course: CourseSummary }) {
  const href = `/course/${course.id}/scenarios`;
  const t = useT();
  return (
    <Card className="relative h-full overflow-hidden pt-0 transition-shadow focus-within:ring-[3px] focus-within:ring-ring/50 hover:shadow-md">
      <div className="flex h-24 items-end px-5 pb-3" style={{ background: course.gradient }} aria-hidden="true">
        <span className="text-2xl font-bold tracking-tight text-white/95 drop-shadow-sm">
          {LANGUAGE_NATIVE_NAMES[course.language]}
        </span>
      </div>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <h2 data-slot="card-title" className="text-xl font-semibold leading-tight">
            {course.title}
          </h2>
          <Badge variant="success">{t("courses.card.free")}</Badge>
        </div>
        <CardDescription>{course.subtitle}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 text-sm">
        <p className="text-muted-foreground">{course.description}</p>
        <dl className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
          <div>
            <dt className="sr-only">{t("courses.card.level")}</dt>
            <dd>
              <Badge variant="outline">{t(levelKeys[course.level])}</Badge>
            </dd>
          </div>
          <div>
            <dt className="sr-only">{t("courses.card.chapters")}</dt>
            <dd className="flex items-center gap-1.5">
              <BookOpen className="size-4" aria-hidden="true" />
              {t("courses.card.chapterCount", { count: course.chapterCount })}
            </dd>
          </div>
          <div>
            <dt className="sr-only">{t("courses.card.tutors")}</dt>
            <dd className="flex items-center gap-1.5">
              <Users className="size-4" aria-hidden="true" />
              {t("courses.card.tutorCount", { count: course.tutorCount })}
            </dd>
          </div>
        </dl>
      </CardContent>
      <CardFooter>
        <Button asChild className="w-full">
          {/* The link's box covers the whole card, so the card is one target. */}
          <Link
            to={href}
            className="after:absolute after:inset-0"
            aria-label={t("courses.card.startLearningLabel", { title: course.title })}
          >
            {t("courses.startLearning")} <ArrowRight />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

function ComingSoonCard() {
  const t = useT();
  return (
    <Card tone="placeholder" className="h-full items-center justify-center text-center" aria-disabled="true">
      <CardContent className="flex flex-col items-center gap-3 py-8">
        <Globe2 className="size-10 text-muted-foreground" aria-hidden="true" />
        <h2 data-slot="card-title" className="text-lg font-semibold leading-tight text-muted-foreground">
          {t("courses.comingSoon.title")}
        </h2>
        <CardDescription>{t("courses.comingSoon.text")}</CardDescription>
      </CardContent>
    </Card>
  );
}
