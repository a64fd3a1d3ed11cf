import { and, desc, eq, gt, isNull, notInArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Locale } from "../../../app/lib/locale";
import type { ForgotPasswordSchema, ResetPasswordSchema } from "../../../app/schemas/auth";
import { hashPassword } from "../../auth/password";
import { randomToken, sha256Hex } from "../../auth/tokens";
import type { Database } from "../../db/client";
import { authTokens, users } from "../../db/schema";
import { type AppConfig, readConfig } from "../../env";
import { dispatchLinkEmail, outboxInsert } from "../email/outbox";
import { templateContext } from "../email/render";
import { linkEmail, pageLink } from "../email/templates";
import { ConflictError, InvalidError, NotFoundError } from "../errors";
import { refuseCommonPassword } from "../shared/password-policy";
import type { RateLimitRule } from "../shared/rate-limit";
import { enforceLimits } from "./auth";
import { linkMailAllowed } from "./link-mail-cap";
import { endAllSessionsWith } from "./rules";

// Password reset and e-mail verification links. Random 256-bit tokens; only their SHA-256 is
// stored, and the link itself travels only in the e-mail queue's message, never in the outbox row
// that staff can read. Each works once and expires (reset 30 minutes, verification 24 hours).
const MINUTE = 60_000;
const RESET_TTL_MS = 30 * MINUTE;
const VERIFY_TTL_MS = 24 * 60 * MINUTE;

const LINK_RATE_LIMITS = {
  // Refusals are per client: a per-address refusal would let a stranger block the owner's
  // recovery. What one address receives is capped apart, silently (./link-mail-cap.ts).
  forgotClient: { scope: "forgot:ip", limit: 10, windowMs: 60 * MINUTE },
  resetClient: { scope: "reset:ip", limit: 20, windowMs: 60 * MINUTE },
  verifyResend: { scope: "verify:account", limit: 5, windowMs: 60 * MINUTE },
} satisfies Record<string, RateLimitRule>;

/** Unused reset links an account may hold: a stranger's request never voids the one just sent. */
const LIVE_RESET_LINKS = 2;

const INVALID_RESET = "This reset link is invalid or has expired. Please ask for a new one.";
const INVALID_VERIFY = "This verification link is invalid or has expired.";

function displayName(user: { firstName: string | null; username: string }) {
  return user.firstName ?? user.username;
}

/** Links point at the configured site only, never at the Host a request claimed. */
function siteLink(config: AppConfig, path: string, token: string, locale: Locale): string {
  return `${pageLink(templateContext(config, locale), path)}?token=${token}`;
}

/**
 * POST /api/auth/forgot-password and its page. The client's limit is checked now; the account
 * lookup and the e-mail happen in `defer` (the edge's waitUntil), so the answer — body, status,
 * headers and time — is the same whether or not the address has an account.
 */
export async function requestPasswordReset(
  db: Database,
  env: Env,
  input: z.output<typeof ForgotPasswordSchema>,
  request: { client: string; now?: number; defer: (work: Promise<void>) => void },
): Promise<void> {
  const now = request.now ?? Date.now();
  await enforceLimits(db, [[LINK_RATE_LIMITS.forgotClient, request.client]], now);
  request.defer(
    sendPasswordResetLink(db, env, input.email, now).catch((error: unknown) => {
      console.warn("Password reset e-mail not written", (error as Error)?.name ?? "Error");
    }),
  );
}

async function sendPasswordResetLink(db: Database, env: Env, email: string, now: number): Promise<void> {
  // Counted before the lookup, so an unknown address costs and answers what a known one does.
  if (!(await linkMailAllowed(db, "password_reset", email, now))) return;
  const config = readConfig(env);
  const user = await db.select().from(users).where(sql`lower(${users.email}) = ${email}`).get();
  if (!user || user.deletedAt !== null || !user.active) return;
  const token = randomToken();
  const tokenHash = await sha256Hex(token);
  const dedupeKey = `password_reset:${tokenHash.slice(0, 32)}`;
  const live = and(
    eq(authTokens.userId, user.id),
    eq(authTokens.purpose, "password_reset"),
    isNull(authTokens.usedAt),
  );
  await db.batch([
    // Keep the newest unused link (the owner may be about to open it) beside the new one.
    db
      .update(authTokens)
      .set({ usedAt: new Date(now) })
      .where(
        and(
          live,
          notInArray(
            authTokens.id,
            db
              .select({ id: authTokens.id })
              .from(authTokens)
              .where(live)
              .orderBy(desc(authTokens.id))
              .limit(LIVE_RESET_LINKS - 1),
          ),
        ),
      ),
    db.insert(authTokens).values({
      userId: user.id,
      purpose: "password_reset",
      tokenHash,
      email: user.email,
      expiresAt: new Date(now + RESET_TTL_MS),
      createdAt: new Date(now),
    }),
    outboxInsert(db, {
      to: user.email,
      template: "password_reset",
      rendered: linkEmail(templateContext(config, user.locale), "password_reset", displayName(user)),
      userId: user.id,
      dedupeKey,
    }),
  ]);
  await dispatchLinkEmail(env, db, dedupeKey, siteLink(config, "/auth/reset-password", token, user.locale));
}

