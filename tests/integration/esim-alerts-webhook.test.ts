import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { as, rootSession } from "./admin-helpers";
import {
  ALERT_SECRET,
  alertEmails,
  alertRows,
  deliveredEsim,
  expectStatus,
  notify,
  receivedAlert,
  signNotification,
  topupLink,
} from "./esim-alerts-helpers";
import { call, seedDatabase } from "./helpers";
import { mailbox } from "./mailbox";
import { configurePayments } from "./payment-helpers";

// POST /api/webhooks/esim: the supplier's signed usage notifications, and what the owner receives.
beforeAll(async () => {
  await seedDatabase();
  await configurePayments(await rootSession());
});

// notify() returns once the Worker's handler and its waitUntil work have finished, so what a
// notification wrote (alert rows, outbox rows) is in D1 when it returns: "nothing more" is read
// from there and from the handler's answer, never after a pause.

describe("the eSIM usage webhook", { timeout: 60_000 }, () => {
  it("answers the supplier's opt-in check: HEAD 200", async () => {
    const res = await call("/api/webhooks/esim", { method: "HEAD" });
    expect(res.status).toBe(200);
  });

  it("a signed low-data notification e-mails the owner once, with a one-tap top-up link", async () => {
    const esim = await deliveredEsim();
    await expectStatus(await notify({ iccid: esim.iccid, level: "data_75" }), 200);

    const mail = await receivedAlert(esim.email, "Your Japan eSIM has 25 % of its data left");
    expect(mail.text).toContain(topupLink(esim.iccid));
    expect(mail.html).toContain(`href="${topupLink(esim.iccid)}"`);
    const rows = await alertEmails(esim.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: esim.userId, order_id: esim.orderId });
    expect(await alertRows(esim.iccid)).toEqual([{ level: "data_75", round: 0, source: "supplier" }]);

    // The same notification again (the supplier retries): answered, nothing more written or sent.
    const again = await notify({ iccid: esim.iccid, level: "data_75" });
    expect(await again.json()).toEqual({ received: true, outcome: "repeat" });
    expect(await alertEmails(esim.email)).toHaveLength(1);

    // Each level once: the next one is its own e-mail. Once it has arrived, the mailbox still holds
    // the first alert once: a second would have needed an outbox row of its own.
    await expectStatus(await notify({ iccid: esim.iccid, level: "expire_1" }), 200);
    await receivedAlert(esim.email, "Your Japan eSIM expires in 1 day");
    expect(await alertEmails(esim.email)).toHaveLength(2);
    expect((await mailbox(esim.email)).filter((m) => m.subject.includes("25 %"))).toHaveLength(1);
  });

  it("two deliveries at once write one e-mail; after a delivered top-up the level may warn again", async () => {
    const esim = await deliveredEsim();
    const both = await Promise.all([
      notify({ iccid: esim.iccid, level: "data_90" }),
      notify({ iccid: esim.iccid, level: "data_90" }),
    ]);
    expect(both.map((res) => res.status)).toEqual([200, 200]);
    expect(await alertEmails(esim.email)).toHaveLength(1);

    // The top-up flow is tested with top-ups; here its outcome, a delivered top-up of this eSIM.
    await env.DB.prepare(
      "INSERT INTO orders (user_id, customer_email, customer_name, total_amount_sen, status, kind, topup_iccid) VALUES (?, ?, 'Top-up', 1000, 'delivered', 'topup', ?)",
    )
      .bind(esim.userId, esim.email, esim.iccid)
      .run();
    await expectStatus(await notify({ iccid: esim.iccid, level: "data_90" }), 200);
    expect((await alertRows(esim.iccid)).map((row) => row.round)).toEqual([0, 1]);
    expect(await alertEmails(esim.email)).toHaveLength(2);
  });

  it("refuses forged, missing and borrowed signatures with 401, and nothing happens", async () => {
    const esim = await deliveredEsim();
    const body = JSON.stringify({ iccid: esim.iccid, level: "data_90" });
    const other = JSON.stringify({ iccid: esim.iccid, level: "data_75" });
    const attempts = [
      await notify(body, { signature: "0".repeat(128) }),
      await notify(body, { signature: await signNotification(body, "not-the-shop-secret") }),
      await notify(body, { signature: null }),
      await notify(body, { signature: "" }),
      await notify(body, { signature: await signNotification(other, ALERT_SECRET) }),
      // The right signature, one byte of the body changed.
      await notify(`${body} `, { signature: await signNotification(body, ALERT_SECRET) }),
      // No secret configured: nothing can be proven, so nothing is accepted.
      await notify(body, { secret: "", signature: await signNotification(body, "any-secret") }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(401);
      expect(await res.json()).toHaveProperty("error");
    }
    expect(await alertRows(esim.iccid)).toEqual([]);
    expect(await alertEmails(esim.email)).toEqual([]);
  });

  it("a good signature over a bad body is a 400 that says why", async () => {
    const esim = await deliveredEsim();
    for (const body of ["not json", JSON.stringify({ iccid: esim.iccid, level: "data_50" }), "{}"]) {
      const res = await notify(body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/JSON|level|iccid/);
    }
    expect(await alertRows(esim.iccid)).toEqual([]);
  });

  it("an ICCID that is not ours is answered 200 and changes nothing", async () => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM email_outbox").first<{ n: number }>();
    const res = await notify({ iccid: "8944000000000000000", level: "data_90" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ received: true, outcome: "unknown" });
    const after = await env.DB.prepare("SELECT count(*) AS n FROM email_outbox").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it("writes no e-mail to an owner who turned alerts off, and none when turned on again later", async () => {
    const esim = await deliveredEsim();
    const off = await esim.browser.send("PUT", "/api/user/profile", { esimAlertEmails: false });
    expect(await off.json()).toMatchObject({ esimAlertEmails: false });
    await expectStatus(await notify({ iccid: esim.iccid, level: "expire_3" }), 200);
    expect(await alertRows(esim.iccid)).toEqual([{ level: "expire_3", round: 0, source: "supplier" }]);

    await esim.browser.send("PUT", "/api/user/profile", { esimAlertEmails: true });
    const again = await notify({ iccid: esim.iccid, level: "expire_3" });
    expect(await again.json()).toEqual({ received: true, outcome: "repeat" });
    expect(await alertEmails(esim.email)).toEqual([]);
  });

  it("a refunded eSIM gets no alert", async () => {
    const esim = await deliveredEsim();
    const refund = await as(await rootSession()).post(`/api/admin/orders/${esim.orderId}/refund`, {});
    expect(refund.status).toBe(200);
    const res = await notify({ iccid: esim.iccid, level: "data_90" });
    expect(await res.json()).toMatchObject({ received: true, outcome: "withdrawn" });
    expect(await alertRows(esim.iccid)).toEqual([]);
    expect(await alertEmails(esim.email)).toEqual([]);
  });

  it("accepts a notification as the Airalo stand-in signs it", async () => {
    const esim = await deliveredEsim();
    const signed = await fetch(`${env.TEST_AIRALO_URL}/__control/notify`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ iccid: esim.iccid, level: "data_90", secret: ALERT_SECRET }),
    });
    const { body, signature } = (await signed.json()) as { body: string; signature: string };
    expect(signature).toMatch(/^[0-9a-f]{128}$/);
    await expectStatus(await notify(body, { signature }), 200);
    await receivedAlert(esim.email, "Your Japan eSIM has 10 % of its data left");
  });
});
