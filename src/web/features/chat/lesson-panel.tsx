import { ArrowLeft, RotateCcw } from "lucide-react";
import { type RefObject, useEffect, useState } from "react";
import { Link } from "react-router";
import type { CharacterView, ScenarioDetail } from "../../../shared/schemas/course";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Progress } from "../../components/ui/progress";
import { backLink } from "./back-link";
import { useT } from "./i18n";

/** The focus timer: shows the chat's count each second; only this re-renders as it ticks. */
function FocusTimer({ seconds }: { seconds: RefObject<number> }) {
  const t = useT();
  const [shown, setShown] = useState(seconds.current);
  useEffect(() => {
    const timer = setInterval(() => setShown(seconds.current), 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return t("chat.lesson.timer", { minutes: Math.floor(shown / 60), seconds: shown % 60 });
}

export interface LessonState {
  detail: ScenarioDetail;
  character: CharacterView;
  offlineTutor: boolean;
  /** Percent of the lesson (learner messages of LESSON_MESSAGES). */
  progress: number;
  userCount: number;
  /** The seconds on this page, counted by the chat. */
  seconds: RefObject<number>;
  onStartOver: () => void;
}

/**
 * The lesson: tutor, scenario, progress, messages, focus time and 'New conversation'. The left column on wide
 * screens (with the tutor's name as the page's heading), a sheet on phones (`inSheet`: the sheet has its own title).
 */
export function LessonPanel(props: LessonState & { inSheet?: boolean }) {
  const t = useT();
  const { detail, character, progress } = props;
  const Name = props.inSheet ? "p" : "h1";
  return (
    <div className="grid content-start gap-4">
      {!props.inSheet && (
        <Link to={backLink(detail).to} className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" /> {t(backLink(detail).label)}
        </Link>
      )}
      <div className="flex items-center gap-3">
        <img src={character.avatar} alt="" className="size-14 rounded-full bg-muted" />
        <div>
          <Name className="font-semibold">{character.name}</Name>
          <p className="text-sm text-muted-foreground">{t("chat.lesson.tutorRole")}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge variant="secondary">{t("chat.lesson.beginner")}</Badge>
        {props.offlineTutor && <Badge variant="outline">{t("chat.lesson.offlineTutor")}</Badge>}
      </div>
      <div className="grid gap-1.5 text-sm">
        <p className="font-medium">{detail.scenario.title}</p>
        <p className="text-muted-foreground">{detail.course.title}</p>
        <Progress value={progress} label={t("chat.lesson.progress")} />
        <p className="text-xs text-muted-foreground">
          {t("chat.lesson.progressText", { progress: Math.round(progress) / 100 })}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-lg bg-muted/60 p-2">
          <dt className="text-xs text-muted-foreground">{t("chat.lesson.messages")}</dt>
          <dd className="font-semibold" data-testid="message-count">
            {props.userCount}
          </dd>
        </div>
        <div className="rounded-lg bg-muted/60 p-2">
          <dt className="text-xs text-muted-foreground">{t("chat.lesson.focusTime")}</dt>
          <dd className="font-semibold" data-testid="focus-timer">
            <FocusTimer seconds={props.seconds} />
          </dd>
        </div>
      </dl>
      <Button variant="ghost" size="sm" align="start" onClick={props.onStartOver}>
        <RotateCcw /> {t("chat.lesson.newConversation")}
      </Button>
    </div>
  );
}
