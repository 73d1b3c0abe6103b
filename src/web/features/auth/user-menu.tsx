import { useQueryClient } from "@tanstack/react-query";
import { BarChart3, BookOpen, LogOut, Settings, User } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import type { SessionUser } from "../../../shared/schemas/auth";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";
import { initialOf } from "../../lib/utils";
import { forgetOfflineData } from "../offline";
import { useAchievementToasts } from "../progress";
import { useTimeZoneSync } from "../settings";
import { useSendKeptReviews } from "../studio-vocabulary";
import { authApi } from "./api";
import { useT } from "./i18n";
import { leaveAsVisitor } from "./session";

/** The avatar menu of the top bar (accounts §2 "Shared layout"). Loaded only for signed-in users. */
export default function UserMenu({ user }: { user: SessionUser }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const name = user.name.trim() || t("auth.userMenu.fallbackName");
  useTimeZoneSync();
  useAchievementToasts();
  useSendKeptReviews(user.id);

  const signOut = async () => {
    try {
      await authApi.signOut();
    } catch (error) {
      console.error("sign-out failed", error);
    }
    // This learner's offline copies go before the next page can be read from them.
    await forgetOfflineData();
    toast.success(t("auth.userMenu.signedOut"), { description: t("auth.userMenu.signedOutText") });
    await leaveAsVisitor(queryClient, navigate);
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        aria-label={t("auth.userMenu.label", { name })}
      >
        <span className="flex size-9 items-center justify-center overflow-hidden rounded-full bg-primary/15 font-semibold text-primary">
          {user.image ? (
            <img src={user.image} alt="" className="size-full object-cover" />
          ) : (
            // The learner's initial: an emoji is a blank box where no emoji font is installed.
            <span aria-hidden="true">{initialOf(name)}</span>
          )}
        </span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <p className="truncate font-medium">{name}</p>
          <p className="truncate text-xs text-muted-foreground">{user.email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <User /> {t("auth.userMenu.profile")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/progress">
            <BarChart3 /> {t("auth.userMenu.progress")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/learning-studio">
            <BookOpen /> {t("auth.userMenu.studio")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Settings /> {t("auth.userMenu.settings")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={signOut}>
          <LogOut /> {t("auth.userMenu.signOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
