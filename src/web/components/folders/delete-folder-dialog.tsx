import { useState } from "react";
import { useT } from "../i18n";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../ui/dialog";

/**
 * Deleting a folder asks first (learning-experience §2.6, §2.7); what it holds becomes unfiled, which `text` says in
 * the page's words. It closes once `onConfirm` says the folder is gone.
 */
export function DeleteFolderDialog({
  title,
  text,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const t = useT();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{text}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t("components.folders.cancel")}
          </Button>
          <Button
            variant="destructive"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              const ok = await onConfirm();
              setBusy(false);
              if (ok) onClose();
            }}
          >
            {t("components.folders.delete")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
