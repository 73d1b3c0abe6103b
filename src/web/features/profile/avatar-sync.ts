import { AVATAR_MESSAGES, avatarUrlProblem } from "../../../shared/schemas/profile";
import { api } from "../../lib/api";
import { localStore } from "../../lib/storage";
import { AVATAR_EVENT, AVATAR_STORAGE_NAME } from "./avatar-events";

/** Avatar update of the spec (accounts §4): validate, preload, save, cache locally, broadcast. */
export const AVATAR_LOAD_TIMEOUT_MS = 10_000;

export function preloadImage(url: string, timeoutMs = AVATAR_LOAD_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    const timer = setTimeout(() => reject(new Error(AVATAR_MESSAGES.loadTimeout)), timeoutMs);
    img.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    img.onerror = () => {
      clearTimeout(timer);
      reject(new Error(AVATAR_MESSAGES.loadFailed));
    };
    img.src = url;
  });
}

export async function changeAvatar(url: string): Promise<void> {
  const problem = avatarUrlProblem(url, window.location.origin);
  if (problem) throw new Error(problem);
  await preloadImage(url);
  await api("/api/profile", { method: "PATCH", body: { avatarUrl: url } });
  localStore.set(AVATAR_STORAGE_NAME, url); // other tabs hear this as a storage event
  window.dispatchEvent(new CustomEvent(AVATAR_EVENT, { detail: url }));
}
