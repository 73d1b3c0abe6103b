import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { localStore } from "../../lib/storage";

/** Local cache key and window event of an avatar change (accounts §4, §7). Kept free of zod: the shell loads it. */
export const AVATAR_STORAGE_NAME = "user_avatar";
export const AVATAR_EVENT = "avatarChanged";

/** Keeps the top bar's avatar in step with changes made in this tab or another one. */
export function useAvatarSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: ["session"] });
      void queryClient.invalidateQueries({ queryKey: ["profile"] });
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === localStore.key(AVATAR_STORAGE_NAME)) refresh();
    };
    window.addEventListener(AVATAR_EVENT, refresh);
    window.addEventListener("storage", onStorage);
    return () => {
      window.removeEventListener(AVATAR_EVENT, refresh);
      window.removeEventListener("storage", onStorage);
    };
  }, [queryClient]);
}
