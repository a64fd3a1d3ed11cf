// Guessing the current password (to change it or the e-mail) is rate limited before any hashing.
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

const storedHash = async (userId: number) =>
  (await env.DB.prepare("SELECT password FROM users WHERE id = ?").bind(userId).first<{ password: string }>())
    ?.password;

describe("guessing the current password is rate limited before hashing", () => {
  it("change-password: per account, the right password is refused once the guesses are used up", async () => {
    const { browser, account, userId, passwordHash } = await newCustomer();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await browser.post("/api/auth/change-password", {
        currentPassword: `guess-${i}`,
        newPassword: "Changed-pass-1",
        confirmPassword: "Changed-pass-1",
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const right = await browser.post("/api/auth/change-password", {
      currentPassword: account.password,
      newPassword: "Changed-pass-1",
      confirmPassword: "Changed-pass-1",
    });
    expect(right.status).toBe(429);
    expect(right.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await storedHash(userId)).toBe(passwordHash);
  });

  it("change-email: shares the same counter per account", async () => {
    const { browser, account } = await newCustomer();
    let last = 0;
    for (let i = 0; i < 11; i++) {
      last = (
        await browser.post("/api/auth/change-email", { newEmail: `x${i}@shop.test`, password: `nope-${i}` })
      ).status;
    }
    expect(last).toBe(429);
    const right = await browser.post("/api/auth/change-email", {
      newEmail: "fresh@shop.test",
      password: account.password,
    });
    expect(right.status).toBe(429);
  });

  it("per client: one address cannot spread guesses over many accounts", async () => {
    const address = "172.20.0.9";
    const results: number[] = [];
    for (let n = 0; n < 4; n++) {
      const { browser } = await newCustomer(`172.21.0.${n + 1}`);
      for (let i = 0; i < 8; i++) {
        const response = await browser.post(
          "/api/auth/change-password",
          { currentPassword: `guess-${i}`, newPassword: "Changed-pass-1", confirmPassword: "Changed-pass-1" },
          { headers: { "CF-Connecting-IP": address } },
        );
        results.push(response.status);
      }
    }
    expect(results.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(results.at(-1)).toBe(429);
  });
});
