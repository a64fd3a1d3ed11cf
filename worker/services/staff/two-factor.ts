import { createTOTPKeyURI } from "@oslojs/otp";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import { renderSVG } from "uqr";
import type { TwoFactorSetup } from "../../../app/schemas/admin/account";
import type { Database } from "../../db/client";
import { adminRecoveryCodes, adminTotp, adminUsers, storeSettings } from "../../db/schema";
import { type Actor, auditInsert } from "../audit/log";
import { ConflictError, InvalidError } from "../errors";
import { checkOwnPassword } from "./own-password";
import {
  base32Encode,
  DIGITS,
  hashRecoveryCode,
  matchingStep,
  needsSealing,
  newRecoveryCode,
  openTotpSecret,
  PERIOD_SECONDS,
  recoveryCodeMatches,
  sealTotpSecret,
} from "./totp";

/** Who asks for a two-factor change: the member, their password, and the key secrets are sealed with. */
interface TwoFactorChange {
  actor: Actor;
  /** SETTINGS_ENCRYPTION_KEY (readPaymentSecrets), or null when the Worker has none. */
  settingsKey: string | null;
}

const RECOVERY_CODES = 10;
/** The store setting a super admin turns on to make two-factor required for every staff member. */
export const STAFF_TWO_FACTOR_REQUIRED_KEY = "staff_two_factor_required";

export async function isTwoFactorRequired(db: Database): Promise<boolean> {
  const row = await db.query.storeSettings.findFirst({
    where: eq(storeSettings.key, STAFF_TWO_FACTOR_REQUIRED_KEY),
  });
  return row?.value === "true";
}

export async function twoFactorStatus(db: Database, adminId: number) {
  const [row] = await db
    .select({
      confirmedAt: adminTotp.confirmedAt,
      left: sql<number>`(select count(*) from ${adminRecoveryCodes} where ${adminRecoveryCodes.adminId} = ${adminId} and ${adminRecoveryCodes.usedAt} is null)`,
    })
    .from(adminTotp)
    .where(eq(adminTotp.adminId, adminId));
  return { enabled: Boolean(row?.confirmedAt), recoveryCodesLeft: row?.confirmedAt ? Number(row.left) : 0 };
}

/**
 * Step 1 of enrolment: a new secret (replacing any unconfirmed one), its URI and QR code. It takes
 * the current password: a stolen session alone must not bind the account to the thief's phone.
 */
export async function startTwoFactor(
  db: Database,
  { actor, settingsKey }: TwoFactorChange,
  input: { password: string; issuer: string },
  now = Date.now(),
): Promise<TwoFactorSetup> {
  const admin = await checkOwnPassword(db, actor, input.password, now);
  if ((await twoFactorStatus(db, actor.id)).enabled) {
    throw new ConflictError("Two-factor authentication is already on");
  }
  const key = crypto.getRandomValues(new Uint8Array(20));
  const secret = base32Encode(key);
  const stored = await sealTotpSecret(settingsKey, secret);
  await db.batch([
    db
      .insert(adminTotp)
      .values({ adminId: actor.id, secret: stored, createdAt: new Date(now) })
      .onConflictDoUpdate({
        target: adminTotp.adminId,
        set: { secret: stored, confirmedAt: null, lastUsedStep: null, createdAt: new Date(now) },
      }),
    auditInsert(
      db,
      actor,
      {
        action: "STAFF_2FA_SETUP",
        targetType: "admin_user",
        targetId: actor.id,
        details: { username: admin.username, description: "Started two-factor set-up" },
      },
      now,
    ),
  ]);
  const uri = createTOTPKeyURI(input.issuer, admin.username, key, PERIOD_SECONDS, DIGITS);
  return { secret, uri, qrSvg: renderSVG(uri, { border: 2, ecc: "M" }) };
}

