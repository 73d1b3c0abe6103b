import { MailCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { useT } from "./i18n";
import { resendVerification } from "./toasts";

/** After sign-up: 'Check Your Email' with a resend button that reads 'Email Sent!' and disables after success. */
export function CheckEmailDialog({ email, onClose }: { email: string | null; onClose: () => void }) {
  const t = useT();
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");
  const resend = async () => {
    if (!email) return;
    setState("sending");
    setState((await resendVerification(t, email, "dialog")) ? "sent" : "idle");
  };
  return (
    <Dialog
      open={email !== null}
      onOpenChange={(open) => {
        if (!open) {
          setState("idle");
          onClose();
        }
      }}
    >
      <DialogContent>
        <div className="flex flex-col items-center gap-3 text-center">
          <MailCheck className="size-10 text-primary" aria-hidden="true" />
          <DialogHeader className="items-center">
            <DialogTitle>{t("auth.checkEmail.title")}</DialogTitle>
            <DialogDescription>{t("auth.checkEmail.text", { email })}</DialogDescription>
          </DialogHeader>
          <Button variant="outline" onClick={resend} disabled={state !== "idle"}>
            {state === "sent"
              ? t("auth.emailSent")
              : state === "sending"
                ? t("auth.sending")
                : t("auth.checkEmail.resend")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
