// A password or e-mail change updates the user and revokes sessions in one D1 batch.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { Browser } from "./browser";
import { seedDatabase } from "./helpers";

// Many of these tests hash real passwords dozens of times on a shared 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

beforeAll(seedDatabase);

/** A fresh customer signed in from its own browser (and client address). */
let customers = 0;

async function newCustomer(address?: string) {
  customers += 1;
  const account = {
    username: `hard${customers}`,
    email: `hard${customers}@shop.test`,
    password: `Hard-${customers}-pass`,
    confirmPassword: `Hard-${customers}-pass`,
  };
  const browser = new Browser();
  const headers: Record<string, string> = address ? { "CF-Connecting-IP": address } : {};
  const response = await browser.post("/api/auth/register", account, { headers });
  expect(response.status).toBe(201);
  const row = await env.DB.prepare("SELECT id, password FROM users WHERE username = ?")
    .bind(account.username)
    .first<{ id: number; password: string }>();
  return { browser, account, userId: row?.id ?? 0, passwordHash: row?.password ?? "" };
}

describe("password and e-mail changes update the user and revoke sessions in one batch", () => {
  it("change-password leaves no moment with the new password and live old sessions", async () => {
    const { browser, account, userId } = await newCustomer();
    const other = browser.clone();
    // A session row that already fails the revoke: the batch must roll the password back with it.
    await env.DB.exec(
      `CREATE TRIGGER hardening_fail_revoke BEFORE UPDATE OF revoked_at ON user_sessions WHEN NEW.user_id = ${userId} BEGIN SELECT RAISE(ABORT, 'revoke failed'); END`,
    );
    try {
      const response = await browser.post("/api/auth/change-password", {
        currentPassword: account.password,
        newPassword: "Atomic-pass-1",
        confirmPassword: "Atomic-pass-1",
      });
      expect(response.status).toBe(500);
    } finally {
      await env.DB.exec("DROP TRIGGER hardening_fail_revoke");
    }
    // Neither happened: the old password still signs in and the old session still works.
    expect((await other.get("/api/auth/user")).status).toBe(200);
    const again = await new Browser().post("/api/auth/login", {
      emailOrUsername: account.username,
      password: account.password,
    });
    expect(again.status).toBe(200);
  });

  it("change-email likewise", async () => {
    const { browser, account, userId } = await newCustomer();
    await env.DB.exec(
      `CREATE TRIGGER hardening_fail_revoke2 BEFORE UPDATE OF revoked_at ON user_sessions WHEN NEW.user_id = ${userId} BEGIN SELECT RAISE(ABORT, 'revoke failed'); END`,
    );
    try {
      const response = await browser.post("/api/auth/change-email", {
        newEmail: `moved-${userId}@shop.test`,
        password: account.password,
      });
      expect(response.status).toBe(500);
    } finally {
      await env.DB.exec("DROP TRIGGER hardening_fail_revoke2");
    }
    const row = await env.DB.prepare("SELECT email FROM users WHERE id = ?")
      .bind(userId)
      .first<{ email: string }>();
    expect(row?.email).toBe(account.email);
  });
});
