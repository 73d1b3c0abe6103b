import { useEffect, useState } from "react";

/** Search boxes wait this long after the last keystroke (learning-experience §9). */
export const SEARCH_DEBOUNCE_MS = 300;

/** The value, once it has stopped changing for `delay` ms. */
export function useDebounced<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
