import { AlertTriangle } from "lucide-react";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { useLocation, useNavigate, useRouteError } from "react-router";
import { ERROR_RETRY_DELAY_MS } from "../../shared/constants";
import { PageTitle } from "../components/page/page-title";
import { Button } from "../components/ui/button";
import { useT } from "./i18n";

/**
 * The three error-boundary levels of the spec (accounts §2 "Application error screens"):
 * App (the whole app failed), Page (one route failed; the shell stays) and Component (one widget failed).
 * Each retry clears the error after 100 ms.
 */

function ErrorPanel(props: { title: string; text: string; children: ReactNode; fullScreen?: boolean }) {
  return (
    <div
      role="alert"
      className={
        props.fullScreen
          ? "flex min-h-dvh items-center justify-center p-6"
          : "mx-auto flex max-w-lg items-center justify-center px-4 py-16"
      }
    >
      <div className="flex flex-col items-center gap-4 text-center">
        <PageTitle title={props.title} />
        <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl font-semibold">{props.title}</h1>
        <p className="text-muted-foreground">{props.text}</p>
        <div className="flex gap-3">{props.children}</div>
      </div>
    </div>
  );
}

function logError(level: string, error: unknown) {
  console.error(`[${level} error]`, error);
}

/** Re-enters the current location, which re-runs its loaders and resets the router's error state. */
function useRetry() {
  const navigate = useNavigate();
  const location = useLocation();
  return () =>
    setTimeout(
      () => navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true }),
      ERROR_RETRY_DELAY_MS,
    );
}

/** Route-level error element for a page: the top bar and footer stay visible. */
export function PageError() {
  const error = useRouteError();
  logError("page", error);
  const retry = useRetry();
  const navigate = useNavigate();
  const t = useT();
  return (
    <ErrorPanel title={t("app.error.page.title")} text={t("app.error.page.text")}>
      <Button onClick={retry}>{t("app.error.tryAgain")}</Button>
      <Button variant="outline" onClick={() => navigate(-1)}>
        {t("app.error.goBack")}
      </Button>
    </ErrorPanel>
  );
}

/** Error element of the root route: the shell itself failed. */
export function AppRouteError() {
  const error = useRouteError();
  logError("app", error);
  const retry = useRetry();
  return <AppErrorScreen onRetry={retry} />;
}

function AppErrorScreen({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <ErrorPanel fullScreen title={t("app.error.app.title")} text={t("app.error.app.text")}>
      <Button onClick={onRetry}>{t("app.error.tryAgain")}</Button>
      <Button variant="outline" asChild>
        <a href="/">{t("app.error.goHome")}</a>
      </Button>
    </ErrorPanel>
  );
}

/** The App error screen as the server sends it when a page cannot be rendered at all: links, no script needed. */
export function ServerErrorPage() {
  const t = useT();
  return (
    <ErrorPanel fullScreen title={t("app.error.app.title")} text={t("app.error.app.text")}>
      <Button asChild>
        {/* The same address again: the browser reloads the page. */}
        <a href="?">{t("app.error.tryAgain")}</a>
      </Button>
      <Button variant="outline" asChild>
        <a href="/">{t("app.error.goHome")}</a>
      </Button>
    </ErrorPanel>
  );
}

interface BoundaryProps {
  level: string;
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/** Catches render errors below it and shows `fallback`; its retry clears the error after 100 ms. */
class ErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    logError(this.props.level, { error, info });
  }
  retry = () => setTimeout(() => this.setState({ error: null }), ERROR_RETRY_DELAY_MS);
  override render() {
    return this.state.error ? this.props.fallback(this.retry) : this.props.children;
  }
}

/** Outermost boundary, around the router itself (errors the router cannot catch). */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary level="app" fallback={(retry) => <AppErrorScreen onRetry={retry} />}>
      {children}
    </ErrorBoundary>
  );
}

/** Wraps one widget so that its failure leaves the rest of the page working. */
export function ComponentErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary level="component" fallback={(retry) => <ComponentErrorNotice onRetry={retry} />}>
      {children}
    </ErrorBoundary>
  );
}

function ComponentErrorNotice({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
      <p className="font-medium">{t("app.error.component.title")}</p>
      <p className="text-muted-foreground">
        {t("app.error.component.text")}{" "}
        <button type="button" className="font-medium text-primary underline underline-offset-4" onClick={onRetry}>
          {t("app.error.tryAgainLower")}
        </button>
      </p>
    </div>
  );
}
