import { ChevronDown } from "lucide-react";
import { Collapsible } from "radix-ui";
import type { ReactNode } from "react";
import { Card } from "./card";

/** A card whose body folds away under its heading. */
export function CollapsibleSection(props: {
  title: string;
  description?: string;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  return (
    <Collapsible.Root defaultOpen={props.defaultOpen ?? true} asChild>
      <Card spacing="none">
        <Collapsible.Trigger className="group flex w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
          <span>
            <span className="block text-lg font-semibold">{props.title}</span>
            {props.description && <span className="block text-sm text-muted-foreground">{props.description}</span>}
          </span>
          <ChevronDown className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180" />
        </Collapsible.Trigger>
        <Collapsible.Content className="px-5 pb-5">{props.children}</Collapsible.Content>
      </Card>
    </Collapsible.Root>
  );
}
