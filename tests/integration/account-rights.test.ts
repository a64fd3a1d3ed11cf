import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { as, json, rootSession } from "./admin-helpers";
import { Browser } from "./browser";
import { live, newCustomer } from "./chat-helpers";
import { eventually } from "./fulfilment-helpers";
import { call, postJson, productId, seedDatabase } from "./helpers";
import { configurePayments, stripePaidOrder } from "./payment-helpers";

// The customer's rights over their data: "Download my data" and "Delete my account".

const PASSWORD = "Chat-pass-1";

beforeAll(async () => {
  await seedDatabase();
  await configurePayments(await rootSession());
});

/** A customer with a paid, delivered eSIM order, a refund request and a chat message. */
async function customerWithHistory() {
  const customer = await newCustomer("rights");
  const email = `${customer.username}@shop.test`;
  const { orderId } = await stripePaidOrder([{ slug: "japan-5gb-7-days" }], customer.browser);
  await env.DB.prepare("UPDATE orders SET shipping_address = ? WHERE id = ?")
    .bind(
      JSON.stringify({
        customerName: "Nurul",
        address: "1 Jalan Ampang",
        city: "KL",
        state: "WP",
        postalCode: "50450",
        country: "MY",
      }),
      orderId,
    )
    .run();
  const iccid = await eventually(async () => {
    const row = await env.DB.prepare("SELECT iccid FROM esims WHERE order_id = ?")
      .bind(orderId)
      .first<{ iccid: string }>();
    return row?.iccid;
  });
  const sent = await customer.browser.post("/api/chat/send", {
    roomId: customer.roomId,
    message: "Where is my QR code?",
  });
  expect(sent.status).toBe(201);
  return { ...customer, email, orderId, iccid };
}

describe("GET /api/user/export", () => {
  it("answers a private JSON file of the customer's own data, secrets left out", async () => {
    const me = await customerWithHistory();
    const stranger = await customerWithHistory();
    const response = await me.browser.get("/api/user/export");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await response.text();
    const data = JSON.parse(text);
    expect(data.profile).toMatchObject({
      id: me.userId,
      username: me.username,
      email: me.email,
      firstName: "Nurul",
    });
    expect(data.orders.map((o: { id: number }) => o.id)).toEqual([me.orderId]);
    expect(data.orders[0].items).toHaveLength(1);
    expect(data.orders[0].events.map((e: { toStatus: string }) => e.toStatus)).toContain("paid");
    expect(data.orders[0].esims[0]).toMatchObject({ iccid: me.iccid });
    expect(data.orders[0].esims[0].activationCode).toBeTruthy();
    expect(data.chats[0].messages[0]).toMatchObject({ from: "you", message: "Where is my QR code?" });
    expect(data).toMatchObject({ credit: null, consents: [], refundRequests: [] });
    expect(data.sessions.length).toBeGreaterThan(0);
    // Never a secret: no password hash, no token hash, nothing of the other customer.
    expect(text).not.toMatch(/pbkdf2|session_?token|tokenHash/i);
    for (const other of [stranger.username, stranger.email, stranger.iccid])
      expect(text).not.toContain(other);
  });

  it("is 401 signed out and with an ended session", async () => {
    expect((await call("/api/user/export")).status).toBe(401);
    const me = await newCustomer("ended");
    const stolen = me.browser.clone();
    await me.browser.post("/api/auth/logout");
    expect((await stolen.get("/api/user/export")).status).toBe(401);
  });
});

