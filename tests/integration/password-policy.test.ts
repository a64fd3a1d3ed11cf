// Today's password rule (OWASP ASVS 5.0 V6.2, decision 0064): at least 8 characters and not one of
// the most common passwords, for every new or changed password of customers and staff; a password
// set under the old rule still signs in, and its owner is asked to choose a new one.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../worker/auth/password";
import { isCommonPassword } from "../../worker/services/shared/password-policy";
import { as, json, loginCookie, nextIp, rootSession } from "./admin-helpers";
import { appHandler } from "./app-routes";
import { Browser } from "./browser";
import { ORIGIN, seedDatabase } from "./helpers";
import { lastLinkMail, tokenIn } from "./mailbox";
import { queryRoutes } from "./route-harness";

beforeAll(seedDatabase);

const TOO_SHORT = "Password must be at least 8 characters";
const COMMON = "This password is too common. Choose one that is harder to guess";

let serial = 0;
function account(password: string) {
  serial += 1;
  const username = `policy-${serial}`;
  return { username, email: `${username}@shop.test`, password, confirmPassword: password };
}

/** A customer or staff member whose password was set before today's rule (a seed, as the old rule allowed). */
async function oldAccount(table: "users" | "admin_users", username: string, password: string) {
  const hash = await hashPassword(password, 1_000);
  const sql =
    table === "users"
      ? "INSERT INTO users (username, email, password) VALUES (?, ?, ?)"
      : "INSERT INTO admin_users (username, email, password) VALUES (?, ?, ?)";
  await env.DB.prepare(sql).bind(username, `${username}@shop.test`, hash).run();
}

describe("the common-password list", () => {
  it("holds at least 10,000 passwords and is checked in any case", () => {
    expect(isCommonPassword("password")).toBe(true);
    expect(isCommonPassword("PassWord1")).toBe(true);
    expect(isCommonPassword("iloveyou")).toBe(true);
    expect(isCommonPassword("Kx7-mq2z-Ranau")).toBe(false);
  });
});

describe("customers' new passwords", () => {
  it("refuses 123456 as too short and 'password' as common at sign-up, and accepts 8 characters", async () => {
    const short = await new Browser().post("/api/auth/register", account("123456"));
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ error: TOO_SHORT, field: "password" });

    for (const common of ["password", "PASSWORD1", "Iloveyou"]) {
      const res = await new Browser().post("/api/auth/register", account(common));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: COMMON, field: "password" });
    }
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM users WHERE username LIKE 'policy-%'").first("n"),
    ).toBe(0);

    const eight = await new Browser().post("/api/auth/register", {
      ...account("Kx7-mq2z"),
      username: "policy8",
    });
    expect(eight.status).toBe(201);
  });

  it("refuses a common new password at change-password and at reset, leaving the reset link usable", async () => {
    const browser = new Browser();
    const me = account("Kx7-mq2z-Ranau");
    expect((await browser.post("/api/auth/register", me)).status).toBe(201);
    const change = await browser.post("/api/auth/change-password", {
      currentPassword: me.password,
      newPassword: "sunshine",
      confirmPassword: "sunshine",
    });
    expect(change.status).toBe(400);
    expect(await change.json()).toEqual({ error: COMMON, field: "newPassword" });
    const short = await browser.post("/api/auth/change-password", {
      currentPassword: me.password,
      newPassword: "Ab1-xyz",
      confirmPassword: "Ab1-xyz",
    });
    expect(await short.json()).toMatchObject({ error: "New password must be at least 8 characters" });

    expect((await browser.post("/api/auth/forgot-password", { email: me.email })).status).toBe(200);
    const token = tokenIn((await lastLinkMail(me.email, "password_reset")).text);
    const common = { token, password: "football", confirmPassword: "football" };
    const refused = await browser.post("/api/auth/reset-password", common);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: COMMON, field: "password" });
    const good = { token, password: "Tanjung-Aru-22", confirmPassword: "Tanjung-Aru-22" };
    expect((await browser.post("/api/auth/reset-password", good)).status).toBe(200);
  });

  it("refuses a common password when staff create a customer or set one's password", async () => {
    const root = as(await rootSession());
    const created = await root.post("/api/admin/users", {
      username: "policy-made",
      email: "policy-made@shop.test",
      password: "baseball",
    });
    expect(created.status).toBe(400);
    expect(await json(created)).toEqual({ error: COMMON, field: "password" });
    const short = await root.post("/api/admin/users", {
      username: "policy-made",
      email: "policy-made@shop.test",
      password: "Ab1-xyz",
    });
    expect((await json(short)).error).toBe(TOO_SHORT);
  });
});

