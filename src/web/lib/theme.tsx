import { createContext, type ReactNode, use, useCallback, useMemo, useSyncExternalStore } from "react";
import { DEFAULT_THEME, THEME_STORAGE_KEY, THEMES, type Theme } from "../../shared/constants";

interface ThemeContextValue {
  theme: Theme;
  resolvedTheme: "light" | "dark";
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);
const darkQuery = () => window.matchMedia("(prefers-color-scheme: dark)");

/**
 * Applies the saved theme before the first paint. Inline in the document's head, so it runs before the body is
 * parsed; the server allows it by its hash in the CSP. It must do what `apply` does. It also notes in `--entered` how
 * long after the navigation the page began, from which the stylesheet times the chat's opening line (decision 0025).
 */
export const THEME_SCRIPT = `(function(){try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});var d=t==="dark"||(t!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);var e=document.documentElement;e.classList.toggle("dark",d);e.style.colorScheme=d?"dark":"light";e.style.setProperty("--entered",Math.round(performance.now())+"ms")}catch(_){}})()`;

/** The choice made on this page when storage is unavailable (private mode). */
let unsavedTheme: Theme | undefined;

function readTheme(): Theme {
  try {
    const saved = localStorage.getItem(THEME_STORAGE_KEY);
    return (THEMES as readonly string[]).includes(saved ?? "") ? (saved as Theme) : (unsavedTheme ?? DEFAULT_THEME);
  } catch {
    return unsavedTheme ?? DEFAULT_THEME;
  }
}

function apply(resolved: "light" | "dark") {
  const root = document.documentElement;
  root.classList.toggle("dark", resolved === "dark");
  root.style.colorScheme = resolved;
}

const resolve = (theme: Theme, systemDark: boolean) => (theme === "system" ? (systemDark ? "dark" : "light") : theme);

// The saved choice and the system's preference, as external stores: the server (and hydration) sees the default,
// the browser then its own values without a mismatch. The page's colours never wait for this: THEME_SCRIPT set them.
const themeListeners = new Set<() => void>();
function subscribeTheme(listener: () => void) {
  themeListeners.add(listener);
  // Another tab changed the theme.
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) {
      apply(resolve(readTheme(), darkQuery().matches));
      listener();
    }
  };
  window.addEventListener("storage", onStorage);
  return () => {
    themeListeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
function subscribeSystem(listener: () => void) {
  const query = darkQuery();
  const onChange = () => {
    if (readTheme() === "system") apply(query.matches ? "dark" : "light");
    listener();
  };
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
const serverTheme = () => DEFAULT_THEME;
const serverSystemDark = () => false;

export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(subscribeTheme, readTheme, serverTheme);
  const systemDark = useSyncExternalStore(subscribeSystem, () => darkQuery().matches, serverSystemDark);
  const resolvedTheme = resolve(theme, systemDark);

  const setTheme = useCallback((next: Theme) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      unsavedTheme = next; // storage unavailable: the choice lasts until the page is left
    }
    apply(resolve(next, darkQuery().matches));
    for (const listener of themeListeners) listener();
  }, []);

  const value = useMemo(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme, setTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const value = use(ThemeContext);
  if (!value) throw new Error("useTheme must be used within a ThemeProvider");
  return value;
}
