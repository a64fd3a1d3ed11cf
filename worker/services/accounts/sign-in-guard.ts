import { and, eq, inArray } from "drizzle-orm";
import { randomToken, sha256Hex } from "../../auth/tokens";
import type { Database } from "../../db/client";
import { emailOutbox, type KNOWN_DEVICE_ACCOUNTS, knownDevices, users } from "../../db/schema";
import { readConfig } from "../../env";
import { dispatchEmails, outboxInsert } from "../email/outbox";
import { templateContext } from "../email/render";
import { signInGuessingEmail } from "../email/templates";
import { enforceRateLimit, type RateLimitRule, undoRateLimitHit, waitInWords } from "../shared/rate-limit";

// Distributed guessing without lockouts (OWASP's "device cookies"): a browser that has signed in to
// an account before carries a device token for it and keeps an allowance of its own; every other
// browser shares one failure budget per account. Guessers from many addresses use that shared
// budget up, and the owner on their own browser still gets in. The per-client limits stay besides.

type AccountKind = (typeof KNOWN_DEVICE_ACCOUNTS)[number];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const GUESS_BUDGETS = {
  /** One known browser's own failures at its account. */
  knownDevice: { scope: "sign-in:known-device", limit: 10, windowMs: 15 * MINUTE },
  /** All unknown browsers' failures at one account (or one unknown name), together. */
  unknownDevices: { scope: "sign-in:unknown-devices", limit: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;

/** A family computer may know a few accounts; the cookie keeps the newest tokens only. */
const TOKENS_PER_COOKIE = 5;

export interface SignInAttempt {
  kind: AccountKind;
  /** The account the name belongs to, or null when it names none (then the name has the budget). */
  account: { id: number; email: string; name: string } | null;
  login: string;
  /** The device tokens the browser's cookie carries (any accounts'). */
  deviceTokens: string[];
}

/** Which budget an attempt was counted against, to refund it when the attempt was no guess. */
export interface SpentAttempt {
  rule: RateLimitRule;
  subject: string;
  knownDeviceId: number | null;
}

async function knownDeviceId(
  db: Database,
  kind: AccountKind,
  accountId: number,
  tokens: string[],
): Promise<number | null> {
  const presented = tokens.slice(0, TOKENS_PER_COOKIE);
  if (presented.length === 0) return null;
  const hashes = await Promise.all(presented.map(sha256Hex));
  const row = await db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .where(
      and(
        eq(knownDevices.accountKind, kind),
        eq(knownDevices.accountId, accountId),
        inArray(knownDevices.tokenHash, hashes),
      ),
    )
    .get();
  return row?.id ?? null;
}

/**
 * Count one attempt before any hashing: against the browser's own allowance when it is known to the
 * account, else against the budget all unknown browsers share. The first refusal of an unknown
 * browser tells the owner (once a day).
 */
export async function spendSignInAttempt(
  db: Database,
  env: Env,
  attempt: SignInAttempt,
  now: number,
): Promise<SpentAttempt> {
  const { kind, account } = attempt;
  const deviceId = account ? await knownDeviceId(db, kind, account.id, attempt.deviceTokens) : null;
  const spent: SpentAttempt =
    deviceId !== null
      ? { rule: GUESS_BUDGETS.knownDevice, subject: `${kind}:device:${deviceId}`, knownDeviceId: deviceId }
      : {
          rule: GUESS_BUDGETS.unknownDevices,
          subject: account
            ? `${kind}:id:${account.id}`
            : `${kind}:name:${attempt.login.trim().toLowerCase()}`,
          knownDeviceId: null,
        };
  const extra = (wait: number) => ({ retryAfterSeconds: wait });
  if (deviceId !== null) {
    await enforceRateLimit(db, spent.rule, spent.subject, { now, extra });
    return spent;
  }
  await enforceRateLimit(db, spent.rule, spent.subject, {
    now,
    extra,
    message: (wait) =>
      `Too many failed sign-ins to this account from devices it does not know. Please try again in ${waitInWords(wait)}, or sign in from a device you have signed in with before.`,
    beforeRefusing: async () => {
      if (account) await alertOwner(db, env, { kind, ...account }, now);
    },
  });
  return spent;
}

/** The attempt was no guess (the right password): it uses up nothing. */
export function refundSignInAttempt(db: Database, spent: SpentAttempt): Promise<void> {
  return undoRateLimitHit(db, spent.rule, spent.subject);
}

/** The browser that has just signed in: its device, if the account knew it, and its cookie's tokens. */
interface SignedInBrowser {
  kind: AccountKind;
  accountId: number;
  knownDeviceId: number | null;
  deviceTokens: string[];
}

/**
 * After a successful sign-in this browser is known to the account: its token (only the SHA-256 is
 * stored) joins the cookie's list. Answers the list the cookie should now carry.
 */
export async function rememberDevice(db: Database, browser: SignedInBrowser, now: number): Promise<string[]> {
  const { kind, accountId, knownDeviceId, deviceTokens } = browser;
  const kept = deviceTokens.slice(0, TOKENS_PER_COOKIE);
  if (knownDeviceId !== null) {
    await db
      .update(knownDevices)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(knownDevices.id, knownDeviceId));
    return kept;
  }
  const token = randomToken();
  await db.insert(knownDevices).values({
    accountKind: kind,
    accountId,
    tokenHash: await sha256Hex(token),
    createdAt: new Date(now),
    lastUsedAt: new Date(now),
  });
  return [token, ...kept].slice(0, TOKENS_PER_COOKIE);
}

/** One e-mail per account and day, however long the guessing goes on (the dedupe key holds it). */
async function alertOwner(
  db: Database,
  env: Env,
  account: { kind: AccountKind; id: number; email: string; name: string },
  now: number,
): Promise<void> {
  const { kind } = account;
  // A customer reads it in their language; staff e-mails stay English.
  const customer =
    kind === "customer"
      ? await db.select({ locale: users.locale }).from(users).where(eq(users.id, account.id)).get()
      : undefined;
  const rendered = signInGuessingEmail(
    templateContext(readConfig(env), customer?.locale),
    account.name,
    kind === "staff" ? "/admin/login" : "/auth/login",
  );
  const inserted = await outboxInsert(db, {
    to: account.email,
    template: "sign_in_guessing",
    rendered,
    userId: kind === "customer" ? account.id : null,
    dedupeKey: `sign_in_guessing:${kind}:${account.id}:${Math.floor(now / DAY)}`,
  }).returning({ id: emailOutbox.id });
  await dispatchEmails(
    env,
    inserted.map((row) => row.id),
  );
}
