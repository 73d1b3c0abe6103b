import { lazy, Suspense } from "react";
import { Link, Outlet, ScrollRestoration, useLocation } from "react-router";
import { BRAND } from "../../shared/constants";
import type { SessionUser } from "../../shared/schemas/auth";
import { Logo } from "../components/brand/logo";
import { Button } from "../components/ui/button";
import { useSession } from "../features/auth/session";
import { textsReady } from "../lib/i18n";
import { useT } from "./i18n";
import { LanguageSwitch } from "./language-switch";
import { ThemeToggle } from "./theme-toggle";

/**
 * The avatar menu's code. A signed-in page has it loaded before hydration (entry-client), so the menu hydrates with
 * the page: a click that comes early opens it instead of landing on HTML without handlers.
 */
let loadedUserMenu: typeof import("../features/auth/user-menu")["default"] | undefined;
export const loadUserMenu = () =>
  import("../features/auth/user-menu").then(async (module) => {
    await textsReady();
    loadedUserMenu = module.default;
    return module;
  });
const LazyUserMenu = lazy(loadUserMenu);

const ShellEffects = lazy(() => import("./shell-effects"));
const OfflineBanner = lazy(() => import("./shell-effects").then((module) => ({ default: module.OfflineBanner })));

/** The shared shell (accounts §2 "Shared layout"): floating top bar, page, footer. */
export function RootLayout() {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2"
      >
        {t("app.skipToContent")}
      </a>
      <TopBar />
      <main id="main" className="flex-1 pt-24">
        <Suspense fallback={null}>
          <OfflineBanner />
        </Suspense>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
      <Suspense fallback={null}>
        <ShellEffects />
      </Suspense>
    </div>
  );
}

function TopBar() {
  const t = useT();
  return (
    <header className="fixed inset-x-0 top-3 z-40 px-3">
      <nav
        aria-label={t("app.nav.main")}
        className="mx-auto flex h-14 max-w-6xl items-center justify-between rounded-2xl border bg-background/80 px-4 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-background/70"
      >
        <Link
          to="/"
          aria-label={t("app.nav.home", { brand: BRAND })}
          className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <Logo />
        </Link>
        <div className="flex items-center gap-2">
          <ThemeToggle />
          <AccountControl />
        </div>
      </nav>
    </header>
  );
}

/** The menu itself once its code is here (no suspending during hydration), else the lazy one. */
function UserMenu(props: { user: SessionUser }) {
  const Menu = loadedUserMenu ?? LazyUserMenu;
  return <Menu {...props} />;
}

/** Sign In for visitors, the avatar menu (its own lazy chunk) for signed-in users. */
function AccountControl() {
  const t = useT();
  const session = useSession();
  const onAuthPage = useLocation().pathname.startsWith("/auth");
  if (session.isPending) return <span className="size-9" aria-hidden="true" />;
  if (!session.data) {
    if (onAuthPage) return null;
    return (
      <Button asChild size="sm">
        <Link to="/auth">{t("app.nav.signIn")}</Link>
      </Button>
    );
  }
  return (
    <Suspense fallback={<span className="size-9" aria-hidden="true" />}>
      <UserMenu user={session.data} />
    </Suspense>
  );
}

function Footer() {
  const t = useT();
  return (
    <footer className="mt-16 border-t">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row">
        <p>{t("app.footer.rights", { year: String(new Date().getFullYear()), brand: BRAND })}</p>
        <div className="flex flex-wrap items-center justify-center gap-4">
          <nav aria-label={t("app.footer.legal")} className="flex gap-4">
            <Link to="/privacy-policy" className="hover:text-foreground hover:underline">
              {t("app.footer.privacy")}
            </Link>
            <Link to="/terms-of-service" className="hover:text-foreground hover:underline">
              {t("app.footer.terms")}
            </Link>
          </nav>
          <LanguageSwitch />
        </div>
      </div>
    </footer>
  );
}
