import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "../../worker/auth/tokens";
import { authTokens, emailOutbox, fulfilments, orders, users } from "../../worker/db/schema";
import { assertEmailVerifiedForCheckout } from "../../worker/services/checkout/verification";
import { paidStatements } from "../../worker/services/orders/after-paid";
import { as, auditCount, json, rootSession } from "./admin-helpers";
import { Browser } from "./browser";
import { newCustomer } from "./chat-helpers";
import { db } from "./fulfilment-helpers";
import { seedDatabase } from "./helpers";
import { lastLinkMail, tokenIn } from "./mailbox";
import { checkedOutOrder, configurePayments } from "./payment-helpers";

beforeAll(async () => {
  await seedDatabase();
  await configurePayments(await rootSession());
});

const lastMail = (to: string, kind: "password_reset" | "email_verify", after = 0) =>
  lastLinkMail(to, kind, after);

describe("forgot and reset password", { timeout: 30_000 }, () => {
  it("answers the same for known and unknown addresses; e-mails a hashed, single-use link", async () => {
    const { browser, username } = await newCustomer("forgot");
    const email = `${username}@shop.test`;
    const stranger = new Browser();
    const known = await stranger.post("/api/auth/forgot-password", { email });
    const unknown = await stranger.post("/api/auth/forgot-password", { email: "nobody-here@shop.test" });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    expect(
      await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, "nobody-here@shop.test")),
    ).toHaveLength(0);

    const mail = await lastMail(email, "password_reset");
    expect(mail.text).toContain("/auth/reset-password?token=");
    const token = tokenIn(mail.text);
    const stored = await db().select().from(authTokens).where(eq(authTokens.purpose, "password_reset"));
    expect(stored.some((t) => t.tokenHash === token)).toBe(false);
    const row = stored.find((t) => t.email === email);
    expect(row?.tokenHash).toBe(await sha256Hex(token));
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(30 * 60_000);

    // The signed-in browser's session works before the reset…
    expect((await browser.get("/api/auth/user")).status).toBe(200);
    const mismatch = await stranger.post("/api/auth/reset-password", {
      token,
      password: "New-pass-1",
      confirmPassword: "nope",
    });
    expect(mismatch.status).toBe(400);
    const res = await stranger.post("/api/auth/reset-password", {
      token,
      password: "New-pass-1",
      confirmPassword: "New-pass-1",
    });
    expect(res.status).toBe(200);
    // …and not after: every session of the user ended.
    expect((await browser.get("/api/auth/user")).status).toBe(401);
    const again = await stranger.post("/api/auth/reset-password", {
      token,
      password: "Other-pass-1",
      confirmPassword: "Other-pass-1",
    });
    expect(again.status).toBe(400);
    const login = await new Browser().post("/api/auth/login", {
      emailOrUsername: username,
      password: "New-pass-1",
    });
    expect(login.status).toBe(200);
  });

  it("refuses an expired link", async () => {
    const { username } = await newCustomer("expired");
    const email = `${username}@shop.test`;
    await new Browser().post("/api/auth/forgot-password", { email });
    const token = tokenIn((await lastMail(email, "password_reset")).text);
    await db()
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, await sha256Hex(token)));
    const res = await new Browser().post("/api/auth/reset-password", {
      token,
      password: "New-pass-1",
      confirmPassword: "New-pass-1",
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain("expired");
  });

  it("is limited per client only: strangers asking for the owner's link neither block nor void it", async () => {
    const { username } = await newCustomer("recover");
    const email = `${username}@shop.test`;
    const owner = new Browser();
    expect((await owner.post("/api/auth/forgot-password", { email })).status).toBe(200);
    const ownersLink = tokenIn((await lastMail(email, "password_reset")).text);
    // Three strangers from three addresses ask too: none is refused, and the owner can still ask.
    for (let i = 0; i < 3; i++)
      expect((await new Browser().post("/api/auth/forgot-password", { email })).status).toBe(200);
    await lastMail(email, "password_reset", 3);
    expect((await owner.post("/api/auth/forgot-password", { email })).status).toBe(200);
    const newest = tokenIn((await lastMail(email, "password_reset", 4)).text);
    // The newest two links work, once each; older ones (the owner's first among them) do not.
    const reset = (token: string, password: string) =>
      new Browser().post("/api/auth/reset-password", { token, password, confirmPassword: password });
    expect((await reset(ownersLink, "Owner-pass-1")).status).toBe(400);
    expect((await reset(newest, "Owner-pass-2")).status).toBe(200);

    const client = new Browser();
    const perClient: number[] = [];
    for (let i = 0; i < 11; i++) {
      perClient.push((await client.post("/api/auth/forgot-password", { email: `c${i}@shop.test` })).status);
    }
    expect(perClient.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(perClient.at(-1)).toBe(429);
  });

  it("a stranger's request after the owner's keeps the owner's link working", async () => {
    const { username } = await newCustomer("kept");
    const email = `${username}@shop.test`;
    await new Browser().post("/api/auth/forgot-password", { email });
    const ownersLink = tokenIn((await lastMail(email, "password_reset")).text);
    await new Browser().post("/api/auth/forgot-password", { email });
    await lastMail(email, "password_reset", 1);
    const res = await new Browser().post("/api/auth/reset-password", {
      token: ownersLink,
      password: "Kept-pass-1",
      confirmPassword: "Kept-pass-1",
    });
    expect(res.status).toBe(200);
  });
});

