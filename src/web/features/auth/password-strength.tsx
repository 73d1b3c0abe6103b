import { passwordStrength } from "../../../shared/schemas/auth";
import { Progress } from "../../components/ui/progress";
import { cn } from "../../lib/utils";

const colours = { Weak: "bg-destructive", Medium: "bg-amber-500", Strong: "bg-success" } as const;

/** The strength bar of the spec (§5): Weak 33 %, Medium 66 %, Strong 100 %. */
export function PasswordStrength({ password }: { password: string }) {
  if (!password) return null;
  const { label, percent } = passwordStrength(password);
  return (
    <div className="flex items-center gap-3" data-testid="password-strength">
      <Progress value={percent} label="Password strength" indicatorClassName={cn(colours[label])} />
      <span className="w-16 text-right text-xs font-medium text-muted-foreground">{label}</span>
    </div>
  );
}
