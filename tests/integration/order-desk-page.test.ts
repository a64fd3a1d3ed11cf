// The order desk's page (/admin/orders/:id): who may open it, and what it shows of an order.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, orders } from "../../worker/db/schema";
import { routeModule } from "./app-routes";
import { newCustomer } from "./chat-helpers";
import { db, eventually, orderStatus } from "./fulfilment-helpers";
import {
  asPage,
  DESK,
  type DeskStaff,
  ESIM,
  load,
  outcome,
  post,
  setUpDesk,
  stripePaidOrder,
} from "./order-desk-harness";

let nobody: string;
let viewer: string;
let refunder: string;
let other: DeskStaff["other"];

beforeAll(async () => {
  ({ nobody, viewer, refunder, other } = await setUpDesk());
});

describe("the order desk's page", () => {
  it("signs guests in first, refuses staff without View orders, and 404s an unknown order", async () => {
    const guest = await load(`/admin/orders/${other.orderId}`);
    expect((guest as Response).status).toBe(302);
    expect((guest as Response).headers.get("Location")).toContain("/admin/login?redirectTo=");
    // A customer's session is no staff session: the sign-in page too, for the page and its action.
    const customer = await newCustomer("deskguest");
    const customerCookie = [...customer.browser.cookies]
      .map(([name, value]) => `${name}=${value}`)
      .join("; ");
    expect(((await load(`/admin/orders/${other.orderId}`, customerCookie)) as Response).status).toBe(302);
    expect(outcome(await post(other.orderId, { intent: "refund" }, customerCookie)).status).toBe(302);
    expect(asPage(await load(`/admin/orders/${other.orderId}`, nobody)).statusCode).toBe(403);
    expect(asPage(await load("/admin/orders/999999", viewer)).statusCode).toBe(404);
    expect(asPage(await load("/admin/orders/abc", viewer)).statusCode).toBe(404);
  });

  it("shows the customer, lines, payment, timeline, eSIMs with usage and e-mails, and what the member may do", async () => {
    const customer = await newCustomer("deskview");
    const { orderId } = await stripePaidOrder([{ slug: ESIM }], customer.browser);
    await eventually(async () => (await orderStatus(orderId)) === "delivered");
    await eventually(async () => {
      const rows = await db().select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId));
      return rows.length > 0;
    });
    const page = asPage(await load(`/admin/orders/${orderId}`, viewer));
    expect(page.statusCode).toBe(200);
    const { order, can } = page.loaderData[DESK] as {
      // biome-ignore lint/suspicious/noExplicitAny: the test reads the view's shape
      order: any;
      can: { refund: boolean; ship: boolean; deliver: boolean; resend: boolean };
    };
    // Only viewing: no refund and no shipping (a write), but an e-mail may be sent again.
    expect(can).toEqual({ refund: false, ship: false, deliver: false, resend: true });
    expect(order.customer).toMatchObject({
      email: `${customer.username}@shop.test`,
      userId: customer.userId,
      username: customer.username,
    });
    expect(order.lines).toHaveLength(1);
    expect(order.lines[0]).toMatchObject({ quantity: 1, fulfilment: { status: "done" } });
    // Placed at checkout, paid by Stripe's webhook, delivered by the fulfilment queue.
    expect(order.timeline.map((e: { to: string }) => e.to)).toEqual(["pending", "paid", "delivered"]);
    expect(order.timeline[1].by).toBe("Stripe");
    // Paid on the stand-in's hosted page with its Visa test card: the charge and card are kept.
    expect(order.payment).toMatchObject({ method: "card", brand: "visa", last4: "4242", refunds: [] });
    expect(order.payment.chargeId).toMatch(/^ch_/);
    expect(order.esims).toHaveLength(1);
    expect(order.esims[0].iccid).toMatch(/^\d{18,22}$/);
    expect(order.esims[0].usage).toMatchObject({ status: "not_installed" });
    expect(order.emails.length).toBeGreaterThan(0);
    expect(order.emails[0]).toMatchObject({ to: `${customer.username}@shop.test` });
    // No secrets of the eSIM on the desk: staff act on the ICCID, the customer installs.
    expect(JSON.stringify(order)).not.toContain("activationCode");

    // An order paid before charges were kept has none on record: the desk invents nothing.
    await db()
      .update(orders)
      .set({ stripeChargeId: null, paymentMethod: null, paymentMethodBrand: null, paymentMethodLast4: null })
      .where(eq(orders.id, orderId));
    const legacy = asPage(await load(`/admin/orders/${orderId}`, viewer)).loaderData[DESK] as {
      order: { payment: object };
    };
    expect(legacy.order.payment).toMatchObject({ chargeId: null, brand: null, last4: null, refunds: [] });

    const meta = routeModule(DESK).meta?.({
      matches: [{ id: "root", loaderData: { config: { brandName: "Shop" } } }],
      params: { id: String(orderId) },
    });
    expect((meta?.[0] as { title?: string } | undefined)?.title).toBe(`Order #${orderId} | Admin | Shop`);
    const asRefunder = asPage(await load(`/admin/orders/${orderId}`, refunder));
    expect((asRefunder.loaderData[DESK] as { can: object }).can).toEqual({
      refund: true,
      ship: true,
      deliver: true,
      resend: true,
    });
  });
});