describe("a password set under the old rule", () => {
  it("still signs a customer in through the API, which asks for a new one", async () => {
    await oldAccount("users", "oldshort", "abc123");
    const res = await new Browser().post("/api/auth/login", {
      emailOrUsername: "oldshort",
      password: "abc123",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ user: { username: "oldshort" }, passwordChangeRequired: true });

    const fine = await new Browser().post("/api/auth/login", {
      emailOrUsername: "policy8",
      password: "Kx7-mq2z",
    });
    expect(fine.status).toBe(200);
    expect(await fine.json()).not.toHaveProperty("passwordChangeRequired");
  });

  it("sends the customer from the sign-in page to change it, in the page's language", async () => {
    await oldAccount("users", "oldcommon", "password");
    for (const [prefix, where] of [
      ["", "/profile?tab=security&password=change"],
      ["/ms", "/ms/profile?tab=security&password=change"],
    ]) {
      const request = new Request(`${ORIGIN}${prefix}/auth/login`, {
        method: "POST",
        body: new URLSearchParams({ emailOrUsername: "oldcommon", password: "password" }),
        headers: { Origin: ORIGIN, "CF-Connecting-IP": nextIp() },
      });
      const { response } = await queryRoutes(appHandler, request, { actionOnly: true });
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(where);
      expect(response.headers.getSetCookie().join("\n")).toMatch(/__Host-session=[^;]+/);
    }
  });

  it("still signs staff in, asked to change it on My account", async () => {
    await oldAccount("admin_users", "oldstaff", "pass12");
    const res = await as("").post("/api/admin/login", { username: "oldstaff", password: "pass12" });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ passwordChangeRequired: true });

    const request = new Request(`${ORIGIN}/admin/login`, {
      method: "POST",
      body: new URLSearchParams({ username: "oldstaff", password: "pass12" }),
      headers: { Origin: ORIGIN, "CF-Connecting-IP": nextIp() },
    });
    const { page } = await queryRoutes(appHandler, request, { actionOnly: true });
    expect(page?.actionData?.["routes/admin.login"]).toEqual({
      ok: true,
      next: "/admin/account?password=change",
    });
  });
});

describe("staff passwords", () => {
  it("refuses 'password' for a new staff account, a reset and one's own change", async () => {
    const root = as(await rootSession());
    const create = (password: string) =>
      root.post("/api/admin/staff", { username: "policystaff", email: "policystaff@shop.test", password });
    const common = await create("password");
    expect(common.status).toBe(400);
    expect(await json(common)).toEqual({ error: COMMON, field: "password" });
    expect((await json(await create("1234567"))).error).toBe(TOO_SHORT);
    expect((await create("Staff-Kx7-mq2z")).status).toBe(201);

    const { id } = await env.DB.prepare("SELECT id FROM admin_users WHERE username = 'policystaff'")
      .first<{
        id: number;
      }>()
      .then((row) => row ?? { id: 0 });
    const reset = await root.post(`/api/admin/staff/${id}/password`, { newPassword: "qwertyuiop" });
    expect(reset.status).toBe(400);
    expect(await json(reset)).toEqual({ error: COMMON, field: "newPassword" });

    const mine = as(await loginCookie("policystaff", "Staff-Kx7-mq2z"));
    const own = await mine.post("/api/admin/account/password", {
      currentPassword: "Staff-Kx7-mq2z",
      newPassword: "trustno1",
    });
    expect(own.status).toBe(400);
    expect(await json(own)).toEqual({ error: COMMON, field: "newPassword" });
  });
});
