import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import {
  AVATAR_CATEGORIES,
  AVATAR_MESSAGES,
  type AvatarCategory,
  type AvatarOption,
} from "../../../shared/schemas/profile";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { api } from "../../lib/api";
import { toast } from "../../lib/lazy-toast";
import { cn } from "../../lib/utils";
import { changeAvatar } from "./avatar-sync";
import { useT } from "./i18n";

const categoryKeys = {
  human: "profile.avatar.category.human",
  robot: "profile.avatar.category.robot",
  animal: "profile.avatar.category.animal",
  pixel: "profile.avatar.category.pixel",
  abstract: "profile.avatar.category.abstract",
  fun: "profile.avatar.category.fun",
  experimental: "profile.avatar.category.experimental",
} as const satisfies Record<AvatarCategory, string>;

/** The shared avatar rules' messages (thrown by changeAvatar or answered by the server), by their id. */
const avatarErrorKeys = {
  notAllowed: "profile.avatar.error.notAllowed",
  invalidFormat: "profile.avatar.error.invalidFormat",
  notFromAllowedDomains: "profile.avatar.error.notFromAllowedDomains",
  loadTimeout: "profile.avatar.error.loadTimeout",
  loadFailed: "profile.avatar.error.loadFailed",
  tooLarge: "profile.avatar.error.tooLarge",
} as const satisfies Record<keyof typeof AVATAR_MESSAGES, string>;

const avatarErrorId = (message: string) =>
  (Object.keys(avatarErrorKeys) as (keyof typeof avatarErrorKeys)[]).find((id) => AVATAR_MESSAGES[id] === message);

/** 'Choose Your Avatar' (accounts §2 Profile): grouped presets, 4 columns of 64 px, 384 px scroll. */
export function AvatarDialog(props: { open: boolean; onOpenChange: (open: boolean) => void; current: string | null }) {
  const avatars = useQuery({
    queryKey: ["avatars"],
    queryFn: () => api<{ avatars: AvatarOption[] }>("/api/avatars"),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: props.open,
  });
  const [selected, setSelected] = useState<string | null>(props.current);
  const [broken, setBroken] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const t = useT();
  const unchanged = !selected || selected === props.current;

  const confirm = async () => {
    if (!selected) return;
    setBusy(true);
    try {
      await changeAvatar(selected);
      toast.success(t("profile.avatar.updated"), { description: t("profile.avatar.updatedText") });
      props.onOpenChange(false);
    } catch (error) {
      const message = (error as Error).message;
      const known = avatarErrorId(message);
      toast.error(t("profile.toast.error"), {
        description: known ? t(avatarErrorKeys[known]) : message || t("profile.avatar.failed"),
      });
    } finally {
      setBusy(false);
    }
  };

  const list = avatars.data?.avatars ?? [];
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => {
        if (open) setSelected(props.current);
        props.onOpenChange(open);
      }}
    >
      <DialogContent width="lg">
        <DialogHeader>
          <DialogTitle>{t("profile.avatar.title")}</DialogTitle>
          <DialogDescription>{t("profile.avatar.description", { count: list.length })}</DialogDescription>
        </DialogHeader>
        <div className="h-96 overflow-y-auto pr-1">
          {avatars.isError && <p className="text-sm text-destructive">{t("profile.avatar.loadFailed")}</p>}
          {AVATAR_CATEGORIES.map((category) => {
            const group = list.filter((a) => a.category === category);
            if (group.length === 0) return null;
            return (
              <section key={category} className="mb-4">
                <h3 className="mb-2 text-sm font-medium text-muted-foreground">{t(categoryKeys[category])}</h3>
                <div className="grid grid-cols-4 gap-3">
                  {group.map((avatar) => {
                    const failed = broken.has(avatar.url);
                    const isSelected = selected === avatar.url;
                    return (
                      <button
                        key={avatar.id}
                        type="button"
                        aria-pressed={isSelected}
                        aria-label={avatar.description}
                        title={avatar.description}
                        disabled={failed}
                        onClick={() => setSelected(avatar.url)}
                        className={cn(
                          "flex items-center justify-center rounded-xl border-2 p-1 outline-none transition focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-40",
                          isSelected ? "border-primary bg-primary/10" : "border-transparent hover:bg-accent",
                        )}
                      >
                        <img
                          src={avatar.url}
                          alt={avatar.alt}
                          width={64}
                          height={64}
                          loading="lazy"
                          className="size-16 rounded-lg"
                          onError={() => setBroken((set) => new Set(set).add(avatar.url))}
                        />
                      </button>
                    );
                  })}
                </div>
              </section>
            );
          })}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => props.onOpenChange(false)}>
            {t("profile.avatar.cancel")}
          </Button>
          <Button onClick={confirm} disabled={unchanged || busy}>
            {t(busy ? "profile.avatar.selecting" : unchanged ? "profile.avatar.noChanges" : "profile.avatar.select")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
