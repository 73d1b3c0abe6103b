import { Moon, Sun } from "lucide-react";
import { Button } from "../components/ui/button";
import { useTheme } from "../lib/theme";
import { useT } from "./i18n";

/** Switches between light and dark; 'system' stays the default until the learner chooses (and in Settings). */
export function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  const next = resolvedTheme === "dark" ? "light" : "dark";
  const label = useT()("app.theme.switch", { theme: next });
  return (
    <Button variant="ghost" size="icon" aria-label={label} title={label} onClick={() => setTheme(next)}>
      {/* Both icons, chosen by the theme's class: right from the first paint, before the page's code runs. */}
      <Sun className="hidden dark:block" aria-hidden="true" />
      <Moon className="dark:hidden" aria-hidden="true" />
    </Button>
  );
}
