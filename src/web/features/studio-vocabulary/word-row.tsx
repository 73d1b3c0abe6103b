import { CheckCircle2, Circle, FolderInput, Trash2 } from "lucide-react";
import type { VocabularyFolder, VocabularyWord } from "../../../shared/schemas/studio";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { useT } from "./i18n";

/** One saved word: word, language badge, meaning; move, learned toggle and delete (learning-experience §2.7). */
export function WordRow(props: {
  word: VocabularyWord;
  folder?: VocabularyFolder;
  onMove: () => void;
  onToggleLearned: () => void;
  onDelete: () => void;
}) {
  const { word, folder } = props;
  const t = useT();
  return (
    <li className="flex items-center gap-3 rounded-xl border bg-card p-3 pl-4" data-testid="word-row">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{word.word}</span>
          <Badge variant="secondary" className="uppercase">
            {word.language}
          </Badge>
          {word.learned && <Badge variant="success">{t("studio-vocabulary.word.learned")}</Badge>}
          {folder && (
            <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
              <span className="size-2 rounded-full" style={{ backgroundColor: folder.color }} aria-hidden="true" />
              {folder.name}
            </span>
          )}
        </p>
        <p className="truncate text-sm text-muted-foreground">{word.meaning}</p>
      </div>
      <div className="flex shrink-0 items-center">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("studio-vocabulary.word.move", { word: word.word })}
          onClick={props.onMove}
        >
          <FolderInput />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={
            word.learned
              ? t("studio-vocabulary.word.markLearning", { word: word.word })
              : t("studio-vocabulary.word.markLearned", { word: word.word })
          }
          aria-pressed={word.learned}
          onClick={props.onToggleLearned}
        >
          {word.learned ? <CheckCircle2 className="text-success" /> : <Circle />}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("studio-vocabulary.word.delete", { word: word.word })}
          onClick={props.onDelete}
        >
          <Trash2 />
        </Button>
      </div>
    </li>
  );
}
