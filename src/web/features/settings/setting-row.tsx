import type { ReactNode } from "react";
import { Label } from "../../components/ui/label";
import { Slider } from "../../components/ui/slider";
import { Switch } from "../../components/ui/switch";

/** One setting: label and explanation on the left, its control on the right. */
export function SettingRow(props: { id: string; label: string; description?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid gap-1">
        <Label htmlFor={props.id}>{props.label}</Label>
        {props.description && <p className="text-sm text-muted-foreground">{props.description}</p>}
      </div>
      <div className="sm:w-64 sm:shrink-0 sm:text-right">{props.children}</div>
    </div>
  );
}

export function ToggleRow(props: {
  id: string;
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <SettingRow id={props.id} label={props.label} description={props.description}>
      <Switch id={props.id} checked={props.checked} onCheckedChange={props.onChange} />
    </SettingRow>
  );
}

/** A setting's row with its slider over its range (shared/schemas/settings-values); children go under the slider. */
export function SliderRow(props: {
  id: string;
  label: string;
  description: string;
  value: number;
  range: { min: number; max: number; step: number };
  onCommit: (value: number) => void;
  children?: ReactNode;
}) {
  return (
    <SettingRow id={props.id} label={props.label} description={props.description}>
      <Slider
        id={props.id}
        aria-label={props.label}
        min={props.range.min}
        max={props.range.max}
        step={props.range.step}
        value={props.value}
        onCommit={props.onCommit}
      />
      {props.children}
    </SettingRow>
  );
}