describe("e-mail verification", { timeout: 30_000 }, () => {
  it("registration sends a link; opening it verifies; e-mail change unverifies and sends a new one", async () => {
    const { browser, username } = await newCustomer("verify");
    const email = `${username}@shop.test`;
    expect((await json(await browser.get("/api/auth/user"))).user.emailVerified).toBe(false);
    const mail = await lastMail(email, "email_verify");
    const token = tokenIn(mail.text);
    const row = await db()
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, await sha256Hex(token)))
      .get();
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(24 * 60 * 60_000);

    expect((await new Browser().post("/api/auth/verify-email", { token })).status).toBe(200);
    expect((await json(await browser.get("/api/auth/user"))).user.emailVerified).toBe(true);
    expect((await new Browser().post("/api/auth/verify-email", { token })).status).toBe(400);
    expect((await browser.post("/api/auth/resend-verification")).status).toBe(409);

    const changed = await browser.post("/api/auth/change-email", {
      newEmail: `new-${email}`,
      password: "Chat-pass-1",
    });
    expect(changed.status).toBe(200);
    const user = await db()
      .select()
      .from(users)
      .where(eq(users.email, `new-${email}`))
      .get();
    expect(user?.emailVerifiedAt).toBeNull();
    const next = await lastMail(`new-${email}`, "email_verify");
    expect(tokenIn(next.text)).not.toBe(token);
  });

  it("checkout may require a verified e-mail: off by default, staff switch it (audited)", async () => {
    const { userId, browser } = await newCustomer("checkout");
    await expect(assertEmailVerifiedForCheckout(db(), userId)).resolves.toBeUndefined();
    const admin = as(await rootSession());
    expect(await json(await admin.get("/api/admin/settings/checkout"))).toEqual({
      requireVerifiedEmail: false,
    });
    const audits = await auditCount();
    expect((await admin.put("/api/admin/settings/checkout", { requireVerifiedEmail: true })).status).toBe(
      200,
    );
    expect(await auditCount()).toBe(audits + 1);
    await expect(assertEmailVerifiedForCheckout(db(), userId)).rejects.toThrow("verify your e-mail");
    // Resend while unverified writes another link.
    expect((await browser.post("/api/auth/resend-verification")).status).toBe(200);
    await admin.put("/api/admin/settings/checkout", { requireVerifiedEmail: false });
  });
});

describe("outbox in the same batch as its cause", () => {
  it("a paid batch that fails writes neither the e-mail nor the fulfilment rows", async () => {
    const { orderId } = await checkedOutOrder([{ slug: "japan-5gb-7-days" }]);
    const d = db();
    const mails = () => d.select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId));
    // Checkout has written its own e-mail (order received); the paid batch's come on top.
    const atCheckout = (await mails()).length;
    // The batch's last statement breaks a constraint, so D1 rolls the whole batch back.
    await expect(
      d.batch([
        ...paidStatements(d, orderId),
        d.update(orders).set({ totalAmountSen: sql`null` }).where(eq(orders.id, orderId)),
      ] as [never]),
    ).rejects.toThrow();
    // Rolled back whole: the breaking statement too, so the order is as it was, still awaiting payment.
    const untouched = await d.select().from(orders).where(eq(orders.id, orderId)).get();
    expect(untouched).toMatchObject({ status: "pending" });
    expect(untouched?.totalAmountSen).toBeGreaterThan(0);
    expect(await mails()).toHaveLength(atCheckout);
    expect(await d.select().from(fulfilments).where(eq(fulfilments.orderId, orderId))).toHaveLength(0);
    // The same statements in a batch that commits write one of each, and again nothing more.
    await d.batch(paidStatements(d, orderId) as [never]);
    await d.batch(paidStatements(d, orderId) as [never]);
    expect(await mails()).toHaveLength(atCheckout + 1);
    expect(await d.select().from(fulfilments).where(eq(fulfilments.orderId, orderId))).toHaveLength(1);
  });
});
