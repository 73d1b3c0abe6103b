import { type QueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { ArrowRight, BookOpen, Globe2, Users } from "lucide-react";
import { Link, type LoaderFunctionArgs } from "react-router";
import { LANGUAGE_NATIVE_NAMES } from "../../../shared/constants";
import type { CourseSummary } from "../../../shared/schemas/course";
import { PageTitle } from "../../components/page/page-title";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "../../components/ui/card";
import { coursesQuery } from "./queries";

export async function loader(_: LoaderFunctionArgs, queryClient: QueryClient) {
  await queryClient.ensureQueryData(coursesQuery);
  return null;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Home: the language chooser (accounts §2 "Home / language chooser"). */
export function Component() {
  const { data } = useSuspenseQuery(coursesQuery);
  return (
    <div className="mx-auto max-w-6xl px-4">
      <PageTitle exact title="Parley: AI language tutor" />
      <section className="mx-auto max-w-2xl py-8 text-center">
        <p className="text-sm font-medium text-primary">Practise real conversations with AI tutors</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Choose Your Language</h1>
        <p className="mt-3 text-muted-foreground">
          Pick a course, step into an everyday scenario and chat with a tutor who corrects you kindly and teaches you
          new words as you go.
        </p>
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
          <Badge variant="success">Free</Badge>
        </div>
        <CardDescription>{course.subtitle}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 text-sm">
        <p className="text-muted-foreground">{course.description}</p>
        <dl className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
          <div>
            <dt className="sr-only">Level</dt>
            <dd>
              <Badge variant="outline">{course.level}</Badge>
            </dd>
          </div>
          <div>
            <dt className="sr-only">Chapters</dt>
            <dd className="flex items-center gap-1.5">
              <BookOpen className="size-4" aria-hidden="true" />
              {plural(course.chapterCount, "chapter", "chapters")}
            </dd>
          </div>
          <div>
            <dt className="sr-only">Tutors</dt>
            <dd className="flex items-center gap-1.5">
              <Users className="size-4" aria-hidden="true" />
              {plural(course.tutorCount, "tutor", "tutors")}
            </dd>
          </div>
        </dl>
      </CardContent>
      <CardFooter>
        <Button asChild className="w-full">
          {/* The link's box covers the whole card, so the card is one target. */}
          <Link to={href} className="after:absolute after:inset-0" aria-label={`Start Learning ${course.title}`}>
            Start Learning <ArrowRight />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

function ComingSoonCard() {
  return (
    <Card
      className="h-full items-center justify-center border-dashed bg-muted/40 text-center shadow-none"
      aria-disabled="true"
    >
      <CardContent className="flex flex-col items-center gap-3 py-8">
        <Globe2 className="size-10 text-muted-foreground" aria-hidden="true" />
        <h2 data-slot="card-title" className="text-lg font-semibold leading-tight text-muted-foreground">
          More Languages - Coming Soon
        </h2>
        <CardDescription>French and more are on their way.</CardDescription>
      </CardContent>
    </Card>
  );
}
