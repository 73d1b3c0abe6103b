import { useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { ApiError, api } from "../../lib/api";
import { toast } from "../../lib/lazy-toast";
import { leaveAsVisitor } from "../auth";
import { useT } from "./i18n";

/** 'Delete Account': the learner types their e-mail to confirm; everything they own is deleted. */
export function DeleteAccountDialog({ email }: { email: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  const remove = async () => {
    setBusy(true);
    try {
      await api("/api/account", { method: "DELETE", body: { email: typed.trim() } });
      toast.success(t("account.delete.success"), { description: t("account.delete.successText") });
      await leaveAsVisitor(queryClient, navigate, { replace: true });
    } catch (error) {
      toast.error(t("account.error.title"), {
        description: error instanceof ApiError ? error.message : t("account.delete.failed"),
      });
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setTyped("");
      }}
    >
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 /> {t("account.delete.open")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("account.delete.title")}</DialogTitle>
          <DialogDescription>{t("account.delete.text")}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="delete-confirm">{t("account.delete.confirmLabel", { email })}</Label>
          <Input id="delete-confirm" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t("account.delete.cancel")}
          </Button>
          <Button variant="destructive" disabled={!matches || busy} onClick={remove}>
            {busy ? t("account.delete.deleting") : t("account.delete.submit")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
