import type { User } from "../db/schema";

/**
 * The sessions this process checked in the last second, with their user: a signed-in reader's
 * every call (a family on a funeral day opens the page, the app asks for their own answer, they
 * like, they write) would otherwise read the session and the user from the database first.
 *
 * An entry lives `ttlMs` (1 second) at most. In this process a change is seen at once: the
 * calls that end sessions or change an account forget their caller's entries (a sign-out, a new
 * password, a new name), or every entry when made without a session (a password reset, an
 * e-mail proof): `ACCOUNT_CALLS` in plugins/auth.ts. Another process on the same database sees a session ended here within `ttlMs`.
 */
export class SessionMemory {
  private readonly entries = new Map<string, { user: User; expiresAt: number; checkedAt: number }>();

  constructor(
    private readonly ttlMs = 1000,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** The user of session `sessionId` of `userId`, if checked less than ttlMs ago and not expired. */
  get(sessionId: string, userId: string): User | null {
    const entry = this.entries.get(sessionId);
    if (!entry) return null;
    const now = this.now();
    if (entry.user.id !== userId || now - entry.checkedAt >= this.ttlMs || entry.expiresAt <= now) {
      this.entries.delete(sessionId);
      return null;
    }
    return entry.user;
  }

  remember(sessionId: string, user: User, expiresAt: Date) {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(sessionId, { user, expiresAt: expiresAt.getTime(), checkedAt: this.now() });
  }

  forgetUser(userId: string) {
    for (const [sessionId, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(sessionId);
  }

  forgetEveryone() {
    this.entries.clear();
  }
}
