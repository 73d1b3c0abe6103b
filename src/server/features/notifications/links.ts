import type { NoticeKind } from "../../../shared/schemas/notifications";
import type { Env } from "../../env";
import type { NoticeLinks } from "../../mail/templates";
import { unsubscribeToken } from "./unsubscribe-token";

/** The links of a notice mail to one learner: one-click unsubscribe (RFC 8058), its page, and Settings. */
export function noticeLinks(env: Pick<Env, "appUrl" | "authSecret">, kind: NoticeKind, userId: string): NoticeLinks {
  const token = encodeURIComponent(unsubscribeToken(env.authSecret, kind, userId));
  return {
    oneClickUrl: `${env.appUrl}/api/notifications/unsubscribe?token=${token}`,
    unsubscribePageUrl: `${env.appUrl}/unsubscribe?token=${token}`,
    settingsUrl: `${env.appUrl}/settings`,
  };
}
