import type { QueryClient } from "@tanstack/react-query";
import { lazy, useState } from "react";
import { type LoaderFunctionArgs, redirect, useSearchParams } from "react-router";
import { BRAND } from "../../../shared/constants";
import { Logo } from "../../components/brand/logo";
import { OnceOpened } from "../../components/page/once-opened";
import { PageTitle } from "../../components/page/page-title";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { GoogleButton, GoogleError } from "./google-button";
import { useT } from "./i18n";
import { safeNextPath, sessionQuery } from "./session";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

// The dialogs load when first opened: the page's first code stays without them.
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
  const [params] = useSearchParams();
  const next = safeNextPath(params.get("next"));
  const [tab, setTab] = useState(params.get("tab") === "signup" ? "signup" : "signin");
  const [forgotOpen, setForgotOpen] = useState(params.get("forgot") === "1");
  const [checkEmailFor, setCheckEmailFor] = useState<string | null>(null);
  const [resendOpen, setResendOpen] = useState(params.get("resend") === "1");
  const googleError = params.get("error");

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
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList>
              <TabsTrigger value="signin">{t("auth.tabs.signIn")}</TabsTrigger>
              <TabsTrigger value="signup">{t("auth.tabs.signUp")}</TabsTrigger>
            </TabsList>
            <TabsContent value="signin">
              <SignInForm next={next} onForgotPassword={() => setForgotOpen(true)} />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm onSignedUp={setCheckEmailFor} />
            </TabsContent>
          </Tabs>
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
