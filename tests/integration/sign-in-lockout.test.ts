// Sign-in limits stop the guesser, not the account's owner: strangers cannot lock an account out,
// successes are not counted, and an IPv6 client is counted by its /64.
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { Browser } from "./browser";
import { ORIGIN, seedDatabase } from "./helpers";

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

describe("strangers cannot lock a known account out, and successes are not counted", () => {
  const login = (who: string, password: string, address: string) =>
    new Browser().post(
      "/api/auth/login",
      { emailOrUsername: who, password },
      { headers: { "CF-Connecting-IP": address } },
    );

  it("customer: a stranger's guesses stop the stranger, not the owner on their own client", async () => {
    const { account, browser } = await newCustomer();
    let strangerLast = 0;
    for (let i = 0; i < 12; i++)
      strangerLast = (await login(account.username, `guess-${i}`, "192.0.2.66")).status;
    expect(strangerLast).toBe(429);
    // Other strangers too, from many addresses: still no lockout for the owner on their own
    // browser (it made the account, so it carries the device cookie), from yet another address.
    for (let i = 0; i < 12; i++) await login(account.username, `guess-${i}`, `192.0.2.${100 + i}`);
    const owner = await browser.post(
      "/api/auth/login",
      { emailOrUsername: account.username, password: account.password },
      { headers: { "CF-Connecting-IP": "198.51.100.23" } },
    );
    expect(owner.status).toBe(200);
  });

  it("customer: successful logins do not count towards any limit", async () => {
    const { account } = await newCustomer();
    for (let i = 0; i < 35; i++) {
      const response = await login(account.email, account.password, "198.51.100.24");
      expect(response.status, `login ${i + 1}`).toBe(200);
    }
  });

  it("customer: per client alone, one address spraying many accounts is still stopped", async () => {
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await login(`spray-${i}`, "guess", "192.0.2.200")).status;
    expect(last).toBe(429);
  });

  it("staff: a stranger's guesses do not keep the super admin out, and successes are not counted", async () => {
    const admin = (username: string, password: string, address: string) =>
      exports.default.fetch(
        new Request(`${ORIGIN}/api/admin/login`, {
          method: "POST",
          headers: { Origin: ORIGIN, "Content-Type": "application/json", "CF-Connecting-IP": address },
          body: JSON.stringify({ username, password }),
        }),
      );
    let strangerLast = 0;
    for (let i = 0; i < 8; i++) strangerLast = (await admin("root", `guess-${i}`, "192.0.2.77")).status;
    expect(strangerLast).toBe(429);
    for (let i = 0; i < 25; i++) {
      const response = await admin("root", "Sup3r-secret", "198.51.100.77");
      expect(response.status, `staff login ${i + 1}`).toBe(200);
    }
  });
});

describe("per-client limits count an IPv6 /64, not the exact address", () => {
  it("addresses in one /64 share a bucket; IPv4 stays exact", async () => {
    const { clientAddress } = await import("../../worker/web/http/client-address.server");
    const at = (ip: string) => clientAddress(new Request(ORIGIN, { headers: { "CF-Connecting-IP": ip } }));
    expect(at("2001:db8:1:2:aaaa::1")).toBe(at("2001:db8:1:2:bbbb:cccc:dddd:eeee"));
    expect(at("2001:DB8:1:2::9")).toBe("2001:db8:1:2::/64");
    expect(at("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(at("2001:db8:1:3::1")).not.toBe(at("2001:db8:1:2::1"));
    expect(at("203.0.113.5")).toBe("203.0.113.5");
    expect(at("::ffff:203.0.113.5")).toBe("203.0.113.5");
  });
});
