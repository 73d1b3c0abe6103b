import { Check } from "lucide-react";
import { cn } from "../../lib/utils";

/** A row of colour choices, one of them pressed (the §3 palettes). */
export function ColourSwatches({
  colours,
  value,
  onChange,
}: {
  colours: readonly { name: string; value: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Colour</legend>
      <div className="flex flex-wrap gap-2">
        {colours.map((colour) => {
          const chosen = colour.value.toLowerCase() === value.toLowerCase();
          return (
            <button
              key={colour.value}
              type="button"
              aria-label={colour.name}
              aria-pressed={chosen}
              title={colour.name}
              onClick={() => onChange(colour.value)}
              className={cn(
                "flex size-8 items-center justify-center rounded-full outline-none ring-offset-2 ring-offset-background transition-transform hover:scale-110 focus-visible:ring-[3px] focus-visible:ring-ring/50",
                chosen && "ring-2 ring-foreground",
              )}
              style={{ backgroundColor: colour.value }}
            >
              {chosen && <Check className="size-4 text-white" aria-hidden="true" />}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
