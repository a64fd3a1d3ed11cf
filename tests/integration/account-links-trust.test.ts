// What staff, strangers and the edge cache can learn or keep of someone else's account: e-mailed
// links staff can never read, links that die with a password or address change, recovery answers
// that tell no account apart, links built from SITE_URL only, and personal answers never stored.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, rateLimits } from "../../worker/db/schema";
import { sendEmailVerification } from "../../worker/services/accounts/links";
import { as, lastAudit, rootSession, staffCookie } from "./admin-helpers";
import { Browser, nextClientAddress } from "./browser";
import { newCustomer } from "./chat-helpers";
import { db } from "./fulfilment-helpers";
import { call, ORIGIN, seedDatabase } from "./helpers";
import { lastLinkMail, mailbox, tokenIn } from "./mailbox";
import worker from "./test-worker";

beforeAll(seedDatabase);

const reset = (token: string, password = "Taken-over-1") =>
  new Browser().post("/api/auth/reset-password", { token, password, confirmPassword: password });

describe("staff reading e-mails", { timeout: 30_000 }, () => {
  it("never see a usable link: the list has no bodies, reading needs canReadEmails and is audited", async () => {
    const { username } = await newCustomer("victim");
    const email = `${username}@shop.test`;
    expect((await new Browser().post("/api/auth/forgot-password", { email })).status).toBe(200);
    const token = tokenIn((await lastLinkMail(email, "password_reset")).text);
    expect(token).not.toBe("");

    // Nothing the shop keeps holds the token: not the outbox row, whatever its status.
    const rows = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(token);

    const root = await rootSession();
    const viewer = as(await staffCookie(root, "orderviewer", { canViewOrders: true }));
    const list = await viewer.get(`/api/admin/emails?q=${encodeURIComponent(email)}`);
    expect(list.status).toBe(200);
    const listed = await list.text();
    expect(listed).not.toContain(token);
    const item = JSON.parse(listed).items.find((m: { template: string }) => m.template === "password_reset");
    expect(item).toMatchObject({ to: email, hasLink: true });
    expect(item).not.toHaveProperty("text");
    expect((await viewer.get(`/api/admin/emails/${item.id}`)).status).toBe(403);
    // A link e-mail is never resent: its link was never stored.
    expect((await viewer.post(`/api/admin/emails/${item.id}/resend`)).status).toBe(409);

    const reader = as(await staffCookie(root, "emailreader", { canViewOrders: true, canReadEmails: true }));
    const body = await reader.get(`/api/admin/emails/${item.id}`);
    expect(body.status).toBe(200);
    const read = await body.json<{ text: string; html: string }>();
    expect(read.text).toContain("[one-time link: sent only to the recipient]");
    expect(`${read.text}${read.html}`).not.toContain(token);
    expect(await lastAudit()).toMatchObject({
      action: "EMAIL_READ",
      target_type: "email",
      target_id: item.id,
    });

    // The link the customer got still works, once.
    expect((await reset(token, "Owner-pass-1")).status).toBe(200);
  });

  it("the developer's mailbox answers only when DEV_MAILBOX=1 with the local transport", async () => {
    const path = "/__dev/mailbox?to=someone@shop.test";
    expect((await call(path)).status).toBe(200);
    expect((await call("/__dev/mailbox?to=not-an-address")).status).toBe(400);
    // The same Worker with other vars, as a deploy would have them.
    const fetchWith = (vars: Record<string, string>) =>
      worker.fetch(new Request(`http://shop.test${path}`), { ...env, ...vars }, createExecutionContext());
    const off = await fetchWith({ DEV_MAILBOX: "0" });
    expect(off.status).toBe(404);
    expect((await fetchWith({ DEV_MAILBOX: "1", EMAIL_TRANSPORT: "resend" })).status).toBe(404);
  });
});

