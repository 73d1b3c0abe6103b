import { Skeleton } from "../../components/ui/skeleton";

/** Where a note's content goes while the whole note loads (the list has only its start), or why it did not. */
export function NoteLoading({ failed, className }: { failed: boolean; className: string }) {
  return failed ? (
    <p role="alert" className="text-sm text-destructive">
      This note could not be loaded. Close it and open it again to retry.
    </p>
  ) : (
    <Skeleton className={className} aria-label="Loading the note" />
  );
}
