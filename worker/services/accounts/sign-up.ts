import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { Locale } from "../../../app/lib/locale";
import type { CheckoutSignUpSchema, RegisterSchema } from "../../../app/schemas/auth";
import { hashPassword } from "../../auth/password";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { newReferralCode, referrerOf } from "../credit/referral";
import { selfReferralOf } from "../credit/self-referral";
import { ConflictError } from "../errors";
import { refuseCommonPassword } from "../shared/password-policy";
import type { RateLimitRule } from "../shared/rate-limit";
import {
  AUTH_RATE_LIMITS,
  type AuthRequestContext,
  enforceLimits,
  isReservedUsername,
  type SignedIn,
  startSession,
} from "./auth";
import { accountNameTaken } from "./rules";
import { rememberDevice } from "./sign-in-guard";

// Two ways to make a customer account, one path through it: the register page and API (SPEC.md §7,
// every field typed) and the checkout page (e-mail and password; the username made from the e-mail).

type UserRow = typeof users.$inferSelect;

const DUPLICATE = "Username or email already exists";

interface NewCustomer {
  username: string;
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

interface CustomerOptions {
  ipAddress?: string;
  reservedUsername: string;
  locale: Locale;
  referralCode?: string | null;
  /** The browser's device cookie: an account made in the referrer's own browser is no friend. */
  deviceTokens?: string[];
  now: number;
}

/** Create a bronze customer; 409 when the username (any case) or e-mail is taken. */
async function createCustomer(db: Database, input: NewCustomer, options: CustomerOptions): Promise<UserRow> {
  const { now } = options;
  refuseCommonPassword(input.password, "password");
  // The friend who sent the link: the `ref` cookie's code, when it is another customer's.
  const referredByUserId = await referrerOf(db, options.referralCode);
  const referralRefused = referredByUserId
    ? await selfReferralOf(db, {
        referrerId: referredByUserId,
        email: input.email,
        deviceTokens: options.deviceTokens ?? [],
      })
    : null;
  if (isReservedUsername(input.username, options.reservedUsername)) throw new ConflictError(DUPLICATE);
  if (await accountNameTaken(db, { username: input.username, email: input.email })) {
    throw new ConflictError(DUPLICATE);
  }
  const password = await hashPassword(input.password);
  const stamp = new Date(now);
  const [row] = await db
    .insert(users)
    .values({
      username: input.username,
      email: input.email.toLowerCase(),
      password,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      ipAddress: options.ipAddress ?? null,
      role: "bronze",
      locale: options.locale,
      referralCode: newReferralCode(),
      referredByUserId,
      referralRefused,
      sessionsValidAfter: stamp,
      createdAt: stamp,
      updatedAt: stamp,
    })
    .onConflictDoNothing()
    .returning();
  // Two racing registrations: the unique constraints let only one in.
  if (!row) throw new ConflictError(DUPLICATE);
  return row;
}

/** `locale`: the language the customer signed up in, which their e-mails are then written in. */
type SignUpRequest = AuthRequestContext & {
  reservedUsername: string;
  locale: Locale;
  /** The `ref` cookie: the code of the link the customer arrived by. */
  referralCode?: string | null;
};

/** The new account's first session: this browser becomes its first known device, the guest cart its cart. */
async function welcome(
  db: Database,
  kv: KVNamespace,
  user: UserRow,
  request: SignUpRequest & { now: number },
) {
  const { now } = request;
  const deviceTokens = await rememberDevice(
    db,
    { kind: "customer", accountId: user.id, knownDeviceId: null, deviceTokens: request.deviceTokens ?? [] },
    now,
  );
  return startSession(db, kv, user, {
    persistent: false,
    guestCartId: request.guestCartId,
    deviceTokens,
    device: request.device,
    now,
  });
}

/** Register's limits, whichever form makes the account: per client, and per name or e-mail asked for. */
function spendRegisterLimits(db: Database, request: SignUpRequest & { now: number }, subjects: string[]) {
  const perAccount = subjects.map((subject): [RateLimitRule, string] => [
    AUTH_RATE_LIMITS.registerAccount,
    subject,
  ]);
  return enforceLimits(db, [[AUTH_RATE_LIMITS.registerClient, request.client], ...perAccount], request.now);
}

/** POST /api/auth/register and the register page: a new bronze user, signed in at once. */
export async function signUp(
  db: Database,
  kv: KVNamespace,
  input: z.output<typeof RegisterSchema>,
  request: SignUpRequest,
): Promise<SignedIn> {
  const now = request.now ?? Date.now();
  await spendRegisterLimits(db, { ...request, now }, [`username:${input.username}`, `email:${input.email}`]);
  const user = await createCustomer(db, input, {
    ipAddress: request.address ?? undefined,
    reservedUsername: request.reservedUsername,
    locale: request.locale,
    referralCode: request.referralCode,
    deviceTokens: request.deviceTokens,
    now,
  });
  return welcome(db, kv, user, { ...request, now });
}

const USERNAME_BASE_MAX = 24;

/**
 * A username from an e-mail's local part, within the username rule (UsernameSchema): letters of
 * any script, digits, dots, dashes and underscores, 3 to 32 characters. "Siti.Aminah+trip@x" → "siti.aminah.trip".
 */
export function usernameBaseFromEmail(email: string): string {
  const local = email
    .slice(0, Math.max(0, email.lastIndexOf("@")))
    .normalize("NFKC")
    .toLowerCase();
  const cleaned = local
    .replace(/[^\p{L}\p{M}\p{N}._-]+/gu, ".")
    .replace(/\.{2,}/g, ".")
    .replace(/^[._-]+|[._-]+$/g, "")
    .slice(0, USERNAME_BASE_MAX)
    .replace(/[._-]+$/, "");
  if (cleaned.length >= 3) return cleaned;
  return cleaned ? `traveller.${cleaned}` : "traveller";
}

/** The first of base, base2, base3… that no account (nor the super admin) uses, read in one query. */
async function freeUsername(db: Database, base: string, reservedUsername: string): Promise<string> {
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(sql`substr(lower(${users.username}), 1, ${base.length}) = ${base}`)
    .all();
  const taken = new Set(rows.map((row) => row.username.toLowerCase()));
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}${n}`;
    if (!taken.has(candidate) && !isReservedUsername(candidate, reservedUsername)) return candidate;
  }
}

/**
 * The checkout page's account: e-mail and password, rate-limited like register. The username is
 * made from the e-mail and made unique, so the only refusal is an e-mail already in use (409) —
 * no more than the register call already tells.
 */
export async function signUpWithEmail(
  db: Database,
  kv: KVNamespace,
  input: z.output<typeof CheckoutSignUpSchema>,
  request: SignUpRequest,
): Promise<SignedIn> {
  const now = request.now ?? Date.now();
  await spendRegisterLimits(db, { ...request, now }, [`email:${input.email}`]);
  if (await accountNameTaken(db, { email: input.email })) throw new ConflictError(DUPLICATE);
  const base = usernameBaseFromEmail(input.email);
  // Two strangers with the same local part signing up at once: the loser takes the next name.
  for (let attempt = 1; ; attempt++) {
    const username = await freeUsername(db, base, request.reservedUsername);
    const user = await createCustomer(
      db,
      { ...input, username },
      {
        ipAddress: request.address ?? undefined,
        reservedUsername: request.reservedUsername,
        locale: request.locale,
        referralCode: request.referralCode,
        deviceTokens: request.deviceTokens,
        now,
      },
    ).catch(async (error: unknown) => {
      if (!(error instanceof ConflictError) || attempt >= 3) throw error;
      if (await accountNameTaken(db, { email: input.email })) throw error;
      return undefined;
    });
    if (user) return welcome(db, kv, user, { ...request, now });
  }
}
