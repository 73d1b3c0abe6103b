import type { NoticeKind } from "../../../shared/schemas/notifications";
import type { Env } from "../../env";
import type { NoticeLinks } from "../../mail/templates";
import { unsubscribeToken } from "./unsubscribe-token";

/** The one-click unsubscribe's route (under /api), which the mail's List-Unsubscribe header names. */
export const ONE_CLICK_ROUTE = "/notifications/unsubscribe";
/**
 * Its path: posted by mail providers from their own servers, so exempt from the same-origin rule (the signed token
 * is the credential).
 */
export const UNSUBSCRIBE_PATH = `/api${ONE_CLICK_ROUTE}`;

/** The links of a notice mail to one learner: one-click unsubscribe (RFC 8058), its page, and Settings. */
export function noticeLinks(env: Pick<Env, "appUrl" | "authSecret">, kind: NoticeKind, userId: string): NoticeLinks {
  const token = encodeURIComponent(unsubscribeToken(env.authSecret, kind, userId));
  return {
    oneClickUrl: `${env.appUrl}${UNSUBSCRIBE_PATH}?token=${token}`,
    unsubscribePageUrl: `${env.appUrl}/unsubscribe?token=${token}`,
    settingsUrl: `${env.appUrl}/settings`,
  };
}
