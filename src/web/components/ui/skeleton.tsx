import type * as React from "react";
import { cn } from "../../lib/utils";

const CORNERS = { md: "rounded-md", lg: "rounded-lg", xl: "rounded-xl" } as const;

/** A grey stand-in while something loads; `corners` match what it stands for (a card's are `xl`). */
export function Skeleton({
  className,
  corners = "md",
  ...props
}: React.ComponentProps<"div"> & { corners?: keyof typeof CORNERS }) {
  return <div data-slot="skeleton" className={cn("animate-pulse bg-muted", CORNERS[corners], className)} {...props} />;
}
