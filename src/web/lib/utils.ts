import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/**
 * A name's first letter (whole even outside the Basic Multilingual Plane), for an avatar without a picture: an emoji
 * would be a blank box where no emoji font is installed.
 */
export const initialOf = (name: string) => (Array.from(name.trim())[0] ?? "U").toLocaleUpperCase();
