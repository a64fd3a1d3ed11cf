import { eq, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { PublicUser } from "../../../app/schemas/account";
import type { LoginSchema } from "../../../app/schemas/auth";
import { isBanInForce } from "../../auth/ban";
import { hashPassword, needsRehash, verifyPassword } from "../../auth/password";
import {
  type IssuedSession,
  issueUserSession,
  revokeSession,
  type SessionDevice,
  toPublicUser,
} from "../../auth/session";
import { sha256Hex } from "../../auth/tokens";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { disconnectCustomerSession } from "../chat/live";
import { CART_MERGE_CAPPED_NOTICE, mergeGuestCart } from "../checkout/cart";
import { ForbiddenError, RateLimitedError, UnauthorizedError } from "../errors";
import { meetsPasswordPolicy } from "../shared/password-policy";
import { enforceRateLimit, type RateLimitRule, undoRateLimitHit } from "../shared/rate-limit";
import { refundSignInAttempt, rememberDevice, type SpentAttempt, spendSignInAttempt } from "./sign-in-guard";

type UserRow = typeof users.$inferSelect;

// Generous enough for shared addresses (and the e2e suite), tight enough to stop guessing.
const MINUTE = 60_000;
export const AUTH_RATE_LIMITS = {
  loginClient: { scope: "login:ip", limit: 30, windowMs: 10 * MINUTE },
  /**
   * Failed guesses at one account from one client. Counted per account AND client, never per
   * account alone: a stranger's guesses must not lock the owner out.
   */
  loginAccount: { scope: "login:account-client", limit: 10, windowMs: 10 * MINUTE },
  /** Guesses of the current password (change password / change e-mail), per account and client. */
  passwordCheckAccount: { scope: "password-check:account", limit: 10, windowMs: 15 * MINUTE },
  passwordCheckClient: { scope: "password-check:ip", limit: 20, windowMs: 15 * MINUTE },
  registerClient: { scope: "register:ip", limit: 20, windowMs: 60 * MINUTE },
  registerAccount: { scope: "register:account", limit: 5, windowMs: 60 * MINUTE },
} satisfies Record<string, RateLimitRule>;

const subjectKey = (subject: string) => subject.trim().toLowerCase();

/** Count one hit on each (rule, subject); 429 with the longest wait if any is used up. */
export async function enforceLimits(
  db: Database,
  hits: [RateLimitRule, string][],
  now: number,
): Promise<void> {
  const extra = (wait: number) => ({ retryAfterSeconds: wait });
  const outcomes = await Promise.allSettled(
    hits.map(([rule, subject]) => enforceRateLimit(db, rule, subjectKey(subject), { now, extra })),
  );
  const refusals = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason] : []));
  const unexpected = refusals.find((reason) => !(reason instanceof RateLimitedError));
  if (unexpected) throw unexpected;
  // Every hit is counted; the caller waits for the longest window.
  const longest = (refusals as RateLimitedError[]).sort(
    (a, b) => b.retryAfterSeconds - a.retryAfterSeconds,
  )[0];
  if (longest) throw longest;
}

let dummyHash: string | undefined;
/** Unknown accounts verify against this, so they cost the same time as known ones. */
async function timingDummyHash(): Promise<string> {
  dummyHash ??= await hashPassword("timing-equaliser-not-a-password");
  return dummyHash;
}

async function findUserByLogin(db: Database, login: string): Promise<UserRow | undefined> {
  const normalised = login.trim().toLowerCase();
  return db
    .select()
    .from(users)
    .where(or(sql`lower(${users.email}) = ${normalised}`, sql`lower(${users.username}) = ${normalised}`))
    .get();
}

const INVALID_CREDENTIALS = "Invalid credentials";

/**
 * Check a login. Wrong password, unknown and deleted accounts all answer the same 401; the ban
 * and deactivation answers come only after the right password, so they reveal nothing to guessers.
 * The per-account limits are counted on the account itself (its id), so switching between its
 * username and e-mail buys no extra guesses; they are checked before any password work. Besides
 * the per-client ones, the browser spends from its own allowance when it has signed in to this
 * account before, else from the budget all unknown browsers share (sign-in-guard.ts).
 */
