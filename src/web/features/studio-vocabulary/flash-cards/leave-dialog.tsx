import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";

/** Asked when leaving a session after the first card (learning-experience §2.7). */
export function LeaveDialog(props: { open: boolean; reviewed: number; onContinue: () => void; onLeave: () => void }) {
  const words = `${props.reviewed} ${props.reviewed === 1 ? "word" : "words"}`;
  return (
    <Dialog open={props.open} onOpenChange={(open) => !open && props.onContinue()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Leave practice session?</DialogTitle>
          <DialogDescription>
            You have reviewed {words} so far. Your progress is saved, but you will lose your place in this session.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={props.onContinue}>
            Continue Practicing
          </Button>
          <Button variant="destructive" onClick={props.onLeave}>
            Leave Session
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
