import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { renderSVG } from "uqr";
import { beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, orderEvents } from "../../worker/db/schema";
import { DEMO_FAIL_NEXT_KEY, demoSimKey } from "../../worker/integrations/esim/demo";
import { as, auditCount, ICELAND_PLAN, json, lastAudit, rootSession, staffCookie } from "./admin-helpers";
import { newCustomer } from "./chat-helpers";
import { db, eventually, orderStatus } from "./fulfilment-helpers";
import { seedDatabase } from "./helpers";
import { configurePayments, stripePaidOrder } from "./payment-helpers";

beforeAll(async () => {
  await seedDatabase();
  await configurePayments(await rootSession());
});

describe("customer eSIM view", { timeout: 30_000 }, () => {
  it("shows the owner codes, QR, iPhone and Android links and live usage; another customer gets 404", async () => {
    const owner = await newCustomer("owner");
    const other = await newCustomer("other");
    const { orderId } = await stripePaidOrder([{ slug: "japan-5gb-7-days" }], owner.browser);
    await eventually(async () => (await orderStatus(orderId)) === "delivered");

    const res = await owner.browser.get(`/api/user/orders/${orderId}/esims`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const body = await json(res);
    expect(body.status).toBe("delivered");
    expect(body.esims).toHaveLength(1);
    const [esim] = body.esims;
    expect(esim.lpa).toBe(`LPA:1$${esim.smdpAddress}$${esim.activationCode}`);
    expect(esim.iphoneInstallUrl).toBe(
      `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(esim.lpa)}`,
    );
    expect(esim.androidInstallUrl).toBe(
      `https://esimsetup.android.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(esim.lpa)}`,
    );
    expect(esim.qrSvg).toMatch(/^<svg/);
    expect(esim.qrSvg).toBe(renderSVG(esim.lpa, { ecc: "M", border: 2, pixelSize: 8 }));
    expect(esim.usage).toMatchObject({ status: "not_installed", totalMb: 5120, remainingMb: 5120 });

    // Usage is live from the supplier.
    await env.SUPPLIER_KV.put(
      demoSimKey(esim.iccid),
      JSON.stringify({
        status: "active",
        totalMb: 5120,
        remainingMb: 2048,
        unlimited: false,
        expiresAt: null,
      }),
    );
    const again = await json(await owner.browser.get(`/api/user/orders/${orderId}/esims`));
    expect(again.esims[0].usage).toMatchObject({ status: "active", remainingMb: 2048 });

    const stranger = await other.browser.get(`/api/user/orders/${orderId}/esims`);
    expect(stranger.status).toBe(404);
    expect(JSON.stringify(await stranger.json())).not.toContain(esim.activationCode);
    const anonymous = await (await import("./helpers")).call(`/api/user/orders/${orderId}/esims`);
    expect(anonymous.status).toBe(401);

    // Staff with canViewOrders see it too, and that they read the codes is audited.
    const staff = await as(await rootSession()).get(`/api/admin/orders/${orderId}/delivery`);
    expect((await json(staff)).esims[0].activationCode).toBe(esim.activationCode);
    expect(await lastAudit()).toMatchObject({
      action: "ESIM_CODES_VIEWED",
      target_type: "order",
      target_id: orderId,
    });
  });
});

describe("staff: failed fulfilment, physical SIMs, e-mails", { timeout: 30_000 }, () => {
  it("retries a failed fulfilment: failed → delivered, audited once", async () => {
    await env.SUPPLIER_KV.put(DEMO_FAIL_NEXT_KEY, "100");
    const { orderId } = await stripePaidOrder([{ slug: "japan-5gb-7-days" }]);
    await eventually(async () => (await orderStatus(orderId)) === "failed", 20_000).finally(() =>
      env.SUPPLIER_KV.delete(DEMO_FAIL_NEXT_KEY),
    );
    const admin = as(await rootSession());
    const list = await json(await admin.get("/api/admin/orders?q=failed"));
    expect(
      list.items.some((o: { id: number; status: string }) => o.id === orderId && o.status === "failed"),
    ).toBe(true);

    const audits = await auditCount();
    const res = await admin.post(`/api/admin/orders/${orderId}/retry-fulfilment`);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ orderId, result: "delivered" });
    expect(await orderStatus(orderId)).toBe("delivered");
    expect(await auditCount()).toBe(audits + 1);
    expect((await lastAudit())?.action).toBe("ORDER_FULFILMENT_RETRY");
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.at(-1)).toMatchObject({ fromStatus: "failed", toStatus: "delivered" });
    // Not failed any more: a second retry is a conflict and writes no audit row.
    expect((await admin.post(`/api/admin/orders/${orderId}/retry-fulfilment`)).status).toBe(409);
    expect(await auditCount()).toBe(audits + 1);
  });

  it("ships physical SIM lines: shipped, not delivered, until staff say it arrived; the customer sees tracking", async () => {
    const customer = await newCustomer("sim");
    const { orderId, itemIds } = await stripePaidOrder(
      [{ slug: "japan-5gb-7-days" }, { slug: physicalSlug }],
      customer.browser,
    );
    // The eSIM line is delivered by the queue; the order waits for the SIM.
    await eventually(async () => {
      const view = await json(await customer.browser.get(`/api/user/orders/${orderId}/esims`));
      return view.esims.length === 1 ? view : null;
    });
    expect(await orderStatus(orderId)).toBe("paid");

    const admin = as(await rootSession());
    const [esimItem, simItem] = itemIds;
    const bad = await admin.post(`/api/admin/orders/${orderId}/items/${esimItem}/ship`, {
      carrier: "Pos Laju",
      trackingNumber: "EM123456789MY",
    });
    expect(bad.status).toBe(400);
    const invalid = await admin.post(`/api/admin/orders/${orderId}/items/${simItem}/ship`, { carrier: "" });
    expect(invalid.status).toBe(400);
    const audits = await auditCount();
    const res = await admin.post(`/api/admin/orders/${orderId}/items/${simItem}/ship`, {
      carrier: "Pos Laju",
      trackingNumber: "EM123456789MY",
    });
    expect(res.status).toBe(200);
    expect((await json(res)).status).toBe("shipped");
    expect(await orderStatus(orderId)).toBe("shipped");
    expect(await auditCount()).toBe(audits + 1);
    expect((await lastAudit())?.action).toBe("ORDER_LINE_SHIPPED");
    const view = await json(await customer.browser.get(`/api/user/orders/${orderId}/esims`));
    expect(view.shipments).toEqual([
      expect.objectContaining({
        status: "shipped",
        carrier: "Pos Laju",
        trackingNumber: "EM123456789MY",
        trackingUrl: "https://tracking.pos.com.my/tracking/EM123456789MY",
      }),
    ]);
    // Only staff say it arrived: the customer, and an eSIM line, are refused.
    expect(
      (await customer.browser.post(`/api/admin/orders/${orderId}/items/${simItem}/delivered`)).status,
    ).toBe(401);
    expect((await admin.post(`/api/admin/orders/${orderId}/items/${esimItem}/delivered`)).status).toBe(400);
    // Saying it arrived delivers the order: a write, asked of the same staff who may ship it.
    const viewer = as(await staffCookie(await rootSession(), "simviewer", { canViewOrders: true }));
    const refused = await viewer.post(`/api/admin/orders/${orderId}/items/${simItem}/delivered`);
    expect(refused.status).toBe(403);
    expect(await orderStatus(orderId)).toBe("shipped");
    const arrived = await admin.post(`/api/admin/orders/${orderId}/items/${simItem}/delivered`);
    expect(arrived.status).toBe(200);
    expect((await json(arrived)).status).toBe("delivered");
    expect((await lastAudit())?.action).toBe("ORDER_LINE_DELIVERED");
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.map((e) => e.toStatus).slice(-2)).toEqual(["shipped", "delivered"]);
    expect((await admin.post(`/api/admin/orders/${orderId}/items/${simItem}/delivered`)).status).toBe(409);
    const after = await json(await customer.browser.get(`/api/user/orders/${orderId}/esims`));
    expect(after.shipments[0].status).toBe("delivered");
    const shipped = await eventually(() =>
      db()
        .select()
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.orderId, orderId),
            eq(emailOutbox.template, "sim_shipped"),
            eq(emailOutbox.status, "sent"),
          ),
        )
        .get(),
    );
    expect(shipped.textBody).toContain("EM123456789MY");
    expect(shipped.textBody).toContain("https://tracking.pos.com.my/tracking/EM123456789MY");
    expect(
      (
        await admin.post(`/api/admin/orders/${orderId}/items/${simItem}/ship`, {
          carrier: "DHL",
          trackingNumber: "X1234",
        })
      ).status,
    ).toBe(409);
  });

  it("lists e-mails with status for canViewOrders staff, bodies for canReadEmails (audited), and resends", async () => {
    const root = await rootSession();
    const buyer = await newCustomer("maillist");
    const address = `${buyer.username}@shop.test`;
    const { orderId } = await stripePaidOrder([{ slug: "japan-5gb-7-days" }], buyer.browser);
    await eventually(async () => {
      const rows = await db().select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId));
      return rows.find((r) => r.template === "esim_ready")?.status === "sent";
    });
    const viewer = await staffCookie(root, "mailviewer", { canViewOrders: true });
    const list = await json(await as(viewer).get(`/api/admin/emails?q=${encodeURIComponent(address)}`));
    expect(list.items.map((m: { template: string }) => m.template).sort()).toEqual([
      "email_verify",
      "esim_ready",
      // Held in the queue, then dropped: the eSIM e-mail carries the receipt (decision 0037).
      "payment_confirmed",
    ]);
    const ready = list.items.find((m: { template: string }) => m.template === "esim_ready");
    expect(ready).toMatchObject({ status: "sent", to: address, hasLink: false });
    // The list never carries bodies (they hold eSIM codes): reading one is its own permission.
    expect(ready).not.toHaveProperty("text");
    expect((await as(viewer).get(`/api/admin/emails/${ready.id}`)).status).toBe(403);
    const reader = await staffCookie(root, "mailreader", { canViewOrders: true, canReadEmails: true });
    const body = await json(await as(reader).get(`/api/admin/emails/${ready.id}`));
    expect(body.text).toContain("Activation code:");
    // Staff read the e-mail as sent, but not the signed image address that opens the customer's QR.
    expect(body.html).toContain("QR code to install Japan");
    expect(body.html).not.toContain("/api/esim-qr/");
    expect(body.text).not.toContain("/api/esim-qr/");
    expect((await lastAudit())?.action).toBe("EMAIL_READ");
    // Staff read "eSIM ready to install" in the list, and may search by it as well as by the code.
    const byLabel = await json(await as(viewer).get("/api/admin/emails?q=ready%20to%20install"));
    expect(byLabel.items.map((m: { id: number }) => m.id)).toContain(ready.id);
    expect(byLabel.items.every((m: { template: string }) => m.template === "esim_ready")).toBe(true);

    const noAccess = await staffCookie(root, "nomail", { canManageProducts: true });
    expect((await as(noAccess).get("/api/admin/emails")).status).toBe(403);
    expect((await as(noAccess).post(`/api/admin/emails/${ready.id}/resend`)).status).toBe(403);

    const audits = await auditCount();
    const res = await as(viewer).post(`/api/admin/emails/${ready.id}/resend`);
    expect(res.status).toBe(200);
    expect(await auditCount()).toBe(audits + 1);
    expect((await lastAudit())?.action).toBe("EMAIL_RESEND");
    const resent = await eventually(async () => {
      const row = await db().select().from(emailOutbox).where(eq(emailOutbox.id, ready.id)).get();
      return row?.status === "sent" && row.attempts === 2 ? row : null;
    });
    expect(resent.providerMessageId).toContain("resend");
  });
});

describe("supplier package per product", () => {
  it("is edited in the admin product form, kept when left out, and never shown to the shop", async () => {
    const admin = as(await rootSession());
    const base = ICELAND_PLAN;
    const created = await json(
      await admin.post("/api/admin/products", { ...base, supplierPackage: "iceland-10days-8gb" }),
    );
    const id = created.product.id;
    expect(created.product.supplierPackage).toBe("iceland-10days-8gb");
    const kept = await json(await admin.put(`/api/admin/products/${id}`, { ...base, price: "40" }));
    expect(kept.product.supplierPackage).toBe("iceland-10days-8gb");
    const bad = await admin.put(`/api/admin/products/${id}`, { ...base, supplierPackage: "has spaces!" });
    expect(bad.status).toBe(400);
    const shop = await (await (await import("./helpers")).call("/api/products?search=Iceland")).text();
    expect(shop).not.toContain("iceland-10days-8gb");
  });
});

const physicalSlug = await (async () => {
  const { SEED_PRODUCTS } = await import("../../worker/db/seed-data");
  const sim = SEED_PRODUCTS.find((p) => p.type === "Physical SIM");
  if (!sim) throw new Error("no physical SIM in the seed");
  return sim.slug;
})();
