import { env } from "cloudflare:workers";
import { generateHOTP } from "@oslojs/otp";
import { expect } from "vitest";
import { base32Decode } from "../../worker/services/staff/totp";
import { as, rootSession, staffCookie } from "./admin-helpers";

/** What an unknown browser reads once the account's shared budget is used up. */
export const LOCKED_FOR_STRANGERS =
  /^Too many failed sign-ins to this account from devices it does not know\. Please try again in \d+ minutes, or sign in from a device you have signed in with before\.$/;

/** The "someone is guessing" e-mails written to the outbox for this address. */
export async function guessingAlerts(to: string) {
  const rows = await env.DB.prepare(
    "select subject, text_body as text, html_body as html from email_outbox where template = 'sign_in_guessing' and to_address = ?",
  )
    .bind(to)
    .all<{ subject: string; text: string; html: string }>();
  return rows.results;
}

/** The authenticator's code for a time step relative to now (0 = the current 30 seconds). */
export const totp = (secret: string, offset = 0) =>
  generateHOTP(base32Decode(secret), BigInt(Math.floor(Date.now() / 30_000) + offset), 6);

/** Six digits the authenticator would not accept around now. */
export function wrongCode(secret: string, seed: number): string {
  const valid = new Set([-1, 0, 1].map((o) => totp(secret, o)));
  let code = seed % 1_000_000;
  while (valid.has(String(code).padStart(6, "0"))) code = (code + 1) % 1_000_000;
  return String(code).padStart(6, "0");
}

/** A new staff member (password Staff-pass-1) with two-factor on: its secret, id and recovery codes. */
export async function enrolledStaff(username: string) {
  const cookie = await staffCookie(await rootSession(), username, {});
  const setup = await as(cookie).post("/api/admin/account/two-factor/setup", { password: "Staff-pass-1" });
  expect(setup.status).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const confirm = await as(cookie).post("/api/admin/account/two-factor/confirm", { code: totp(secret) });
  expect(confirm.status).toBe(200);
  const { recoveryCodes } = (await confirm.json()) as { recoveryCodes: string[] };
  const row = await env.DB.prepare("select id, email from admin_users where username = ?")
    .bind(username)
    .first<{ id: number; email: string }>();
  return { cookie, secret, recoveryCodes, id: row?.id ?? 0, email: row?.email ?? "" };
}
