import { ArrowLeft, BookOpen, ListChecks } from "lucide-react";
import { Link } from "react-router";
import type { CharacterView, ScenarioDetail } from "../../../shared/schemas/course";
import { Button } from "../../components/ui/button";
import { Progress } from "../../components/ui/progress";
import { backLink } from "./back-link";
import { useT } from "./i18n";

/** The sheets a phone opens from the chat's header. */
export type ChatSheet = "lesson" | "studio";

/**
 * The chat's header on phones (hidden on wide screens, where the lesson column shows all this): back, the tutor,
 * the lesson's progress, and the buttons that open the lesson and the studio as sheets. Each button is 44 px.
 */
export function ChatHeader(props: {
  detail: ScenarioDetail;
  character: CharacterView;
  progress: number;
  onOpen: (sheet: ChatSheet) => void;
}) {
  const t = useT();
  const { detail, character } = props;
  return (
    <header className="flex shrink-0 items-center gap-2 rounded-xl border bg-card p-1.5 lg:hidden">
      <Button asChild variant="ghost" size="icon-lg">
        <Link to={backLink(detail).to} aria-label={t(backLink(detail).label)}>
          <ArrowLeft />
        </Link>
      </Button>
      <img src={character.avatar} alt="" className="size-9 shrink-0 rounded-full bg-muted" />
      <div className="grid min-w-0 flex-1 gap-1">
        <h1 className="truncate text-sm font-semibold">{character.name}</h1>
        <Progress value={props.progress} label={t("chat.lesson.progress")} thin />
      </div>
      {(
        [
          ["lesson", t("chat.lesson.label"), ListChecks],
          ["studio", t("chat.studio.title"), BookOpen],
        ] as const
      ).map(([sheet, label, Icon]) => (
        <Button
          key={sheet}
          variant="ghost"
          size="icon-lg"
          aria-haspopup="dialog"
          aria-label={label}
          onClick={() => props.onOpen(sheet)}
        >
          <Icon />
        </Button>
      ))}
    </header>
  );
}
