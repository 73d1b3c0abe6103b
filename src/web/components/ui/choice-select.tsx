import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select";

/** A select over a fixed list of choices, labelled for screen readers. */
export function ChoiceSelect<T extends string | number>(props: {
  id: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <Select
      value={String(props.value)}
      onValueChange={(raw) => {
        const chosen = props.options.find((o) => String(o.value) === raw);
        if (chosen) props.onChange(chosen.value);
      }}
    >
      <SelectTrigger id={props.id} aria-label={props.label}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {props.options.map((option) => (
          <SelectItem key={String(option.value)} value={String(option.value)}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** Options from a list of values and a way to name them. */
export const optionsOf = <T extends string | number>(values: readonly T[], name: (value: T) => string) =>
  values.map((value) => ({ value, label: name(value) }));
