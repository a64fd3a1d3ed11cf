import { generateHOTP } from "@oslojs/otp";
import { hashPassword, verifyPassword } from "../../auth/password";
import { sha256Hex } from "../../auth/tokens";
import { InvalidError } from "../errors";
import { open, seal } from "../payments/secret-box";

// RFC 6238 defaults, the ones every authenticator app assumes when the URI says nothing else.
export const PERIOD_SECONDS = 30;
export const DIGITS = 6;

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 without padding: how authenticator apps take a secret typed by hand. */
export function base32Encode(bytes: Uint8Array): string {
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

/** @testSeam: the tests read codes off the secret as an authenticator app would (`tests/integration/staff-two-factor.test.ts`) */
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
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secret);
  const step = Math.floor(now / 1000 / PERIOD_SECONDS);
  for (const candidate of [step, step - 1, step + 1]) {
    if (constantTimeEqual(generateHOTP(key, BigInt(candidate), DIGITS), code)) return candidate;
  }
  return null;
}

/**
 * TOTP secrets at rest: sealed with the settings key (AES-GCM, `v1:` values) when the Worker has
 * SETTINGS_ENCRYPTION_KEY; without it (a bare local set-up) they stay plain text as before.
 */
export async function sealTotpSecret(settingsKey: string | null, secret: string): Promise<string> {
  return settingsKey ? seal(settingsKey, secret) : secret;
}

/**
 * The secret behind a stored value: rows written before sealing are plain base32 and keep working
 * (the caller seals them on this use, see `needsSealing`); a sealed value the key cannot open
 * (the key was changed) is null, and the account needs its two-factor reset.
 */
export async function openTotpSecret(settingsKey: string | null, stored: string): Promise<string | null> {
  if (!stored.startsWith("v1:")) return stored;
  return settingsKey ? open(settingsKey, stored) : null;
}

export const needsSealing = (settingsKey: string | null, stored: string) =>
  settingsKey !== null && !stored.startsWith("v1:");

/** Recovery codes are typed by people: case, spaces and the dash do not matter. */
const normaliseRecovery = (code: string) => code.replace(/[\s-]/g, "").toUpperCase();

export function newRecoveryCode(): string {
  const raw = base32Encode(crypto.getRandomValues(new Uint8Array(7))).slice(0, 10);
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

/** Stored as passwords are: salted PBKDF2 (worker/auth/password.ts), never reversible. */
export function hashRecoveryCode(code: string): Promise<string> {
  return hashPassword(normaliseRecovery(code));
}

/**
 * Whether a typed code is the one behind a stored hash. Rows from before salting hold a bare hex
 * SHA-256; they still count, so nobody's printed codes stop working.
 */
export async function recoveryCodeMatches(code: string, stored: string): Promise<boolean> {
  const typed = normaliseRecovery(code);
  if (/^[0-9a-f]{64}$/.test(stored)) return constantTimeEqual(await sha256Hex(typed), stored);
  return verifyPassword(typed, stored);
}
