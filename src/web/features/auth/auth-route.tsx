import type { QueryClient } from "@tanstack/react-query";
import { lazy, useState } from "react";
import { Link, type LoaderFunctionArgs, redirect, useActionData, useSearchParams } from "react-router";
import { BRAND } from "../../../shared/constants";
import { Logo } from "../../components/brand/logo";
import { OnceOpened } from "../../components/page/once-opened";
import { PageTitle } from "../../components/page/page-title";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import type { AuthFormResult } from "./auth-action";
import { ForgotPasswordPanel } from "./forgot-password-panel";
import { GoogleButton, GoogleError } from "./google-button";
import { useT } from "./i18n";
import { safeNextPath, sessionQuery } from "./session";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
import { SignedUpNotice } from "./signed-up-notice";

export { authAction as action } from "./auth-action";

// The dialogs load when first opened: the page's first code stays without them. Their texts are the page's own.
const ForgotPasswordDialog = lazy(() =>
  import("./forgot-password-dialog").then((m) => ({ default: m.ForgotPasswordDialog })),
);
const CheckEmailDialog = lazy(() => import("./check-email-dialog").then((m) => ({ default: m.CheckEmailDialog })));
const ResendVerificationDialog = lazy(() =>
  import("./resend-verification-dialog").then((m) => ({ default: m.ResendVerificationDialog })),
);

/** A signed-in user who opens /auth goes home (accounts §2). */
export async function loader(_: LoaderFunctionArgs, queryClient: QueryClient) {
  if (await queryClient.ensureQueryData(sessionQuery)) throw redirect("/");
  return null;
}

export function Component() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const next = safeNextPath(params.get("next"));
  const sent = useActionData<AuthFormResult>();
  // The tab is the address's (?tab=signup): a link that works before the page's code does, and after it.
  const tab = (sent?.intent ?? params.get("tab")) === "signup" ? "signup" : "signin";
  /** This page's address with some of its query changed (null: removed). */
  const linkWith = (changes: Record<string, string | null>) => {
    const linked = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes))
      if (value === null) linked.delete(name);
      else linked.set(name, value);
    return `?${linked}`;
  };
  const tabLink = (value: string) => linkWith({ tab: value });
  const setTab = (value: string) =>
    setParams(
      (current) => {
        current.set("tab", value);
        return current;
      },
      { replace: true },
    );
  // 'Forgot password?' opens a dialog; its link (?forgot=1), followed before the page's code runs or without it, shows
  // the same form in the page, answered by the server.
  const forgotPage = sent?.intent === "forgot" || params.get("forgot") === "1";
  const [forgotOpen, setForgotOpen] = useState(false);
  const [checkEmailFor, setCheckEmailFor] = useState<string | null>(null);
  const [resendOpen, setResendOpen] = useState(params.get("resend") === "1");
  const googleError = params.get("error");
  // What a form the server answered elsewhere left to say here (a sign-out or a password reset, without the code).
  const notice =
    params.get("signed-out") === "1"
      ? (["auth.userMenu.signedOut", "auth.userMenu.signedOutText"] as const)
      : params.get("reset") === "done"
        ? (["auth.reset.success", "auth.reset.successText"] as const)
        : null;

  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-6">
      <PageTitle title={t("auth.page.title")} description={t("auth.page.description", { brand: BRAND })} />
      <Card>
        <CardHeader className="items-center text-center">
          <Logo className="justify-center" />
          <CardTitle large className="mt-2">
            {tab === "signin" ? t("auth.card.welcomeBack") : t("auth.card.createAccount")}
          </CardTitle>
          <CardDescription>{t("auth.card.description")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {notice && (
            <p role="status" className="rounded-md border border-success/50 p-3 text-sm">
              <span className="font-medium">{t(notice[0])}</span> {t(notice[1])}
            </p>
          )}
          {forgotPage ? (
            <ForgotPasswordPanel
              sent={sent?.intent === "forgot" ? sent : undefined}
              back={linkWith({ tab: "signin", forgot: null })}
            />
          ) : (
            <Tabs value={tab} onValueChange={setTab}>
              <TabsList>
                <TabsTrigger value="signin" asChild>
                  <Link to={tabLink("signin")} replace preventScrollReset>
                    {t("auth.tabs.signIn")}
                  </Link>
                </TabsTrigger>
                <TabsTrigger value="signup" asChild>
                  <Link to={tabLink("signup")} replace preventScrollReset>
                    {t("auth.tabs.signUp")}
                  </Link>
                </TabsTrigger>
              </TabsList>
              <TabsContent value="signin">
                <SignInForm
                  next={next}
                  sent={sent?.intent === "signin" ? sent : undefined}
                  forgotLink={linkWith({ forgot: "1" })}
                  onForgotPassword={() => setForgotOpen(true)}
                />
              </TabsContent>
              <TabsContent value="signup">
                {sent?.sentTo ? (
                  <SignedUpNotice email={sent.sentTo} resent={sent.resent} />
                ) : (
                  <SignUpForm sent={sent?.intent === "signup" ? sent : undefined} onSignedUp={setCheckEmailFor} />
                )}
              </TabsContent>
            </Tabs>
          )}
          <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
            <span className="h-px flex-1 bg-border" /> {t("auth.or")} <span className="h-px flex-1 bg-border" />
          </div>
          {googleError ? <GoogleError code={googleError} /> : null}
          <GoogleButton />
        </CardContent>
      </Card>
      <OnceOpened open={forgotOpen}>
        <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} />
      </OnceOpened>
      <OnceOpened open={checkEmailFor !== null}>
        <CheckEmailDialog email={checkEmailFor} onClose={() => setCheckEmailFor(null)} />
      </OnceOpened>
      <OnceOpened open={resendOpen}>
        <ResendVerificationDialog open={resendOpen} onOpenChange={setResendOpen} />
      </OnceOpened>
    </div>
  );
}
