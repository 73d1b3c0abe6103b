import { Check } from "lucide-react";
import { cn } from "../../lib/utils";
import { useT } from "./i18n";

/** The palettes' colour names (shared/schemas/folders.ts, notes.ts), by their English name. */
const colourKeys = {
  Indigo: "studio-notes.colour.indigo",
  Violet: "studio-notes.colour.violet",
  Purple: "studio-notes.colour.purple",
  Pink: "studio-notes.colour.pink",
  Rose: "studio-notes.colour.rose",
  Red: "studio-notes.colour.red",
  Orange: "studio-notes.colour.orange",
  Amber: "studio-notes.colour.amber",
  Yellow: "studio-notes.colour.yellow",
  Green: "studio-notes.colour.green",
  Cyan: "studio-notes.colour.cyan",
  Blue: "studio-notes.colour.blue",
} as const;

/** A row of colour choices, one of them pressed (the §3 palettes). */
export function ColourSwatches({
  colours,
  value,
  onChange,
}: {
  colours: readonly { name: keyof typeof colourKeys; value: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useT();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{t("studio-notes.colour.legend")}</legend>
      <div className="flex flex-wrap gap-2">
        {colours.map((colour) => {
          const chosen = colour.value.toLowerCase() === value.toLowerCase();
          const name = t(colourKeys[colour.name]);
          return (
            <button
              key={colour.value}
              type="button"
              aria-label={name}
              aria-pressed={chosen}
              title={name}
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
