import { Skeleton } from "../../components/ui/skeleton";
import { useT } from "./i18n";

/** Where a note's content goes while the whole note loads (the list has only its start), or why it did not. */
export function NoteLoading({ failed, className }: { failed: boolean; className: string }) {
  const t = useT();
  return failed ? (
    <p role="alert" className="text-sm text-destructive">
      {t("studio-notes.note.loadFailed")}
    </p>
  ) : (
    <Skeleton className={className} aria-label={t("studio-notes.note.loading")} />
  );
}