describe("links die with the password or address they were sent for", { timeout: 30_000 }, () => {
  it("a password change voids every outstanding reset link", async () => {
    const { browser, username } = await newCustomer("changer");
    const email = `${username}@shop.test`;
    await new Browser().post("/api/auth/forgot-password", { email });
    const token = tokenIn((await lastLinkMail(email, "password_reset")).text);
    const changed = await browser.post("/api/auth/change-password", {
      currentPassword: "Chat-pass-1",
      newPassword: "Changed-pass-1",
      confirmPassword: "Changed-pass-1",
    });
    expect(changed.status).toBe(200);
    expect((await reset(token)).status).toBe(400);
  });

  it("an e-mail change voids reset and verification links", async () => {
    const { browser, username } = await newCustomer("mover");
    const email = `${username}@shop.test`;
    const verify = tokenIn((await lastLinkMail(email, "email_verify")).text);
    await new Browser().post("/api/auth/forgot-password", { email });
    const token = tokenIn((await lastLinkMail(email, "password_reset")).text);
    const moved = await browser.post("/api/auth/change-email", {
      newEmail: `moved-${email}`,
      password: "Chat-pass-1",
    });
    expect(moved.status).toBe(200);
    expect((await reset(token)).status).toBe(400);
    expect((await new Browser().post("/api/auth/verify-email", { token: verify })).status).toBe(400);
  });

  it("a reset voids the other outstanding links", async () => {
    const { username } = await newCustomer("resetter");
    const email = `${username}@shop.test`;
    await new Browser().post("/api/auth/forgot-password", { email });
    const first = tokenIn((await lastLinkMail(email, "password_reset")).text);
    await new Browser().post("/api/auth/forgot-password", { email });
    const second = tokenIn((await lastLinkMail(email, "password_reset", 1)).text);
    expect((await reset(second, "Second-pass-1")).status).toBe(200);
    expect((await reset(first)).status).toBe(400);
  });

  it("staff changing a customer's address voids the links sent to the old one", async () => {
    const { userId, username } = await newCustomer("staffmoved");
    const email = `${username}@shop.test`;
    await new Browser().post("/api/auth/forgot-password", { email });
    const token = tokenIn((await lastLinkMail(email, "password_reset")).text);
    const admin = as(await rootSession());
    const res = await admin.put(`/api/admin/users/${userId}`, { username, email: `other-${email}` });
    expect(res.status).toBe(200);
    expect((await reset(token)).status).toBe(400);
  });
});

