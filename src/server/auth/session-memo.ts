import type { SessionUser } from "../../shared/schemas/auth";

/**
 * How long this process trusts better-auth's last answer for one session cookie without asking again. It bounds
 * what this process cannot see: a session revoked by another server process, or edited in the database by hand.
 * Every revocation that passes through this process empties the memo at once (decision 0011).
 */
export const SESSION_MEMO_MS = 30_000;

/** Cookies remembered at most; past it the oldest entry goes (one more check through better-auth for it). */
const MAX_ENTRIES = 10_000;

interface Entry {
  user: SessionUser;
  /** When better-auth said the session expires (epoch ms). */
  expiresAt: number;
  /** Until when this answer is trusted (epoch ms). */
  trustedUntil: number;
}

/**
 * better-auth's answer to "whose session is this signed cookie?", remembered per exact cookie value for
 * SESSION_MEMO_MS. Only values better-auth has verified get in, so a forged or altered cookie never matches.
 */
export class SessionMemo {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = SESSION_MEMO_MS,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get(cookie: string): SessionUser | undefined {
    const entry = this.entries.get(cookie);
    if (!entry) return undefined;
    const now = this.now();
    if (now < entry.trustedUntil && now < entry.expiresAt) return entry.user;
    this.entries.delete(cookie);
    return undefined;
  }

  remember(cookie: string, user: SessionUser, expiresAt: Date): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(cookie, { user, expiresAt: expiresAt.getTime(), trustedUntil: this.now() + this.ttlMs });
  }

  /** One learner's sessions changed (profile, account deleted): their next request asks better-auth again. */
  forgetUser(userId: string): void {
    for (const [cookie, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(cookie);
  }

  /** Something changed through better-auth (sign-out, password, revoked sessions): everyone is asked again. */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
