// The Orders list's filters and CSV export, and the "Needs attention" count, for order staff.

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { malaysiaDayOf } from "../../app/lib/dates";
import { orders } from "../../worker/db/schema";
import { lastAudit } from "./admin-helpers";
import { appHandler } from "./app-routes";
import { newCustomer } from "./chat-helpers";
import { db, eventually, orderStatus } from "./fulfilment-helpers";
import { ORIGIN } from "./helpers";
import {
  asPage,
  checkedOutOrder,
  DESK,
  ESIM,
  load,
  physicalSlug,
  setUpDesk,
  stripePaidOrder,
} from "./order-desk-harness";
import { requestContext } from "./route-harness";

let nobody: string;
let viewer: string;
let refunder: string;

beforeAll(async () => {
  ({ nobody, viewer, refunder } = await setUpDesk());
});

describe("the Orders list's filters and CSV export", () => {
  async function csv(query: string, cookie?: string) {
    const request = new Request(
      `${ORIGIN}/admin/orders.csv${query}`,
      cookie ? { headers: { Cookie: cookie } } : {},
    );
    return appHandler.queryRoute(request, {
      requestContext: requestContext(),
      generateMiddlewareResponse: async (queryRoute) => queryRoute(request),
    }) as Promise<Response>;
  }

  it("finds orders by status, date range and the ICCID of one of their eSIMs", async () => {
    const { orderId } = await stripePaidOrder([{ slug: ESIM }]);
    await eventually(async () => (await orderStatus(orderId)) === "delivered");
    const page = asPage(await load(`/admin/orders/${orderId}`, viewer));
    const iccid =
      (page.loaderData[DESK] as { order: { esims: { iccid: string }[] } }).order.esims[0]?.iccid ?? "";
    const list = async (query: string) => {
      const result = asPage(await load(`/admin/orders?${query}`, viewer));
      return (
        result.loaderData["routes/admin.orders"] as { orders: { items: { id: number }[] } }
      ).orders.items.map((o) => o.id);
    };
    expect(await list(`q=${iccid}`)).toEqual([orderId]);
    expect(await list("status=delivered&pageSize=100")).toContain(orderId);
    expect(await list("status=cancelled&pageSize=100")).not.toContain(orderId);
    // The filter's days are the Malaysia days the Date column shows.
    const today = malaysiaDayOf(Date.now());
    const tomorrow = malaysiaDayOf(Date.now() + 24 * 60 * 60 * 1000);
    expect(await list(`from=${today}&to=${today}&pageSize=100`)).toContain(orderId);
    expect(await list(`from=${tomorrow}&pageSize=100`)).not.toContain(orderId);
    expect(await list("to=2020-01-01")).toEqual([]);
    // Refund, cancel and ship buttons are drawn only for members who may use them.
    const can = async (cookie: string) => {
      const data = asPage(await load("/admin/orders", cookie)).loaderData["routes/admin.orders"] as {
        canRefund: boolean;
        canShip: boolean;
      };
      return { refund: data.canRefund, ship: data.canShip };
    };
    expect(await can(viewer)).toEqual({ refund: false, ship: false });
    expect(await can(refunder)).toEqual({ refund: true, ship: true });
  });

  it("exports the same filters as CSV, privately, with formula injection defused; staff only", async () => {
    const buyer = await newCustomer("csvbuyer");
    const email = `${buyer.username}@shop.test`;
    const { orderId } = await stripePaidOrder([{ slug: ESIM }], buyer.browser);
    await db()
      .update(orders)
      .set({ customerName: '=HYPERLINK("http://evil.test","Click"), "quoted"' })
      .where(eq(orders.id, orderId));
    const res = await csv(`?q=${email}`, viewer);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await res.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      '"Order ID","Created (UTC)","Status","Customer","Email","Total (MYR)","Refunded (MYR)","Payment method","Payment intent","Items"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${orderId},`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"",""Click""), ""quoted"""`);
    expect(lines[1]).toContain(`"${email}"`);
    // The Items column names this order's own lines.
    expect(lines[1]?.endsWith(',"Japan x 1"')).toBe(true);
    // A file of customers leaves the shop: who took it, and with which filters, is audited.
    expect(await lastAudit()).toMatchObject({ action: "ORDERS_EXPORTED", target_type: "order" });
    expect(JSON.parse(String((await lastAudit())?.details))).toMatchObject({
      filters: { q: email },
      rows: 1,
    });

    const denied = await csv("", nobody).catch((error: unknown) => error as Response);
    expect(denied.status).toBe(403);
    const guest = await csv("").catch((error: unknown) => error as Response);
    expect(guest.status).toBe(302);
  });
});

describe("Needs attention", () => {
  it("counts failed fulfilments and open refund requests for order staff, nothing for others", async () => {
    type Counts = {
      failedFulfilments: number;
      refundRequests: number;
      unansweredChats: number;
      total: number;
    };
    const attention = async (cookie: string) =>
      (asPage(await load("/admin/orders", cookie)).loaderData["routes/admin"] as { attention: Counts })
        .attention;
    const before = await attention(viewer);
    const { orderId } = await checkedOutOrder([{ slug: ESIM }]);
    await db().update(orders).set({ status: "failed" }).where(eq(orders.id, orderId));
    const after = await attention(viewer);
    expect(after).toMatchObject({ failedFulfilments: before.failedFulfilments + 1, unansweredChats: 0 });
    expect(after.total).toBe(before.total + 1);
    // Staff who handle neither orders nor chat are shown no count (and their page is a 403).
    expect(await attention(nobody)).toMatchObject({ total: 0 });
  });
});

