// Unexpected database errors are logged by class, code and request id, never with their parameters.
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

describe("unexpected database errors are logged without their parameters", () => {
  it("logs class, code and a request id, and the 500 carries the same id", async () => {
    const { browser, account, userId } = await newCustomer();
    const secretEmail = `leak-${userId}@private.test`;
    await env.DB.exec(
      `CREATE TRIGGER hardening_fail_log BEFORE UPDATE OF email ON users WHEN NEW.id = ${userId} BEGIN SELECT RAISE(ABORT, 'boom'); END`,
    );
    const logged: string[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      logged.push(
        args.map((a) => (a instanceof Error ? `${a.message} ${String(a.cause)}` : String(a))).join(" "),
      );
    });
    try {
      const response = await browser.post("/api/auth/change-email", {
        newEmail: secretEmail,
        password: account.password,
      });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: "Internal server error" });
      const requestId = response.headers.get("X-Request-Id");
      expect(requestId).toBeTruthy();
      expect(logged).toHaveLength(1);
      const line = logged[0] ?? "";
      expect(line).not.toContain(secretEmail);
      expect(line).not.toMatch(/params|update "users"|pbkdf2/i);
      expect(JSON.parse(line)).toEqual({
        level: "error",
        where: "api",
        requestId,
        errorClass: expect.any(String),
        causeClass: expect.any(String),
        code: "SQLITE_CONSTRAINT",
      });
    } finally {
      spy.mockRestore();
      await env.DB.exec("DROP TRIGGER hardening_fail_log");
    }
  });
});
