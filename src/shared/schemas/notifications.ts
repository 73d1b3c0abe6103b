import { z } from "zod";

/** Mail the server sends on its own, each turned on and off by one setting (issue: every setting does what it says). */
export const NOTICE_KINDS = ["reminder", "achievement", "course-update"] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** The setting each kind of mail follows. */
export const NOTICE_SETTING = {
  reminder: "dailyReminders",
  achievement: "achievementNotifications",
  "course-update": "courseUpdates",
} as const satisfies Record<NoticeKind, string>;

/** POST /api/notifications/unsubscribe?token=…: the signed token of a mail's unsubscribe link. */
export const unsubscribeQuerySchema = z.object({
  token: z.string().min(1, "This unsubscribe link is not valid.").max(300, "This unsubscribe link is not valid."),
});

export const UNSUBSCRIBE_INVALID = "This unsubscribe link is not valid. You can turn mails off in Settings instead.";

export interface Unsubscribed {
  kind: NoticeKind;
}
