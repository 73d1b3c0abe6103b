import { CheckCircle2, RotateCcw, XCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { GrammarTopic } from "../../../shared/schemas/studio";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { Progress } from "../../components/ui/progress";
import { formatNumber, useLocale } from "../../lib/i18n";
import { useStudyTime } from "../../lib/study-time";
import { grammarApi } from "./api";
import { useT } from "./i18n";

/** The quiz moves on this long after an answer (learning-experience §9). */
const QUIZ_ADVANCE_MS = 1500;

/** The self-check quiz (learning-experience §2.8): one question per topic, finished when all are answered. */
export function QuizDialog(props: { open: boolean; topics: GrammarTopic[]; onOpenChange: (open: boolean) => void }) {
  const [index, setIndex] = useState(0);
  const [score, setScore] = useState(0);
  const [answered, setAnswered] = useState(0);
  const [last, setLast] = useState<boolean>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const t = useT();
  const { locale } = useLocale();

  const restart = () => {
    clearTimeout(timer.current);
    setIndex(0);
    setScore(0);
    setAnswered(0);
    setLast(undefined);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh quiz each time it opens
  useEffect(() => {
    if (props.open) restart();
    return () => clearTimeout(timer.current);
  }, [props.open]);

  const total = props.topics.length;
  const finished = total > 0 && answered === total;
  const topic = props.topics[index];

  // The quiz is study: focus time counts while it is open, and each answer makes the day a study day.
  useStudyTime({ surface: "quiz" }, props.open);
  const answer = (understood: boolean) => {
    if (last !== undefined || !topic) return;
    setLast(understood);
    // Kept by the server for the streak; the quiz goes on whatever the answer's fate (it is the learner's self-check).
    void grammarApi.answered(topic.id, understood).catch(() => {});
    if (understood) setScore((s) => s + 1);
    timer.current = setTimeout(() => {
      setAnswered((a) => a + 1);
      setIndex((i) => Math.min(i + 1, total - 1));
      setLast(undefined);
    }, QUIZ_ADVANCE_MS);
  };

  const percent = total === 0 ? 0 : Math.round((score / total) * 100);
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        {total === 0 ? (
          <DialogHeader>
            <DialogTitle>{t("studio-grammar.quiz.title")}</DialogTitle>
            <DialogDescription>{t("studio-grammar.quiz.noTopics")}</DialogDescription>
          </DialogHeader>
        ) : finished ? (
          <>
            <DialogHeader className="items-center text-center">
              <DialogTitle>{t("studio-grammar.quiz.complete")}</DialogTitle>
              <p className="text-5xl font-bold text-primary" data-testid="quiz-percent">
                {formatNumber(locale, percent / 100, { style: "percent" })}
              </p>
              <DialogDescription>{t("studio-grammar.quiz.result", { score, total })}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" onClick={restart}>
                <RotateCcw /> {t("studio-grammar.quiz.tryAgain")}
              </Button>
              <Button onClick={() => props.onOpenChange(false)}>{t("studio-grammar.quiz.close")}</Button>
            </DialogFooter>
          </>
        ) : (
          topic && (
            <>
              <DialogHeader>
                <DialogTitle>{t("studio-grammar.quiz.title")}</DialogTitle>
                <DialogDescription>
                  {t("studio-grammar.quiz.question", { number: index + 1, total, score })}
                </DialogDescription>
              </DialogHeader>
              <Progress value={(answered / total) * 100} label={t("studio-grammar.quiz.progress")} />
              <div className="grid gap-2 rounded-xl border bg-muted/40 p-4">
                <p className="text-lg font-semibold">{topic.topic}</p>
                <p className="text-sm text-muted-foreground">{topic.explanation}</p>
                {topic.example && <p className="text-sm italic">{topic.example}</p>}
              </div>
              <p className="font-medium">{t("studio-grammar.quiz.prompt")}</p>
              <div className="grid grid-cols-2 gap-2">
                <Button onClick={() => answer(true)} disabled={last !== undefined}>
                  <CheckCircle2 /> {t("studio-grammar.quiz.understood")}
                </Button>
                <Button variant="outline" onClick={() => answer(false)} disabled={last !== undefined}>
                  <XCircle /> {t("studio-grammar.quiz.review")}
                </Button>
              </div>
              <p className="min-h-5 text-sm" aria-live="polite">
                {last === true && t("studio-grammar.quiz.movingOn")}
                {last === false && t("studio-grammar.quiz.noted")}
              </p>
              <DialogFooter>
                <Button variant="ghost" onClick={() => props.onOpenChange(false)}>
                  {t("studio-grammar.quiz.exit")}
                </Button>
              </DialogFooter>
            </>
          )
        )}
      </DialogContent>
    </Dialog>
  );
}
