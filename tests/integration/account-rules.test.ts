// The account rules several services share, each written once.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { banInForceSql, isBanInForce } from "../../worker/auth/ban";
import { createDb } from "../../worker/db/client";
import { userSessions, users } from "../../worker/db/schema";
import { accountNameTaken, endAllSessionsWith } from "../../worker/services/accounts/rules";
import { seedDatabase, TEST_BANNED, TEST_CUSTOMER } from "./helpers";

beforeAll(seedDatabase);
const db = () => createDb(env.DB);

async function userId(username: string): Promise<number> {
  const row = await db().select({ id: users.id }).from(users).where(eq(users.username, username)).get();
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

describe("the ban-in-force rule and its SQL twin", () => {
  const now = Date.now();
  it.each([
    ["not banned", false, null, false],
    ["banned for good", true, null, true],
    ["banned until tomorrow", true, now + 86_400_000, true],
    ["a ban that ran out", true, now - 1, false],
  ] as const)("%s", async (_, banned, expiresAt, inForce) => {
    const id = await userId(TEST_BANNED.username);
    const banExpiresAt = expiresAt === null ? null : new Date(expiresAt);
    await db().update(users).set({ banned, banExpiresAt }).where(eq(users.id, id));
    expect(isBanInForce({ banned, banExpiresAt }, now)).toBe(inForce);
    const row = await db()
      .select({ inForce: banInForceSql(now) })
      .from(users)
      .where(eq(users.id, id))
      .get();
    expect(Boolean(row?.inForce)).toBe(inForce);
  });
});

describe("the username/e-mail uniqueness rule", () => {
  it("ignores case, and the account itself when it is the one being edited", async () => {
    const id = await userId(TEST_CUSTOMER.username);
    expect(await accountNameTaken(db(), { username: TEST_CUSTOMER.username.toUpperCase() })).toBe(true);
    expect(await accountNameTaken(db(), { email: TEST_CUSTOMER.email.toUpperCase() })).toBe(true);
    expect(await accountNameTaken(db(), { email: TEST_CUSTOMER.email }, id)).toBe(false);
    expect(await accountNameTaken(db(), { username: "nobody-has-this-name" })).toBe(false);
  });
});

describe("end all sessions", () => {
  async function openSessions(id: number): Promise<number> {
    const rows = await env.DB.prepare(
      "SELECT count(*) AS n FROM user_sessions WHERE user_id = ? AND revoked_at IS NULL",
    )
      .bind(id)
      .first<{ n: number }>();
    return rows?.n ?? 0;
  }

  async function openOne(id: number, token: string) {
    const now = Date.now();
    await db()
      .insert(userSessions)
      .values({
        sessionToken: token,
        userId: id,
        expiresAt: new Date(now + 3_600_000),
        createdAt: new Date(now),
      });
  }

  it("is the same batch as the change: a change D1 refuses leaves every session open", async () => {
    const id = await userId(TEST_CUSTOMER.username);
    await openOne(id, `rules-a-${Date.now()}`);
    const before = await openSessions(id);
    expect(before).toBeGreaterThan(0);
    // Taking the banned account's e-mail breaks the unique index, so the whole batch fails.
    const clash = db().update(users).set({ email: TEST_BANNED.email }).where(eq(users.id, id));
    await expect(endAllSessionsWith(db(), env, [clash], { userId: id })).rejects.toThrow();
    expect(await openSessions(id)).toBe(before);

    const fine = db().update(users).set({ firstName: "Aina" }).where(eq(users.id, id));
    await endAllSessionsWith(db(), env, [fine], { userId: id });
    expect(await openSessions(id)).toBe(0);
  });
});