async function authenticate(
  db: Database,
  env: Env,
  input: z.output<typeof LoginSchema>,
  request: AuthRequestContext & { now: number },
): Promise<{ user: UserRow; spent: SpentAttempt }> {
  const { now } = request;
  const user = await findUserByLogin(db, input.emailOrUsername);
  const accountKey = user ? `user:${user.id}` : `name:${input.emailOrUsername}`;
  const accountClient = `${accountKey}|${request.client}`;
  await enforceLimits(db, [[AUTH_RATE_LIMITS.loginAccount, accountClient]], now);
  const spent = await spendSignInAttempt(
    db,
    env,
    {
      kind: "customer",
      account: user ? { id: user.id, email: user.email, name: user.firstName ?? user.username } : null,
      login: input.emailOrUsername,
      deviceTokens: request.deviceTokens ?? [],
    },
    now,
  );
  const storedHash = user?.password ?? (await timingDummyHash());
  const ok = await verifyPassword(input.password, storedHash);
  if (!user || !ok || user.deletedAt !== null) throw new UnauthorizedError(INVALID_CREDENTIALS);
  // The right password: this attempt was no guess, so it uses up nothing.
  await Promise.all([
    undoRateLimitHit(db, AUTH_RATE_LIMITS.loginAccount, subjectKey(accountClient)),
    undoRateLimitHit(db, AUTH_RATE_LIMITS.loginClient, subjectKey(request.client)),
    refundSignInAttempt(db, spent),
  ]);
  if (isBanInForce(user, now)) {
    throw new ForbiddenError("Account is banned", {
      reason: user.banReason ?? null,
      banExpiresAt: user.banExpiresAt?.toISOString() ?? null,
    });
  }
  if (!user.active)
    throw new ForbiddenError({ key: "forms.account_is_deactivated_contact_support_for_help" });
  if (needsRehash(user.password)) {
    const password = await hashPassword(input.password);
    await db
      .update(users)
      .set({ password, updatedAt: new Date(now) })
      .where(eq(users.id, user.id));
    return { user: { ...user, password }, spent };
  }
  return { user, spent };
}

export function isReservedUsername(username: string, superAdminUsername: string): boolean {
  return superAdminUsername !== "" && username.toLowerCase() === superAdminUsername.toLowerCase();
}

export interface SignedIn {
  user: PublicUser;
  /** The new session; the edge turns it into the browser's cookie. */
  issued: IssuedSession;
  /** A guest cart was merged into the account: the edge clears the guest cart cookie. */
  mergedGuestCart: boolean;
  /** Something the customer should be told (a merged cart line lowered to the cap). */
  notice?: string;
  /** The device tokens this browser's cookie carries from now on (it is known to this account). */
  deviceTokens: string[];
  /** The password typed fails today's rule (set under the old one): the edge asks for a new one. */
  passwordChangeRequired?: boolean;
}

/** A session for an account that has just proved itself (or was just made), the guest cart merged into it. */
export async function startSession(
  db: Database,
  kv: KVNamespace,
  user: UserRow,
  options: {
    persistent: boolean;
    guestCartId?: string;
    deviceTokens: string[];
    device?: SessionDevice;
    now: number;
  },
): Promise<SignedIn> {
  const { persistent, device, now } = options;
  const issued = await issueUserSession(db, kv, user, { persistent, device, now });
  let notice: string | undefined;
  if (options.guestCartId) {
    const { capped } = await mergeGuestCart(db, options.guestCartId, user.id);
    if (capped) notice = CART_MERGE_CAPPED_NOTICE;
  }
  const mergedGuestCart = Boolean(options.guestCartId);
  const { deviceTokens } = options;
  return { user: toPublicUser(user), issued, mergedGuestCart, deviceTokens, ...(notice ? { notice } : {}) };
}

export interface AuthRequestContext {
  /** The caller's address as a rate-limit subject (an IPv6 /64), for the per-client limits. */
  client: string;
  /** The caller's exact address, where it is recorded (a new account's sign-up address). */
  address?: string | null;
  /** The device tokens of the browser's device cookie (see sign-in-guard.ts). */
  deviceTokens?: string[];
  guestCartId?: string;
  /** The browser and approximate place, shown in "Where you're signed in". */
  device?: SessionDevice;
  now?: number;
}

/** Logout (API and page): end this session in D1 and KV, and close the chat sockets it opened. */
export async function signOut(db: Database, env: Env, token: string): Promise<void> {
  const hash = await sha256Hex(token);
  await revokeSession(db, env.SESSIONS, hash);
  await disconnectCustomerSession(env, db, hash);
}

/** POST /api/auth/login and the login page: rate limit, check, start a session, merge the cart. */
export async function signIn(
  db: Database,
  env: Env,
  input: z.output<typeof LoginSchema>,
  request: AuthRequestContext,
): Promise<SignedIn> {
  const now = request.now ?? Date.now();
  // Client first, then (inside authenticate) the account: both before any hashing.
  await enforceLimits(db, [[AUTH_RATE_LIMITS.loginClient, request.client]], now);
  const { user, spent } = await authenticate(db, env, input, { ...request, now });
  const deviceTokens = await rememberDevice(
    db,
    {
      kind: "customer",
      accountId: user.id,
      knownDeviceId: spent.knownDeviceId,
      deviceTokens: request.deviceTokens ?? [],
    },
    now,
  );
  const signedIn = await startSession(db, env.SESSIONS, user, {
    persistent: input.rememberMe,
    guestCartId: request.guestCartId,
    deviceTokens,
    device: request.device,
    now,
  });
  // Only at sign-in is the plain password known: one set before the 8-character rule and the
  // common-password list still works, and its owner is asked to choose a new one.
  return meetsPasswordPolicy(input.password) ? signedIn : { ...signedIn, passwordChangeRequired: true };
}
