import { Check } from "lucide-react";
import type { FolderColour } from "../../../shared/schemas/folders-values";
import { cn } from "../../lib/utils";
import { useT } from "../i18n";

/** The palettes' colour names (shared/schemas/folders-values.ts), by their English name. */
const colourKeys = {
  Indigo: "components.folders.colour.indigo",
  Violet: "components.folders.colour.violet",
  Purple: "components.folders.colour.purple",
  Pink: "components.folders.colour.pink",
  Rose: "components.folders.colour.rose",
  Red: "components.folders.colour.red",
  Orange: "components.folders.colour.orange",
  Amber: "components.folders.colour.amber",
  Yellow: "components.folders.colour.yellow",
  Green: "components.folders.colour.green",
  Cyan: "components.folders.colour.cyan",
  Blue: "components.folders.colour.blue",
} as const satisfies Record<FolderColour["name"], string>;

/** A row of colour choices, one of them pressed (learning-experience §3 "Folder colour palettes"). */
export function ColourSwatches({
  colours,
  value,
  onChange,
}: {
  colours: readonly FolderColour[];
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useT();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{t("components.folders.colour")}</legend>
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
