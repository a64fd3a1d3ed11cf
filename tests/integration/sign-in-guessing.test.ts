// Distributed guessing without lockouts: the browsers an account does not know share one failure
// budget per account, while the owner's own browser (its device cookie) keeps an allowance of its
// own. The owner is told once. The exact client address is kept where it is recorded.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { sha256Hex } from "../../worker/auth/tokens";
import { rootSession, staffCookie } from "./admin-helpers";
import { Browser } from "./browser";
import { postJson, seedDatabase } from "./helpers";
import { guessingAlerts, LOCKED_FOR_STRANGERS } from "./sign-in-guessing-helpers";

vi.setConfig({ testTimeout: 90_000 });
beforeAll(seedDatabase);

// Failed sign-ins all unknown browsers share per account in 15 minutes (decision 0028).
const BUDGET = 10;

let n = 0;
async function newCustomer() {
  n += 1;
  const account = {
    username: `guessed${n}`,
    email: `guessed${n}@shop.test`,
    password: `Guessed-${n}-pass`,
    confirmPassword: `Guessed-${n}-pass`,
  };
  // The browser that makes the account is its owner's first known device.
  const owner = new Browser();
  expect((await owner.post("/api/auth/register", account)).status).toBe(201);
  return { account, owner };
}

/** One attempt from a fresh browser at a fresh address (a botnet's worth of strangers). */
const stranger = (login: string, password: string) =>
  new Browser().post("/api/auth/login", { emailOrUsername: login, password });

describe("customers: strangers from many addresses share one budget, the owner's browser keeps its own", () => {
  it("5 addresses x 3 wrong passwords stop after the shared budget; the owner still signs in, from another address", async () => {
    const { account, owner } = await newCustomer();
    const statuses: number[] = [];
    let locked: Response | undefined;
    for (let address = 0; address < 5; address++) {
      const browser = new Browser();
      for (let guess = 0; guess < 3; guess++) {
        const response = await browser.post("/api/auth/login", {
          emailOrUsername: guess % 2 ? account.email : account.username,
          password: `wrong-${address}-${guess}`,
        });
        statuses.push(response.status);
        if (response.status === 429) locked = response;
      }
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(BUDGET);
    expect(statuses.slice(BUDGET).every((s) => s === 429)).toBe(true);
    expect(Number(locked?.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await (locked as Response).json()) as { error: string }).error).toMatch(LOCKED_FOR_STRANGERS);
    // Even the right password from an unknown browser waits: it cannot be told from a lucky guess.
    const lucky = await stranger(account.username, account.password);
    expect(lucky.status).toBe(429);
    expect(lucky.headers.getSetCookie().join()).not.toContain("__Host-session=");
    // The owner's browser signs in from an address none of them used.
    const mine = await owner.post(
      "/api/auth/login",
      { emailOrUsername: account.username, password: account.password },
      { headers: { "CF-Connecting-IP": "198.51.100.201" } },
    );
    expect(mine.status).toBe(200);
  });

  it("a known browser's own failures use up only its own allowance", async () => {
    const { account, owner } = await newCustomer();
    let last = 0;
    for (let i = 0; i <= 10; i++) {
      const response = await owner.post(
        "/api/auth/login",
        { emailOrUsername: account.username, password: `typo-${i}` },
        { headers: { "CF-Connecting-IP": `198.51.100.${i + 10}` } },
      );
      last = response.status;
    }
    expect(last).toBe(429);
    expect((await stranger(account.username, account.password)).status).toBe(200);
  });

  it("an unknown name is refused in the same words, so the budget tells nobody which accounts exist", async () => {
    let last: Response | undefined;
    for (let i = 0; i <= BUDGET; i++) last = await stranger("nobody-by-this-name", `guess-${i}`);
    expect(last?.status).toBe(429);
    expect(((await (last as Response).json()) as { error: string }).error).toMatch(LOCKED_FOR_STRANGERS);
  });

  it("a sign-in gives the browser a device cookie whose token D1 keeps only as a hash", async () => {
    const { account } = await newCustomer();
    const browser = new Browser();
    const response = await browser.post("/api/auth/login", {
      emailOrUsername: account.username,
      password: account.password,
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("__Host-device=")) ?? "";
    const attributes = cookie.split(";").map((a) => a.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(["httponly", "secure", "samesite=strict", "path=/"]));
    expect(attributes.some((a) => a.startsWith("domain"))).toBe(false);
    const [token = ""] = (browser.cookies.get("__Host-device") ?? "").split(".");
    const rows = await env.DB.prepare(
      "select token_hash from known_devices where account_kind = 'customer' and account_id = (select id from users where username = ?)",
    )
      .bind(account.username)
      .all<{ token_hash: string }>();
    expect(rows.results.map((r) => r.token_hash)).toContain(await sha256Hex(token));
    expect(JSON.stringify(rows.results)).not.toContain(token);
  });

  it("the owner is e-mailed exactly once, with no secret in it", async () => {
    const { account } = await newCustomer();
    for (let i = 0; i < BUDGET + 6; i++) await stranger(account.username, `guess-${i}`);
    const sent = await guessingAlerts(account.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe("Someone is trying to sign in to your account");
    const body = `${sent[0]?.text}${sent[0]?.html}`;
    expect(body).toContain("/auth/login");
    expect(body).not.toMatch(/guess-\d|token=|password=|Guessed-\d+-pass/);
  });
});

describe("the exact address is kept where it is recorded; limits count its /64", () => {
  it("a customer's sign-up address", async () => {
    const address = "2001:db8:7:8:1:2:3:4";
    const response = await new Browser().post(
      "/api/auth/register",
      {
        username: "ipv6-signup",
        email: "ipv6-signup@shop.test",
        password: "Ipv6-signup-1",
        confirmPassword: "Ipv6-signup-1",
      },
      { headers: { "CF-Connecting-IP": address } },
    );
    expect(response.status).toBe(201);
    const row = await env.DB.prepare("select ip_address from users where username = 'ipv6-signup'").first<{
      ip_address: string;
    }>();
    expect(row?.ip_address).toBe(address);
    const limit = await env.DB.prepare(
      "select key from rate_limits where key = 'register:ip:2001:db8:7:8::/64'",
    ).first<{ key: string }>();
    expect(limit?.key).toBe("register:ip:2001:db8:7:8::/64");
  });

  it("an admin change's audit row", async () => {
    const root = await rootSession();
    await staffCookie(root, "ipv6-audited", {});
    const id = (
      await env.DB.prepare("select id from admin_users where username = 'ipv6-audited'").first<{
        id: number;
      }>()
    )?.id as number;
    const address = "2001:db8:9:a:ffff:eeee:dddd:cccc";
    const reset = await postJson(
      `/api/admin/staff/${id}/password`,
      { newPassword: "Reset-ipv6-1" },
      { headers: { Cookie: root, "CF-Connecting-IP": address } },
    );
    expect(reset.status).toBe(200);
    const audit = await env.DB.prepare(
      "select action, ip_address from audit_logs order by id desc limit 1",
    ).first<{ action: string; ip_address: string }>();
    expect(audit).toEqual({ action: "STAFF_PASSWORD_RESET", ip_address: address });
  });
});
