import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names; it does not resolve conflicts between them (tailwind-merge did, for 8 KB of every page's first
 * code). A component's own classes and those a caller adds must not set the same property: where a caller changes
 * one (a size, a gap), the component takes it as a prop or leaves the property unset. The e2e scans check every page
 * and dialog for conflicting classes (decision 0019).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}

/**
 * A name's first letter (whole even outside the Basic Multilingual Plane), for an avatar without a picture: an emoji
 * would be a blank box where no emoji font is installed.
 */
export const initialOf = (name: string) => (Array.from(name.trim())[0] ?? "U").toLocaleUpperCase();
