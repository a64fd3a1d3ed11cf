import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { auditCount, lastAudit } from "./admin-helpers";

// What the Users and Bans tests share: a valid new customer, the audit checks and a session to end.
export const good = {
  username: "traveller",
  email: "Traveller@Example.com",
  password: "Secret-one-1",
  firstName: "Tia",
  lastName: "Lim",
  phone: "+60 12 000 0000",
  role: "bronze",
};

/** A change by the root member that must add exactly one audit row with this action, naming who, from where. */
export async function auditedByRoot<T>(action: string, work: () => Promise<T>): Promise<T> {
  const before = await auditCount();
  const result = await work();
  expect(await auditCount()).toBe(before + 1);
  const row = await lastAudit();
  expect(row).toMatchObject({ admin_id: 1, action, ip_address: "203.0.113.7", user_agent: "vitest-admin" });
  expect(row?.details ?? "").not.toMatch(/password"|Secret-one-1|pbkdf2/i);
  return result;
}

export async function giveSession(userId: number, token: string) {
  await env.DB.prepare(
    "insert into user_sessions (user_id, session_token, expires_at, created_at) values (?, ?, ?, ?)",
  )
    .bind(userId, token, Date.now() + 86_400_000, Date.now())
    .run();
  await env.SESSIONS.put(`session:${token}`, JSON.stringify({ userId }));
}

export async function userRow(id: number) {
  return env.DB.prepare("select * from users where id = ?").bind(id).first<Record<string, unknown>>();
}