describe("paid orders that waited too long, and packing slips", () => {
  type Counts = { lateShipments: number; stuckOrders: number; total: number };
  const attention = async (cookie: string) =>
    (asPage(await load("/admin/orders", cookie)).loaderData["routes/admin"] as { attention: Counts })
      .attention;
  const listed = async (query: string, cookie: string) =>
    (
      asPage(await load(`/admin/orders${query}&pageSize=100`, cookie)).loaderData["routes/admin.orders"] as {
        orders: { items: { id: number }[] };
      }
    ).orders.items.map((o) => o.id);
  const SLIPS = "routes/admin.orders.packing-slips";
  type AddressRow = { id: number; shippingAddress: Record<string, string> | null };

  it("a SIM not shipped within one working day and a paid order stuck past the setting need attention", async () => {
    const before = await attention(viewer);
    const { orderId: sim } = await stripePaidOrder([{ slug: physicalSlug }]);
    // Paid just now: within its working day, not late.
    expect(await orderStatus(sim)).toBe("paid");
    expect((await attention(viewer)).lateShipments).toBe(before.lateShipments);
    expect(await listed("?flag=late-sim", viewer)).not.toContain(sim);
    // Paid a week ago and still waiting: late, listed, and not counted as stuck as well.
    await db()
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 7 * 86_400_000) })
      .where(eq(orders.id, sim));
    const late = await attention(viewer);
    expect(late.lateShipments).toBe(before.lateShipments + 1);
    expect(late.stuckOrders).toBe(before.stuckOrders);
    expect(await listed("?flag=late-sim", viewer)).toContain(sim);
    // An eSIM order left paid (its supplier never answered) for two days is stuck.
    const { orderId: esim } = await checkedOutOrder([{ slug: ESIM }]);
    await db()
      .update(orders)
      .set({ status: "paid", paidAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(orders.id, esim));
    const stuck = await attention(viewer);
    expect(stuck.stuckOrders).toBe(before.stuckOrders + 1);
    expect(stuck.total).toBe(before.total + 2);
    expect(await listed("?flag=stuck", viewer)).toEqual(expect.arrayContaining([esim]));
    expect(await listed("?flag=stuck", viewer)).not.toContain(sim);
    expect(await attention(nobody)).toMatchObject({ total: 0 });
  });

  it("gives the list's ship dialog the address it shows, as the desk's does", async () => {
    const { orderId } = await stripePaidOrder([{ slug: physicalSlug }]);
    const page = asPage(await load(`/admin/orders?status=paid&pageSize=100`, viewer));
    const rows = (page.loaderData["routes/admin.orders"] as { orders: { items: AddressRow[] } }).orders.items;
    expect(rows.find((o) => o.id === orderId)?.shippingAddress).toMatchObject({
      address: "12 Jalan Ampang",
      state: "W.P. Kuala Lumpur",
      phone: "+60123456789",
    });
    // An eSIM order is not posted: nothing to show.
    const { orderId: esim } = await checkedOutOrder([{ slug: ESIM }]);
    const all = asPage(await load(`/admin/orders?pageSize=100`, viewer));
    const esimRow = (
      all.loaderData["routes/admin.orders"] as { orders: { items: AddressRow[] } }
    ).orders.items.find((o) => o.id === esim);
    expect(esimRow?.shippingAddress).toBeNull();
  });

  it("prints one order's slip or a day's, with the recipient, the courier's phone and a Code 128 barcode", async () => {
    const { orderId } = await stripePaidOrder([{ slug: physicalSlug }]);
    const one = asPage(await load(`/admin/orders/packing-slips?order=${orderId}`, viewer)).loaderData[
      SLIPS
    ] as {
      slips: {
        orderId: number;
        phone: string;
        addressLines: string[];
        barcode: { text: string; bars: unknown[] };
      }[];
      size: string;
    };
    expect(one.size).toBe("a6");
    expect(one.slips).toHaveLength(1);
    expect(one.slips[0]).toMatchObject({
      orderId,
      phone: "+60123456789",
      addressLines: ["12 Jalan Ampang", "50450 Kuala Lumpur", "W.P. Kuala Lumpur, Malaysia"],
      barcode: { text: String(orderId) },
    });
    expect(one.slips[0]?.barcode.bars.length).toBeGreaterThan(10);
    const day = malaysiaDayOf(Date.now());
    const many = asPage(await load(`/admin/orders/packing-slips?day=${day}&size=a4`, viewer)).loaderData[
      SLIPS
    ] as {
      slips: { orderId: number }[];
      size: string;
    };
    expect(many.size).toBe("a4");
    expect(many.slips.map((s) => s.orderId)).toContain(orderId);
    // An eSIM-only order has nothing to post; a bad query is refused; staff without Orders are refused.
    const { orderId: esim } = await stripePaidOrder([{ slug: ESIM }]);
    expect(asPage(await load(`/admin/orders/packing-slips?order=${esim}`, viewer)).statusCode).toBe(404);
    expect(asPage(await load("/admin/orders/packing-slips?day=yesterday", viewer)).statusCode).toBe(400);
    expect(asPage(await load(`/admin/orders/packing-slips?order=${orderId}`, nobody)).statusCode).toBe(403);
  });
});
