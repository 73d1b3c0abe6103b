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

/** The strength bar of the spec (§5): Weak 33 %, Medium 66 %, Strong 100 %. */
export function PasswordStrength({ password }: { password: string }) {
  const t = useT();
  if (!password) return null;
  const { label, percent } = passwordStrength(password);
  return (
    <div className="flex items-center gap-3" data-testid="password-strength">
      <Progress value={percent} label={t("auth.strength.label")} indicatorClassName={cn(colours[label])} />
      <span className="w-16 text-right text-xs font-medium text-muted-foreground">{t(labelKeys[label])}</span>
    </div>
  );
}
