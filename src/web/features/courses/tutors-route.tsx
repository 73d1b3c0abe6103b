import { type QueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { ArrowLeft, ChevronRight, Lock, MessageCircle } from "lucide-react";
import { Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { CharacterAvatar } from "../../components/character-avatar";
import { PageTitle } from "../../components/page/page-title";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { requireSession } from "../auth";
import { useT } from "./i18n";
import { loadOrNotFound, NotFoundMessage } from "./not-found";
import { scenarioQuery } from "./queries";

export async function loader({ params, request }: LoaderFunctionArgs, queryClient: QueryClient) {
  await requireSession(request, queryClient);
  const courseId = params.courseId ?? "";
  const scenarioId = params.scenarioId ?? "";
  return loadOrNotFound(queryClient, scenarioQuery(courseId, scenarioId), { courseId, scenarioId });
}

export function Component() {
  const { courseId, scenarioId, found } = useLoaderData<typeof loader>();
  const t = useT();
  if (!found) {
    return (
      <NotFoundMessage
        title={t("courses.notFound.scenario")}
        to={`/course/${courseId}/scenarios`}
        action={t("courses.backToScenarios")}
      />
    );
  }
  return <TutorSelection courseId={courseId} scenarioId={scenarioId} />;
}

/** Tutor selection (learning-experience §2.2). */
function TutorSelection({ courseId, scenarioId }: { courseId: string; scenarioId: string }) {
  const { data } = useSuspenseQuery(scenarioQuery(courseId, scenarioId));
  const { course, chapter, scenario } = data;
  const t = useT();
  return (
    <div className="mx-auto max-w-5xl px-4">
      <PageTitle title={t("courses.tutors.pageTitle", { scenario: scenario.title })} />
      <nav
        aria-label={t("courses.breadcrumb.label")}
        className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground"
      >
        <Link to="/" className="hover:text-foreground">
          {t("courses.breadcrumb.courses")}
        </Link>
        <ChevronRight className="size-4" aria-hidden="true" />
        <Link to={`/course/${course.id}/scenarios`} className="hover:text-foreground">
          {course.title}
        </Link>
        <ChevronRight className="size-4" aria-hidden="true" />
        <span>{chapter.title}</span>
        <ChevronRight className="size-4" aria-hidden="true" />
        <span aria-current="page" className="text-foreground">
          {t("courses.breadcrumb.chooseTutor")}
        </span>
      </nav>
      <Link
        to={`/course/${course.id}/scenarios`}
        className="mt-4 inline-flex items-center gap-1 text-sm text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> {t("courses.backToScenarios")}
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight">{t("courses.tutors.heading")}</h1>
      <p className="mt-1 text-muted-foreground">
        {t("courses.tutors.intro", { title: scenario.title, description: scenario.description })}
      </p>

      {scenario.isLocked ? (
        <Card spacing="none" className="mt-8 items-center gap-3 p-8 text-center">
          <Lock className="size-8 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-semibold">{t("courses.tutors.locked.heading")}</h2>
          <p className="text-muted-foreground">{t("courses.tutors.locked.text")}</p>
          <Button asChild variant="outline">
            <Link to={`/course/${course.id}/scenarios`}>{t("courses.backToScenarios")}</Link>
          </Button>
        </Card>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {scenario.characters.map((character) => (
            <li key={character.id}>
              <Link
                to={`/course/${course.id}/scenario/${scenario.id}/character/${character.id}/chat`}
                aria-label={t("courses.tutors.startChatLabel", { name: character.name, role: character.role })}
                className="flex h-full flex-col items-center gap-3 rounded-xl border bg-card p-6 text-center shadow-sm outline-none transition-shadow hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <CharacterAvatar name={character.name} src={character.avatar} size={88} />
                <div>
                  <h2 className="text-lg font-semibold">{character.name}</h2>
                  <p className="text-sm font-medium text-primary">{character.role}</p>
                </div>
                <p className="text-sm text-muted-foreground">{character.bio}</p>
                <div className="mt-auto flex w-full items-center justify-between pt-3 text-sm">
                  <Badge variant="success">{t("courses.tutors.available")}</Badge>
                  <span className="flex items-center gap-1 font-medium text-primary">
                    <MessageCircle className="size-4" aria-hidden="true" /> {t("courses.tutors.startChat")}
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