describe("POST /api/user/delete-account", () => {
  it("refuses a bad body (400), a wrong password (401), another site (403) and the signed out (401)", async () => {
    const me = await newCustomer("keeper");
    expect((await me.browser.post("/api/user/delete-account", {})).status).toBe(400);
    expect((await me.browser.post("/api/user/delete-account", { password: "" })).status).toBe(400);
    const wrong = await me.browser.post("/api/user/delete-account", { password: "not-it" });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: "Password is incorrect" });
    const foreign = await me.browser.post(
      "/api/user/delete-account",
      { password: PASSWORD },
      { headers: { Origin: "https://evil.example" } },
    );
    expect(foreign.status).toBe(403);
    expect((await postJson("/api/user/delete-account", { password: PASSWORD })).status).toBe(401);
    // Still there, still signed in.
    expect((await me.browser.get("/api/auth/user")).status).toBe(200);
  });

  it("counts password guesses with the other current-password checks (429 after the limit)", async () => {
    const me = await newCustomer("guessed");
    let status = 0;
    for (let i = 0; i < 11 && status !== 429; i += 1) {
      status = (await me.browser.post("/api/user/delete-account", { password: `guess-${i}` })).status;
    }
    expect(status).toBe(429);
    // The right password is refused too until the window passes: the limit holds for everyone.
    expect((await me.browser.post("/api/user/delete-account", { password: PASSWORD })).status).toBe(429);
  });

  it("erases the person, keeps the receipts, ends every session and socket; the names can register again", async () => {
    const me = await customerWithHistory();
    const phone = new Browser();
    const signedIn = await phone.post("/api/auth/login", {
      emailOrUsername: me.username,
      password: PASSWORD,
    });
    expect(signedIn.status).toBe(200);
    const socket = await live(phone, `/api/chat/ws/${me.roomId}`);
    await me.browser.post("/api/cart", { productId: await productId("japan-5gb-7-days"), quantity: 1 });

    const deleted = await me.browser.post("/api/user/delete-account", { password: PASSWORD });
    expect(deleted.status).toBe(200);
    expect(deleted.headers.get("Cache-Control")).toBe("private, no-store");
    expect(me.browser.cookies.has("__Host-session")).toBe(false);

    await socket.until(() => socket.closed !== null);
    expect(socket.closed?.code).toBe(4001);
    expect((await phone.get("/api/user/export")).status).toBe(401);

    const user = await env.DB.prepare("SELECT * FROM users WHERE id = ?")
      .bind(me.userId)
      .first<Record<string, unknown>>();
    expect(user).toMatchObject({
      username: `deleted#${me.userId}`,
      email: `deleted#${me.userId}@deleted.invalid`,
      first_name: null,
      last_name: null,
      phone: null,
      ip_address: null,
      deleted_by: null,
    });
    expect(user?.deleted_at).not.toBeNull();
    const order = await env.DB.prepare("SELECT * FROM orders WHERE id = ?")
      .bind(me.orderId)
      .first<Record<string, unknown>>();
    expect(order).toMatchObject({
      user_id: me.userId,
      customer_name: `Deleted customer #${me.userId}`,
      customer_email: `deleted#${me.userId}@deleted.invalid`,
      shipping_address: null,
      status: expect.stringMatching(/paid|delivered/),
    });
    const count = async (sql: string) =>
      (await env.DB.prepare(sql).bind(me.userId).first<{ n: number }>())?.n;
    expect(
      await count(
        "SELECT count(*) n FROM order_items WHERE order_id IN (SELECT id FROM orders WHERE user_id = ?)",
      ),
    ).toBe(1);
    expect(await count("SELECT count(*) n FROM chat_rooms WHERE user_id = ?")).toBe(0);
    expect(
      await count("SELECT count(*) n FROM chat_messages WHERE sender_type = 'user' AND sender_id = ?"),
    ).toBe(0);
    expect(await count("SELECT count(*) n FROM cart_items WHERE user_id = ?")).toBe(0);
    expect(await count("SELECT count(*) n FROM auth_tokens WHERE user_id = ?")).toBe(0);
    // The e-mails written to the person keep no address or body.
    expect(await count("SELECT count(*) n FROM email_outbox WHERE user_id = ?")).toBeGreaterThan(0);
    expect(
      await count(
        "SELECT count(*) n FROM email_outbox WHERE user_id = ? AND (to_address NOT LIKE 'deleted#%' OR text_body IS NOT NULL)",
      ),
    ).toBe(0);
    // One audit row, by no staff member: the customer acted.
    const audit = await env.DB.prepare(
      "SELECT * FROM audit_logs WHERE action = 'ACCOUNT_ERASE' AND target_id = ?",
    )
      .bind(me.userId)
      .all<Record<string, unknown>>();
    expect(audit.results).toHaveLength(1);
    expect(audit.results[0]).toMatchObject({ admin_id: null, target_type: "user" });
    expect(await count("SELECT count(*) n FROM user_sessions WHERE user_id = ? AND revoked_at IS NULL")).toBe(
      0,
    );

    // A deleted account cannot sign in: the same 401 as a wrong password, by either old name.
    for (const login of [me.username, me.email]) {
      const retry = await new Browser().post("/api/auth/login", {
        emailOrUsername: login,
        password: PASSWORD,
      });
      expect(retry.status).toBe(401);
      expect(await retry.json()).toMatchObject({ error: "Invalid credentials" });
    }
    // Staff see which account it was, and nothing more.
    const staff = as(await rootSession());
    const listed = await json(
      await staff.get(`/api/admin/users?q=${encodeURIComponent(`deleted#${me.userId}`)}`),
    );
    expect(listed.items[0]).toMatchObject({
      id: me.userId,
      name: `Deleted customer #${me.userId}`,
      deleted: true,
    });
    const orders = await json(
      await staff.get(`/api/admin/orders?q=${encodeURIComponent("Deleted customer")}`),
    );
    expect(orders.items.map((o: { customerName: string }) => o.customerName)).toContain(
      `Deleted customer #${me.userId}`,
    );

    const again = await new Browser().post("/api/auth/register", {
      username: me.username,
      email: me.email,
      password: "Fresh-start-1",
      confirmPassword: "Fresh-start-1",
    });
    expect(again.status).toBe(201);
  });
});
