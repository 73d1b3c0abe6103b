import { useNavigate } from "react-router";
import { ownCourseLanguage } from "../../../shared/own-course";
import { LESSON_MESSAGES } from "../../../shared/schemas/chat-values";
import type { CharacterView, ScenarioDetail } from "../../../shared/schemas/course";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { backLink } from "./back-link";
import { useT } from "./i18n";

/** 'Lesson Complete!': on to another tutor of the scenario, or on with this one. */
export function LessonCompleteDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  detail: ScenarioDetail;
  character: CharacterView;
}) {
  const t = useT();
  const navigate = useNavigate();
  const { detail } = props;
  // A learner's own scenario has one tutor and unlocks nothing: its way on is back to their scenarios.
  const own = ownCourseLanguage(detail.course.id);
  const back = backLink(detail);
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("chat.complete.title")}</DialogTitle>
          <DialogDescription>
            {t(own ? "chat.complete.textOwn" : "chat.complete.text", {
              count: LESSON_MESSAGES,
              title: detail.scenario.title,
            })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => navigate(back.to)}>
            {t(own ? back.label : "chat.complete.tryAnother")}
          </Button>
          <Button onClick={() => props.onOpenChange(false)}>
            {t("chat.complete.continue", { name: props.character.name })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
