import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { useT } from "../i18n";

/** Asked when leaving a session after the first card (learning-experience §2.7). */
export function LeaveDialog(props: { open: boolean; reviewed: number; onContinue: () => void; onLeave: () => void }) {
  const t = useT();
  return (
    <Dialog open={props.open} onOpenChange={(open) => !open && props.onContinue()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("studio-vocabulary.leave.title")}</DialogTitle>
          <DialogDescription>{t("studio-vocabulary.leave.text", { count: props.reviewed })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={props.onContinue}>
            {t("studio-vocabulary.leave.continue")}
          </Button>
          <Button variant="destructive" onClick={props.onLeave}>
            {t("studio-vocabulary.leave.leave")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
