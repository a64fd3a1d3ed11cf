import { createTOTPKeyURI, generateHOTP } from "@oslojs/otp";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import { renderSVG } from "uqr";
import type { TwoFactorSetup } from "../../../app/schemas/admin/account";
import { verifyPassword } from "../../auth/password";
import { sha256Hex } from "../../auth/tokens";
import type { Database } from "../../db/client";
import { adminRecoveryCodes, adminTotp, adminUsers, storeSettings } from "../../db/schema";
import { ConflictError, InvalidError, NotFoundError } from "../errors";
import { type Actor, auditInsert } from "./audit";

// RFC 6238 defaults, the ones every authenticator app assumes when the URI says nothing else.
const PERIOD_SECONDS = 30;
const DIGITS = 6;
const RECOVERY_CODES = 10;
/** The store setting a super admin turns on to make two-factor required for every staff member. */
export const STAFF_TWO_FACTOR_REQUIRED_KEY = "staff_two_factor_required";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 without padding: how authenticator apps take a secret typed by hand. */
function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Uint8Array {
  const clean = text.replace(/[\s=-]/g, "").toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new InvalidError("Not a base32 secret");
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * The time step a 6-digit code belongs to (now, or one step either side for clock drift), or null.
 * The step is what makes a code single-use: it must be later than the last one accepted.
 */
function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secret);
  const step = Math.floor(now / 1000 / PERIOD_SECONDS);
  for (const candidate of [step, step - 1, step + 1]) {
    if (constantTimeEqual(generateHOTP(key, BigInt(candidate), DIGITS), code)) return candidate;
  }
  return null;
}

/** Recovery codes are typed by people: case, spaces and the dash do not matter. */
const normaliseRecovery = (code: string) => code.replace(/[\s-]/g, "").toUpperCase();

function newRecoveryCode(): string {
  const raw = base32Encode(crypto.getRandomValues(new Uint8Array(7))).slice(0, 10);
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

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

/** Step 1 of enrolment: a new secret (replacing any unconfirmed one), its URI and QR code. */
export async function startTwoFactor(
  db: Database,
  actor: Actor,
  issuer: string,
  now = Date.now(),
): Promise<TwoFactorSetup> {
  const admin = await db.query.adminUsers.findFirst({ where: eq(adminUsers.id, actor.id) });
  if (!admin) throw new NotFoundError("Staff account not found");
  if ((await twoFactorStatus(db, actor.id)).enabled) {
    throw new ConflictError("Two-factor authentication is already on");
  }
  const key = crypto.getRandomValues(new Uint8Array(20));
  const secret = base32Encode(key);
  await db.batch([
    db
      .insert(adminTotp)
      .values({ adminId: actor.id, secret, createdAt: new Date(now) })
      .onConflictDoUpdate({
        target: adminTotp.adminId,
        set: { secret, confirmedAt: null, lastUsedStep: null, createdAt: new Date(now) },
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
  const uri = createTOTPKeyURI(issuer, admin.username, key, PERIOD_SECONDS, DIGITS);
  return { secret, uri, qrSvg: renderSVG(uri, { border: 2, ecc: "M" }) };
}

/** Step 2: the first code proves the app holds the secret; recovery codes are issued once. */
export async function confirmTwoFactor(db: Database, actor: Actor, code: string, now = Date.now()) {
  const row = await db.query.adminTotp.findFirst({ where: eq(adminTotp.adminId, actor.id) });
  if (!row) throw new ConflictError("Start the two-factor set-up first");
  if (row.confirmedAt) throw new ConflictError("Two-factor authentication is already on");
  const step = matchingStep(row.secret, code, now);
  if (step === null) throw new InvalidError("That code is not valid. Try the newest one.", { field: "code" });
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  const hashes = await Promise.all(codes.map((c) => sha256Hex(normaliseRecovery(c))));
  const username = (await db.query.adminUsers.findFirst({ where: eq(adminUsers.id, actor.id) }))?.username;
  await db.batch([
    db
      .update(adminTotp)
      .set({ confirmedAt: new Date(now), lastUsedStep: step })
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

/** Turning it off takes the current password, and is refused while the shop requires it. */
export async function disableTwoFactor(db: Database, actor: Actor, password: string, now = Date.now()) {
  const admin = await db.query.adminUsers.findFirst({ where: eq(adminUsers.id, actor.id) });
  if (!admin) throw new NotFoundError("Staff account not found");
  if (!(await verifyPassword(password, admin.password))) {
    throw new InvalidError("Current password is incorrect", { field: "password" });
  }
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
 * code cannot both pass.
 */
export async function acceptSecondFactor(
  db: Database,
  adminId: number,
  code: string,
  now = Date.now(),
): Promise<boolean> {
  const row = await db.query.adminTotp.findFirst({ where: eq(adminTotp.adminId, adminId) });
  if (!row?.confirmedAt) return false;
  if (/^\d{6}$/.test(code)) {
    const step = matchingStep(row.secret, code, now);
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
  const used = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(adminRecoveryCodes.adminId, adminId),
        eq(adminRecoveryCodes.codeHash, await sha256Hex(normaliseRecovery(code))),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return used.length === 1;
}