/** Step 2: the first code proves the app holds the secret; recovery codes are issued once. */
export async function confirmTwoFactor(
  db: Database,
  { actor, settingsKey }: TwoFactorChange,
  code: string,
  now = Date.now(),
) {
  const row = await db.query.adminTotp.findFirst({ where: eq(adminTotp.adminId, actor.id) });
  if (!row) throw new ConflictError("Start the two-factor set-up first");
  if (row.confirmedAt) throw new ConflictError("Two-factor authentication is already on");
  const secret = await openTotpSecret(settingsKey, row.secret);
  if (secret === null) throw new ConflictError("Start the two-factor set-up again");
  const step = matchingStep(secret, code, now);
  if (step === null) throw new InvalidError("That code is not valid. Try the newest one.", { field: "code" });
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  const hashes = await Promise.all(codes.map(hashRecoveryCode));
  const sealed = needsSealing(settingsKey, row.secret)
    ? await sealTotpSecret(settingsKey, secret)
    : row.secret;
  const username = (await db.query.adminUsers.findFirst({ where: eq(adminUsers.id, actor.id) }))?.username;
  await db.batch([
    db
      .update(adminTotp)
      .set({ confirmedAt: new Date(now), lastUsedStep: step, secret: sealed })
      .where(and(eq(adminTotp.adminId, actor.id), isNull(adminTotp.confirmedAt))),
    db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, actor.id)),
    db
      .insert(adminRecoveryCodes)
      .values(hashes.map((codeHash) => ({ adminId: actor.id, codeHash, createdAt: new Date(now) }))),
    auditInsert(
      db,
      actor,
      {
        action: "STAFF_2FA_ENABLE",
        targetType: "admin_user",
        targetId: actor.id,
        details: { username, description: "Turned on two-factor authentication" },
      },
      now,
    ),
  ]);
  return { recoveryCodes: codes };
}

/**
 * Turning it off takes the current password (its guesses limited like every password check), and
 * is refused while the shop requires it.
 */
export async function disableTwoFactor(db: Database, actor: Actor, password: string, now = Date.now()) {
  const admin = await checkOwnPassword(db, actor, password, now);
  if (!(await twoFactorStatus(db, actor.id)).enabled) {
    throw new ConflictError("Two-factor authentication is not on");
  }
  if (await isTwoFactorRequired(db)) {
    throw new ConflictError("Two-factor authentication is required for all staff");
  }
  await db.batch([
    db.delete(adminTotp).where(eq(adminTotp.adminId, actor.id)),
    db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, actor.id)),
    auditInsert(
      db,
      actor,
      {
        action: "STAFF_2FA_DISABLE",
        targetType: "admin_user",
        targetId: actor.id,
        details: { username: admin.username, description: "Turned off two-factor authentication" },
      },
      now,
    ),
  ]);
}

/**
 * Sign-in's second step: an authenticator code not older than the last one accepted, or an unused
 * recovery code. Both are consumed by a conditional write, so two requests racing with the same
 * code cannot both pass. A secret still stored in plain text is sealed on this use.
 */
export async function acceptSecondFactor(
  db: Database,
  {
    adminId,
    code,
    settingsKey,
    now = Date.now(),
  }: { adminId: number; code: string; settingsKey: string | null; now?: number },
): Promise<boolean> {
  const row = await db.query.adminTotp.findFirst({ where: eq(adminTotp.adminId, adminId) });
  if (!row?.confirmedAt) return false;
  const secret = await openTotpSecret(settingsKey, row.secret);
  if (secret !== null && needsSealing(settingsKey, row.secret)) {
    await db
      .update(adminTotp)
      .set({ secret: await sealTotpSecret(settingsKey, secret) })
      .where(and(eq(adminTotp.adminId, adminId), eq(adminTotp.secret, row.secret)));
  }
  if (/^\d{6}$/.test(code)) {
    const step = secret === null ? null : matchingStep(secret, code, now);
    if (step === null) return false;
    const used = await db
      .update(adminTotp)
      .set({ lastUsedStep: step })
      .where(
        and(
          eq(adminTotp.adminId, adminId),
          or(isNull(adminTotp.lastUsedStep), sql`${adminTotp.lastUsedStep} < ${step}`),
        ),
      )
      .returning({ adminId: adminTotp.adminId });
    return used.length === 1;
  }
  return consumeRecoveryCode(db, adminId, code, now);
}

/** Salted hashes cannot be looked up: each unused code of the account is checked in turn. */
async function consumeRecoveryCode(
  db: Database,
  adminId: number,
  code: string,
  now: number,
): Promise<boolean> {
  const unused = await db
    .select({ id: adminRecoveryCodes.id, codeHash: adminRecoveryCodes.codeHash })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)));
  for (const row of unused) {
    if (!(await recoveryCodeMatches(code, row.codeHash))) continue;
    const used = await db
      .update(adminRecoveryCodes)
      .set({ usedAt: new Date(now) })
      .where(and(eq(adminRecoveryCodes.id, row.id), isNull(adminRecoveryCodes.usedAt)))
      .returning({ id: adminRecoveryCodes.id });
    return used.length === 1;
  }
  return false;
}
