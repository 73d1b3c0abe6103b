/**
 * A ref callback for a modal layer rendered at the top of <body>: while it is mounted the rest of the page is inert
 * (no focus, no clicks, hidden from assistive technology), and its cleanup restores it. Elements that were inert
 * already are left as they were.
 */
export function inertOutside(layer: HTMLElement | null) {
  if (!layer) return;
  const made = [...document.body.children].filter(
    (el): el is HTMLElement => el instanceof HTMLElement && !el.contains(layer) && el.tagName !== "SCRIPT" && !el.inert,
  );
  for (const el of made) el.inert = true;
  return () => {
    for (const el of made) el.inert = false;
  };
}
