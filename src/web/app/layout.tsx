import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Link, Outlet, ScrollRestoration, useLocation } from "react-router";
import { BRAND } from "../../shared/constants";
import type { SessionUser } from "../../shared/schemas/auth";
import { Logo } from "../components/brand/logo";
import { Button } from "../components/ui/button";
import { useSession } from "../features/auth/session";
import { lazyWithTexts, textsReady } from "../lib/i18n";
import { useHydrated } from "../lib/render-time";
import { initialOf } from "../lib/utils";
import { useT } from "./i18n";
import { LanguageSwitch } from "./language-switch";
import { ThemeToggle } from "./theme-toggle";

/**
 * The avatar menu's code (Radix's menu and its positioning, ~28 KB gzip) is not needed to show the page: until it is
 * here, a plain button with the same face stands in; a tap on it loads the menu and opens it. It loads soon after
 * hydration, so a later tap opens at once.
 */
let loadedUserMenu: typeof import("../features/auth/user-menu")["default"] | undefined;
const loadUserMenu = () =>
  import("../features/auth/user-menu").then(async (module) => {
    await textsReady();
    loadedUserMenu = module.default;
    return module.default;
  });
const SignedInEffects = lazyWithTexts(() => import("./signed-in-effects"));

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
    <>
      <AccountMenu user={session.data} />
      {/* Without JavaScript the menu cannot open: its 'Sign Out' is a form the server answers (auth-action). */}
      <noscript>
        <form method="post" action="/auth">
          <input type="hidden" name="intent" value="signout" />
          <Button type="submit" size="sm" variant="outline">
            {t("app.nav.signOut")}
          </Button>
        </form>
      </noscript>
    </>
  );
}

/** The avatar menu: its plain stand-in until the menu's code is here (see loadUserMenu). */
function AccountMenu({ user }: { user: SessionUser }) {
  const t = useT();
  const hydrated = useHydrated();
  const [Menu, setMenu] = useState(() => loadedUserMenu);
  const [openAtStart, setOpenAtStart] = useState(false);
  const place = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);
  const load = useCallback(() => {
    void loadUserMenu().then((loaded) => {
      // The button the learner is on is replaced by the menu's own: focus goes with it.
      hadFocus.current = Boolean(place.current?.contains(document.activeElement));
      setMenu(() => loaded);
    });
  }, []);
  useEffect(() => {
    if (hydrated && !Menu) load();
  }, [hydrated, Menu, load]);
  useEffect(() => {
    if (Menu && hadFocus.current && !openAtStart) place.current?.querySelector("button")?.focus();
  }, [Menu, openAtStart]);
  const name = user.name.trim() || t("app.nav.fallbackName");
  const label = t("app.nav.accountMenu", { name });
  const face = (
    <span className="flex size-9 items-center justify-center overflow-hidden rounded-full bg-primary/15 font-semibold text-primary">
      {user.image ? (
        <img src={user.image} alt="" className="size-full object-cover" />
      ) : (
        // The learner's initial: an emoji is a blank box where no emoji font is installed.
        <span aria-hidden="true">{initialOf(name)}</span>
      )}
    </span>
  );
  return (
    <span ref={place} className="flex">
      {Menu ? (
        <Menu user={user} name={name} label={label} defaultOpen={openAtStart}>
          {face}
        </Menu>
      ) : (
        <button
          type="button"
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={false}
          className="rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          onClick={() => {
            setOpenAtStart(true);
            load();
          }}
        >
          {face}
        </button>
      )}
      {hydrated && (
        <Suspense fallback={null}>
          <SignedInEffects user={user} />
        </Suspense>
      )}
    </span>
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
