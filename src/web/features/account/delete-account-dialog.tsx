import { useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
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

/** 'Delete Account': the learner types their e-mail to confirm; everything they own is deleted. */
export function DeleteAccountDialog({ email }: { email: string }) {
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
      queryClient.clear();
      queryClient.setQueryData(["session"], null);
      toast.success("Account deleted", { description: "Your account and all your data have been removed." });
      navigate("/auth", { replace: true });
    } catch (error) {
      toast.error("Error", {
        description: error instanceof ApiError ? error.message : "Failed to delete the account. Please try again.",
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
          <Trash2 /> Delete Account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            This removes your account and everything in it: progress, saved words, grammar topics, notes and
            conversations. It cannot be undone. Download your data first if you want to keep it.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="delete-confirm">Type {email} to confirm</Label>
          <Input id="delete-confirm" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={!matches || busy} onClick={remove}>
            {busy ? "Deleting..." : "Delete my account"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
