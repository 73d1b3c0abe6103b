import { type RefObject, useEffect, useLayoutEffect, useState } from "react";

/** Spec margins (learning-experience §4). */
const VIEWPORT_MARGIN_PX = 16;
const WORD_GAP_PX = 8;

/**
 * A popup by the element it came from: placed under it (or above when there is no room) inside the viewport, with
 * the focus while open and giving it back after; Escape or a press outside closes it.
 */
export function useAnchoredPopup(box: RefObject<HTMLElement | null>, anchor: HTMLElement, onClose: () => void) {
  const [position, setPosition] = useState<{ left: number; top: number }>();

  // Place the popup by the word, inside the viewport.
  useLayoutEffect(() => {
    const own = box.current?.getBoundingClientRect();
    if (!own) return;
    const word = anchor.getBoundingClientRect();
    const maxLeft = window.innerWidth - own.width - VIEWPORT_MARGIN_PX;
    const left = Math.max(VIEWPORT_MARGIN_PX, Math.min(word.left, maxLeft));
    const below = word.bottom + WORD_GAP_PX;
    const fitsBelow = below + own.height <= window.innerHeight - VIEWPORT_MARGIN_PX;
    const top = fitsBelow ? below : Math.max(VIEWPORT_MARGIN_PX, word.top - WORD_GAP_PX - own.height);
    setPosition((p) => (p?.left === left && p.top === top ? p : { left, top }));
  });

  // Focus moves into the popup and back to the word when it closes.
  useEffect(() => {
    box.current?.focus();
    return () => {
      if (anchor.isConnected) anchor.focus();
    };
  }, [anchor, box]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    const onPointer = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [onClose, box]);

  return position;
}
