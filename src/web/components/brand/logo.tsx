import { BRAND } from "../../../shared/constants";
import { cn } from "../../lib/utils";

/** The Parley mark: a speech bubble; the word mark next to it. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2 font-semibold tracking-tight", className)}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-7">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path
          d="M9 10h14a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2h-7l-5 4v-4H9a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2z"
          className="fill-primary-foreground"
        />
      </svg>
      <span className="text-lg">{BRAND}</span>
    </span>
  );
}
