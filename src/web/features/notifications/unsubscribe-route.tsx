import { useMutation } from "@tanstack/react-query";
import { CircleCheck, CircleX, MailX } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { NOTICE_KINDS, type NoticeKind, type Unsubscribed } from "../../../shared/schemas/notifications";
import { PageTitle } from "../../components/page/page-title";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { api } from "../../lib/api";
import { useT } from "./i18n";

/**
 * /unsubscribe?token=…: the page a notice mail's 'Unsubscribe' link opens. It asks before it acts (mail scanners
 * open links; they do not press buttons); mail clients unsubscribe in one click through List-Unsubscribe-Post.
 */
export function Component() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const named = token.split(".")[0];
  const kind = (NOTICE_KINDS as readonly string[]).includes(named ?? "") ? (named as NoticeKind) : undefined;
  const unsubscribe = useMutation({
    mutationFn: () =>
      api<Unsubscribed>(`/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: "POST",
        body: {},
      }),
  });

  const settings = (
    <Button asChild variant={unsubscribe.isSuccess ? "default" : "outline"}>
      <Link to="/settings">{t("notifications.unsubscribe.settings")}</Link>
    </Button>
  );
  const [icon, title, description] = !kind
    ? [
        <CircleX key="x" className="size-12 text-destructive" />,
        t("notifications.unsubscribe.failed"),
        t("notifications.unsubscribe.invalid"),
      ]
    : unsubscribe.isSuccess
      ? [
          <CircleCheck key="ok" className="size-12 text-success" />,
          t("notifications.unsubscribe.done"),
          t("notifications.unsubscribe.doneText", { kind }),
        ]
      : unsubscribe.isError
        ? [
            <CircleX key="x" className="size-12 text-destructive" />,
            t("notifications.unsubscribe.failed"),
            unsubscribe.error.message,
          ]
        : [
            <MailX key="ask" className="size-12 text-primary" />,
            t("notifications.unsubscribe.question", { kind }),
            t("notifications.unsubscribe.text", { kind }),
          ];
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-6">
      <PageTitle title={t("notifications.unsubscribe.title")} />
      <Card>
        <CardHeader className="items-center text-center">
          <div className="mb-2">{icon}</div>
          <h1 className="text-2xl font-semibold leading-tight">{title}</h1>
          <CardDescription role="status">{description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          {kind && !unsubscribe.isSuccess && !unsubscribe.isError && (
            <Button onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>
              {unsubscribe.isPending ? t("notifications.unsubscribe.working") : t("notifications.unsubscribe.confirm")}
            </Button>
          )}
          {settings}
        </CardContent>
      </Card>
    </div>
  );
}
