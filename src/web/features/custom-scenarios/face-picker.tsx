import { useMemo } from "react";
import { CharacterAvatar, characterFaceUrl } from "../../components/character-avatar";
import { cn } from "../../lib/utils";
import { FieldError } from "./form-field";
import { useT } from "./i18n";

/**
 * The tutor's face: one of our tutors' (decision 0029), as a radio group of pictures, the tutors of the scenario's
 * target language first. Native radios: Tab reaches the chosen one, the arrow keys move through the faces, and each is
 * named for screen readers.
 */
export function FacePicker(props: {
  faces: { id: string; name: string; language: string }[];
  /** The form's target language. */
  language: string;
  value: string;
  error?: string;
  onChange: (id: string) => void;
}) {
  const t = useT();
  const chosen = props.faces.find((face) => face.id === props.value);
  const { language } = props;
  // A stable sort: within each group the courses' order stays.
  const faces = useMemo(
    () => [...props.faces].sort((a, b) => Number(b.language === language) - Number(a.language === language)),
    [props.faces, language],
  );
  return (
    <fieldset
      className="grid min-w-0 gap-2"
      aria-describedby={props.error ? "scenario-avatar-error" : undefined}
      aria-invalid={props.error ? true : undefined}
    >
      <legend className="mb-2 flex flex-wrap items-center gap-2 text-sm font-medium">
        {t("custom-scenarios.form.face")}
        {chosen && (
          <span className="flex items-center gap-2 font-normal text-muted-foreground">
            <CharacterAvatar src={characterFaceUrl(chosen.id)} name={chosen.name} size={24} />
            {chosen.name}
          </span>
        )}
      </legend>
      <div
        className={cn(
          "grid max-h-52 grid-cols-[repeat(auto-fill,minmax(3.25rem,1fr))] gap-2 overflow-y-auto rounded-md border p-2",
          props.error && "border-destructive",
        )}
      >
        {faces.map((face) => (
          <div key={face.id} className="relative flex justify-center">
            <input
              type="radio"
              name="scenario-avatar"
              id={`scenario-face-${face.id}`}
              value={face.id}
              checked={props.value === face.id}
              onChange={() => props.onChange(face.id)}
              className="peer sr-only"
            />
            <label
              htmlFor={`scenario-face-${face.id}`}
              title={face.name}
              className="cursor-pointer rounded-full p-0.5 ring-offset-2 ring-offset-background transition peer-checked:ring-2 peer-checked:ring-primary peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring hover:bg-accent"
            >
              <CharacterAvatar src={characterFaceUrl(face.id)} name={face.name} size={44} lazy />
              <span className="sr-only">{face.name}</span>
            </label>
          </div>
        ))}
      </div>
      <FieldError id="scenario-avatar" error={props.error} />
    </fieldset>
  );
}
