import { createHmac, timingSafeEqual } from "node:crypto";
import { NOTICE_KINDS, type NoticeKind } from "../../../shared/schemas/notifications";

/**
 * The token of a mail's one-click unsubscribe link: the kind of mail and the learner, signed with the server's
 * secret. It does not expire (an old mail's link keeps working) and can do one thing only: turn that mail off.
 */

const signature = (secret: string, kind: string, userId: string) =>
  createHmac("sha256", secret).update(`unsubscribe:${kind}:${userId}`).digest("base64url");

export const unsubscribeToken = (secret: string, kind: NoticeKind, userId: string) =>
  `${kind}.${userId}.${signature(secret, kind, userId)}`;

export function readUnsubscribeToken(secret: string, token: string): { kind: NoticeKind; userId: string } | undefined {
  const [kind, userId, given, ...rest] = token.split(".");
  if (!kind || !userId || !given || rest.length > 0 || !(NOTICE_KINDS as readonly string[]).includes(kind)) return;
  const expected = Buffer.from(signature(secret, kind, userId));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return;
  return { kind: kind as NoticeKind, userId };
}