describe("recovery answers tell no account apart", { timeout: 30_000 }, () => {
  it("forgot-password: same status, body and headers (Server-Timing included) for known and unknown", async () => {
    const { username } = await newCustomer("known");
    const client = new Browser();
    const known = await client.post("/api/auth/forgot-password", { email: `${username}@shop.test` });
    const unknown = await client.post("/api/auth/forgot-password", { email: "nobody-at-all@shop.test" });
    expect(known.status).toBe(unknown.status);
    expect(await known.text()).toBe(await unknown.text());
    const names = (r: Response) => [...r.headers.keys()].filter((n) => n !== "x-request-id").sort();
    expect(names(known)).toEqual(names(unknown));
    expect(known.headers.get("Server-Timing")).toBe(unknown.headers.get("Server-Timing"));
    expect(known.headers.get("Server-Timing")).not.toMatch(/d1/);
  });

  it("reset e-mails to one address stop at 5 from any number of clients; known or not, the answers never change", async () => {
    const { username } = await newCustomer("flooded");
    const known = `${username}@shop.test`;
    // Each request from a fresh client (the per-client limit never applies), its deferred work awaited.
    const forgot = async (email: string) => {
      const ctx = createExecutionContext();
      const request = new Request(`${ORIGIN}/api/auth/forgot-password`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Origin: ORIGIN,
          "CF-Connecting-IP": nextClientAddress(),
        },
        body: JSON.stringify({ email }),
      });
      const res = await worker.fetch(request, env, ctx);
      await waitOnExecutionContext(ctx);
      const names = [...res.headers.keys()].filter((n) => n !== "x-request-id").sort();
      return { status: res.status, body: await res.text(), names };
    };
    const resetRows = async (email: string) =>
      (
        await db()
          .select()
          .from(emailOutbox)
          .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, "password_reset")))
      ).length;
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await forgot(i % 2 ? known.toUpperCase() : known));
    expect(await resetRows(known)).toBe(5);
    const unknown = [];
    for (let i = 0; i < 6; i++) unknown.push(await forgot("nobody-flooded@shop.test"));
    // The sixth request, past the cap, is answered like the first, and like an unknown address.
    expect(new Set([...answers, ...unknown].map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[5]?.status).toBe(200);
    // The cap is keyed on a hash: no address is kept in the limits table.
    const keys = (await db().select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    const capKeys = keys.filter((k) => k.startsWith("reset-mail:"));
    expect(capKeys.length).toBeGreaterThanOrEqual(2);
    for (const key of capKeys) expect(key).toMatch(/^reset-mail:address:[0-9a-f]{64}$/);
  });

  it("verification e-mails to one address stop at 6 an hour (sign-up's and the five resends Profile allows)", async () => {
    const { userId, username } = await newCustomer("verifier");
    const email = `${username}@shop.test`;
    await lastLinkMail(email, "email_verify");
    for (let i = 0; i < 6; i++) await sendEmailVerification(db(), env, userId);
    const rows = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, "email_verify")));
    expect(rows).toHaveLength(6);
  });

  it("sign-in answers carry no query count; other answers keep theirs", async () => {
    const login = await new Browser().post("/api/auth/login", { emailOrUsername: "ghost", password: "x" });
    expect(login.headers.get("Server-Timing")).toBe("cache;desc=BYPASS");
    const staff = await new Browser().post("/api/admin/login", { username: "ghost", password: "x" });
    expect(staff.headers.get("Server-Timing")).toBe("cache;desc=BYPASS");
    expect((await call("/api/products")).headers.get("Server-Timing")).toMatch(/d1q;desc=\d+/);
  });

  it("every e-mailed link is built from SITE_URL, never from the Host of the request", async () => {
    const { username } = await newCustomer("hosted");
    const email = `${username}@shop.test`;
    // Another host than SITE_URL's; a reserved test name, so the local run still serves it (decision 0065).
    const res = await exports.default.fetch(
      new Request("http://evil.test/api/auth/forgot-password", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: "http://evil.test" },
        body: JSON.stringify({ email }),
      }),
    );
    expect(res.status).toBe(200);
    const mail = await lastLinkMail(email, "password_reset");
    expect(mail.text).toContain(`${env.SITE_URL}/auth/reset-password?token=`);
    expect(`${mail.text}${mail.html}`).not.toContain("evil.test");
    const verify = (await mailbox(email)).find((m) => m.subject === "Verify your e-mail address");
    expect(verify?.text).toContain(`${env.SITE_URL}/auth/verify-email?token=`);
  });
});

describe("personal answers are never stored", { timeout: 30_000 }, () => {
  it("a session cookie with a space before '=' is not anonymous, and nothing it saw is served to others", async () => {
    const { browser } = await newCustomer("poison");
    const token = browser.cookies.get("__Host-session");
    const url = `/shop?x=${Date.now()}`;
    const poisoned = await call(url, { headers: { Cookie: `__Host-session =${token}` } });
    expect(poisoned.headers.get("Cache-Control")).toBe("private, no-store");
    expect(poisoned.headers.get("Server-Timing")).toContain("cache;desc=BYPASS");
    const stranger = await call(url);
    expect(stranger.headers.get("Server-Timing")).toContain("cache;desc=MISS");
  });

  it("every answer to a request with a session, staff session, cart or toast cookie is private", async () => {
    for (const cookie of [
      "__Host-session=x",
      "__Host-admin_session=y",
      "__Host-cart=z",
      "__Host-flash=%7B%7D",
    ]) {
      const page = await call("/about", { headers: { Cookie: cookie } });
      expect(page.headers.get("Cache-Control"), cookie).toBe("private, no-store");
    }
    expect((await call("/about")).headers.get("Cache-Control") ?? "").not.toContain("private");
  });

  it("personal pages and every /api/user answer say private, no-store, signed in or not", async () => {
    const { browser } = await newCustomer("private");
    for (const path of [
      "/profile",
      "/my-orders",
      "/my-orders/1",
      "/my-orders/1/esim",
      "/my-esims",
      "/api/user/orders",
    ]) {
      expect((await call(path)).headers.get("Cache-Control"), path).toBe("private, no-store");
      expect((await browser.get(path)).headers.get("Cache-Control"), path).toBe("private, no-store");
    }
  });
});
