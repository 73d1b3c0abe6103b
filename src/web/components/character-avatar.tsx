import { useState } from "react";
import { cn } from "../lib/utils";

/** The image of one of our tutors' faces, by the tutor's id (none for no id: the letter stands in). */
export const characterFaceUrl = (id: string) => (id ? `/avatars/characters/${encodeURIComponent(id)}.svg` : "");

/**
 * A tutor's picture, or the first letter of the name when the image fails to load (learning-experience §2.2). `lazy`
 * for long lists of faces (the face picker).
 */
export function CharacterAvatar({
  name,
  src,
  size = 64,
  lazy,
}: {
  name: string;
  src: string;
  size?: number;
  lazy?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (failed || !src) {
    return (
      <span
        aria-hidden="true"
        style={{ width: size, height: size }}
        className={cn(
          "flex shrink-0 items-center justify-center rounded-full bg-primary/15 font-semibold text-primary",
          size >= 56 ? "text-xl" : "text-sm",
        )}
      >
        {name.charAt(0).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      src={src}
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
