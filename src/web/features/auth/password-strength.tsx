import { passwordStrength } from "../../../shared/schemas/auth-values";
import { Progress } from "../../components/ui/progress";
import { cn } from "../../lib/utils";
import { useT } from "./i18n";

const colours = { Weak: "bg-destructive", Medium: "bg-amber-500", Strong: "bg-success" } as const;
const labelKeys = {
  Weak: "auth.strength.weak",
  Medium: "auth.strength.medium",
  Strong: "auth.strength.strong",
} as const;

/**
 * The strength bar (accounts §5): Weak 33 %, Medium 66 %, Strong 100 %. Its row is kept while the box is empty, so
 * the fields and the button below do not move under the learner's finger when the bar shows (a password typed before
 * the page's code ran shows its bar on hydration).
 */
export function PasswordStrength({ password }: { password: string }) {
  const t = useT();
  if (!password) return <div aria-hidden="true" className="h-4" />;
  const { label, percent } = passwordStrength(password);
  return (
    <div className="flex items-center gap-3" data-testid="password-strength">
      <Progress value={percent} label={t("auth.strength.label")} indicatorClassName={cn(colours[label])} />
      <span className="w-16 text-right text-xs font-medium text-muted-foreground">{t(labelKeys[label])}</span>
    </div>
  );
}
