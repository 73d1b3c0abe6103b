import { useState } from "react";

/** A tutor's picture, or the first letter of the name when the image fails to load (learning-experience §2.2). */
export function CharacterAvatar({ name, src, size = 64 }: { name: string; src: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span
        aria-hidden="true"
        style={{ width: size, height: size }}
        className="flex items-center justify-center rounded-full bg-primary/15 text-xl font-semibold text-primary"
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
      style={{ width: size, height: size }}
      className="rounded-full bg-muted"
      onError={() => setFailed(true)}
    />
  );
}