async function consumeToken(
  db: Database,
  token: string,
  purpose: "password_reset" | "email_verify",
  now: number,
): Promise<typeof authTokens.$inferSelect | null> {
  const tokenHash = await sha256Hex(token);
  // Claimed by a conditional update: two uses of one link, even at once, succeed once.
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date(now)),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * POST /api/auth/reset-password and its page: a valid link sets the new password and, in the same
 * batch, ends every session of the user (a thief's included). The link proved the mailbox, so the
 * address counts as verified too.
 */
export async function resetPassword(
  db: Database,
  env: Env,
  input: z.output<typeof ResetPasswordSchema>,
  request: { client: string; now?: number },
): Promise<void> {
  const now = request.now ?? Date.now();
  await enforceLimits(db, [[LINK_RATE_LIMITS.resetClient, request.client]], now);
  // Before the link is spent: a refused password leaves it usable for a better one.
  refuseCommonPassword(input.password, "password");
  const row = await consumeToken(db, input.token, "password_reset", now);
  if (!row) throw new InvalidError(INVALID_RESET, { field: "token" });
  const user = await db.select().from(users).where(eq(users.id, row.userId)).get();
  if (!user || user.deletedAt !== null) throw new InvalidError(INVALID_RESET, { field: "token" });
  const password = await hashPassword(input.password);
  const sameAddress = user.email.toLowerCase() === row.email.toLowerCase();
  await endAllSessionsWith(
    db,
    env,
    [
      db
        .update(users)
        .set({
          password,
          ...(sameAddress && !user.emailVerifiedAt ? { emailVerifiedAt: new Date(now) } : {}),
          updatedAt: new Date(now),
        })
        .where(eq(users.id, user.id)),
    ],
    { userId: user.id, now },
  );
}

/**
 * A verification link for the user's current address (after registration, after an e-mail change,
 * or on "Resend verification"). Token row and outbox row in one batch, then the e-mail queue.
 */
export async function sendEmailVerification(
  db: Database,
  env: Env,
  userId: number,
  now = Date.now(),
): Promise<void> {
  const config = readConfig(env);
  const user = await db.select().from(users).where(eq(users.id, userId)).get();
  if (!user) throw new NotFoundError("User not found");
  if (user.emailVerifiedAt) return;
  if (!(await linkMailAllowed(db, "email_verify", user.email, now))) return;
  const token = randomToken();
  const tokenHash = await sha256Hex(token);
  const dedupeKey = `email_verify:${tokenHash.slice(0, 32)}`;
  await db.batch([
    db.insert(authTokens).values({
      userId,
      purpose: "email_verify",
      tokenHash,
      email: user.email.toLowerCase(),
      expiresAt: new Date(now + VERIFY_TTL_MS),
      createdAt: new Date(now),
    }),
    outboxInsert(db, {
      to: user.email,
      template: "email_verify",
      rendered: linkEmail(templateContext(config, user.locale), "email_verify", displayName(user)),
      userId,
      dedupeKey,
    }),
  ]);
  await dispatchLinkEmail(env, db, dedupeKey, siteLink(config, "/auth/verify-email", token, user.locale));
}

/** "Resend verification" on Profile: limited per account; nothing to do once verified. */
export async function resendEmailVerification(
  db: Database,
  env: Env,
  userId: number,
  now = Date.now(),
): Promise<void> {
  const user = await db
    .select({ verified: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (user?.verified) throw new ConflictError({ key: "forms.your_e_mail_address_is_already_verified" });
  await enforceLimits(db, [[LINK_RATE_LIMITS.verifyResend, `user:${userId}`]], now);
  await sendEmailVerification(db, env, userId, now);
}

/** The verification link: marks the address verified if it is still the account's address. */
export async function verifyEmail(db: Database, token: string, now = Date.now()): Promise<void> {
  if (token.length < 20 || token.length > 200) throw new InvalidError(INVALID_VERIFY);
  const row = await consumeToken(db, token, "email_verify", now);
  if (!row) throw new InvalidError(INVALID_VERIFY);
  const [updated] = await db
    .update(users)
    .set({ emailVerifiedAt: new Date(now), updatedAt: new Date(now) })
    .where(and(eq(users.id, row.userId), sql`lower(${users.email}) = ${row.email}`))
    .returning({ id: users.id });
  if (!updated) throw new InvalidError(INVALID_VERIFY);
}

/** Store setting (off by default): checkout requires a verified e-mail. */
export const CHECKOUT_REQUIRES_VERIFIED_EMAIL_KEY = "checkout_requires_verified_email";
