import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { STORAGE_PREFIX } from "../../../shared/constants";

/** Local cache key and window event of an avatar change (accounts §4, §7). Kept free of zod: the shell loads it. */
export const AVATAR_STORAGE_NAME = "user_avatar";
export const AVATAR_EVENT = "avatarChanged";
/** The storage key under which lib/storage keeps it (the shell spares itself that module's code). */
const AVATAR_STORAGE_KEY = `${STORAGE_PREFIX}${AVATAR_STORAGE_NAME}`;

/** Keeps the top bar's avatar in step with changes made in this tab or another one. */
export function useAvatarSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: ["session"] });
      void queryClient.invalidateQueries({ queryKey: ["profile"] });
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === AVATAR_STORAGE_KEY) refresh();
    };
    window.addEventListener(AVATAR_EVENT, refresh);
    window.addEventListener("storage", onStorage);
    return () => {
      window.removeEventListener(AVATAR_EVENT, refresh);
      window.removeEventListener("storage", onStorage);
    };
  }, [queryClient]);
}
