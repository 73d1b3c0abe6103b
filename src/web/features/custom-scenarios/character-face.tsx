import { useState } from "react";

/** One of our tutors' faces (/avatars/characters/<id>.svg), or the name's first letter when it does not load. */
export function CharacterFace({ id, name, size, lazy }: { id: string; name: string; size: number; lazy?: boolean }) {
  const [failed, setFailed] = useState(false);
  if (failed || !id) {
    return (
      <span
        aria-hidden="true"
        style={{ width: size, height: size }}
        className="flex shrink-0 items-center justify-center rounded-full bg-primary/15 text-sm font-semibold text-primary"
      >
        {name.charAt(0).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      src={`/avatars/characters/${encodeURIComponent(id)}.svg`}
      alt=""
      width={size}
      height={size}
      loading={lazy ? "lazy" : undefined}
      style={{ width: size, height: size }}
      className="shrink-0 rounded-full bg-muted"
      onError={() => setFailed(true)}
    />
  );
}
