import { useState } from "react";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { toast } from "../../lib/lazy-toast";
import { mistakesApi } from "./api";
import { useT } from "./i18n";

/** Forgetting every recorded mistake, after a confirmation: it cannot be undone. */
export function DeleteAllDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const t = useT();
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    setDeleting(true);
    try {
      const { deleted } = await mistakesApi.removeAll();
      toast.success(t("studio-mistakes.toast.deletedAll", { count: deleted }));
      props.onOpenChange(false);
      props.onDeleted();
    } catch (error) {
      toast.error(t("studio-mistakes.toast.failed"), { description: (error as Error).message });
    } finally {
      setDeleting(false);
    }
  };
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t("studio-mistakes.deleteAllDialog.title")}</DialogTitle>
          <DialogDescription>{t("studio-mistakes.deleteAllDialog.text")}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => props.onOpenChange(false)} disabled={deleting}>
            {t("studio-mistakes.deleteAllDialog.cancel")}
          </Button>
          <Button variant="destructive" onClick={() => void confirm()} disabled={deleting}>
            {t("studio-mistakes.deleteAllDialog.confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
