import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { AVATAR_CATEGORIES, type AvatarOption } from "../../../shared/schemas/profile";
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
import { cn } from "../../lib/utils";
import { changeAvatar } from "./avatar-sync";

const categoryLabels: Record<(typeof AVATAR_CATEGORIES)[number], string> = {
  human: "Human",
  robot: "Robot",
  animal: "Animal",
  pixel: "Pixel",
  abstract: "Abstract",
  fun: "Fun",
  experimental: "Experimental",
};

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
  const unchanged = !selected || selected === props.current;

  const confirm = async () => {
    if (!selected) return;
    setBusy(true);
    try {
      await changeAvatar(selected);
      toast.success("Avatar updated", { description: "Your profile picture has been changed successfully." });
      props.onOpenChange(false);
    } catch (error) {
      toast.error("Error", { description: (error as Error).message || "Failed to update avatar. Please try again." });
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
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Choose Your Avatar</DialogTitle>
          <DialogDescription>
            {list.length} avatars available. They are generated on this server (DiceBear designs), so no outside service
            sees you.
          </DialogDescription>
        </DialogHeader>
        <div className="h-96 overflow-y-auto pr-1">
          {avatars.isError && <p className="text-sm text-destructive">Could not load the avatars. Please try again.</p>}
          {AVATAR_CATEGORIES.map((category) => {
            const group = list.filter((a) => a.category === category);
            if (group.length === 0) return null;
            return (
              <section key={category} className="mb-4">
                <h3 className="mb-2 text-sm font-medium text-muted-foreground">{categoryLabels[category]}</h3>
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
            Cancel
          </Button>
          <Button onClick={confirm} disabled={unchanged || busy}>
            {busy ? "Selecting..." : unchanged ? "No Changes" : "Select Avatar"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
