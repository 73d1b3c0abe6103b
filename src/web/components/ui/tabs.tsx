import { Tabs as TabsPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "../../lib/utils";

export function Tabs(props: React.ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root {...props} />;
}

/**
 * The row of tabs; with `grid` the caller lays the tabs out in columns (`grid-cols-…`) and sets any height (classes
 * are joined, not merged: each property comes from one place, decision 0019).
 */
export function TabsList({
  className,
  grid,
  ...props
}: React.ComponentProps<typeof TabsPrimitive.List> & { grid?: boolean }) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(
        "w-full items-center pointer-coarse:h-auto justify-center rounded-lg bg-muted p-1 text-muted-foreground",
        grid ? "grid" : "inline-flex h-10",
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        "inline-flex h-full min-h-8 flex-1 items-center justify-center whitespace-nowrap rounded-md px-3 text-sm pointer-coarse:min-h-11 font-medium outline-none transition-all focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content data-slot="tabs-content" className={cn("mt-4 outline-none", className)} {...props} />;
}
