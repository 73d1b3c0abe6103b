import { useQueryClient } from "@tanstack/react-query";
import { BarChart3, BookOpen, LogOut, Settings, User } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import type { SessionUser } from "../../../shared/schemas/auth";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";
import { toast } from "../../lib/lazy-toast";
import { forgetOfflineData } from "../offline";
import { authApi } from "./api";
import { useT } from "./i18n";
import { leaveAsVisitor } from "./session";

/**
 * The avatar menu of the top bar (accounts §2 "Shared layout"). Its code loads after the page has hydrated (the
 * shell shows a plain button with the same face until then, app/layout.tsx); `defaultOpen` when that button was
 * tapped before.
 */
export default function UserMenu(props: {
  user: SessionUser;
  /** The learner's name as shown (or 'User'), and the trigger's accessible name. */
  name: string;
  label: string;
  defaultOpen: boolean;
  /** The avatar. */
  children: ReactNode;
}) {
  const { user, name } = props;
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

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
    <DropdownMenu defaultOpen={props.defaultOpen}>
      <DropdownMenuTrigger
        className="rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        aria-label={props.label}
      >
        {props.children}
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
