// The stand-in's memory: Checkout Sessions, the charges their payments made, and the Stripe objects
// (session, charge, PaymentIntent) built from them as the API returns them.
import { id, nowSeconds } from "./wire.mjs";

// What the hosted page's buttons pay with: "Pay" a Visa test card, "Pay later" FPX (Maybank2u).
const METHOD_DETAILS = {
  card: {
    type: "card",
    card: {
      brand: "visa",
      last4: "4242",
      exp_month: 12,
      exp_year: 2034,
      funding: "credit",
      country: "US",
      network: "visa",
    },
  },
  fpx: { type: "fpx", fpx: { bank: "maybank2u", transaction_id: null } },
};

/** A session as the API shows it, without the stand-in's own bookkeeping fields. */
export const publicSession = (s) => {
  const { line_items_standin: _l, payment_intent_metadata: _m, ...rest } = s;
  return rest;
};

/** `publicUrl()` answers the stand-in's own address, where a session's hosted page lives. */
export function createObjects(publicUrl) {
  const sessions = new Map();
  const charges = new Map(); // payment intent id → charge

  function createSession(params) {
    const lineItems = params.line_items ?? [];
    if (params.mode !== "payment") throw new Error("mode must be payment here");
    if (!params.success_url) throw new Error("Missing required param: success_url.");
    const amount = lineItems.reduce(
      (sum, li) => sum + Number(li.price_data?.unit_amount ?? 0) * Number(li.quantity ?? 1),
      0,
    );
    const session = {
      id: id("cs_test"),
      object: "checkout.session",
      amount_subtotal: amount,
      amount_total: amount,
      currency: params.currency ?? lineItems[0]?.price_data?.currency ?? "usd",
      client_reference_id: params.client_reference_id ?? null,
      customer_email: params.customer_email ?? null,
      created: nowSeconds(),
      expires_at: Number(params.expires_at ?? nowSeconds() + 24 * 3600),
      livemode: false,
      metadata: params.metadata ?? {},
      mode: "payment",
      payment_intent: null,
      payment_method_types: params.allowed_payment_method_types ?? params.payment_method_types ?? ["card"],
      payment_status: "unpaid",
      status: "open",
      success_url: params.success_url,
      cancel_url: params.cancel_url ?? null,
      url: null,
      line_items_standin: lineItems.map((li) => ({
        name: li.price_data?.product_data?.name ?? "Item",
        quantity: Number(li.quantity ?? 1),
        unit_amount: Number(li.price_data?.unit_amount ?? 0),
      })),
      payment_intent_metadata: params.payment_intent_data?.metadata ?? {},
    };
    session.url = `${publicUrl()}/pay/${session.id}`;
    sessions.set(session.id, session);
    return session;
  }

  function chargeFor(session, method = "card") {
    let charge = charges.get(session.payment_intent);
    if (!charge) {
      charge = {
        id: id("ch"),
        object: "charge",
        amount: session.amount_total,
        amount_captured: session.amount_total,
        amount_refunded: 0,
        captured: true,
        currency: session.currency,
        paid: true,
        refunded: false,
        status: "succeeded",
        payment_intent: session.payment_intent,
        payment_method: id("pm"),
        payment_method_details: METHOD_DETAILS[method],
        metadata: session.payment_intent_metadata,
        livemode: false,
        created: nowSeconds(),
      };
      charges.set(session.payment_intent, charge);
    }
    return charge;
  }

  /** The PaymentIntent of a completed session; latest_charge an id, or the charge when expanded. */
  function paymentIntentOf(session, expand) {
    const charge = charges.get(session.payment_intent) ?? null;
    return {
      id: session.payment_intent,
      object: "payment_intent",
      amount: session.amount_total,
      amount_received: charge ? charge.amount_captured : 0,
      currency: session.currency,
      status: charge ? "succeeded" : "processing",
      latest_charge: charge && expand.includes("latest_charge") ? { ...charge } : (charge?.id ?? null),
      payment_method: charge?.payment_method ?? null,
      payment_method_types: session.payment_method_types,
      metadata: session.payment_intent_metadata,
      livemode: false,
      created: session.created,
    };
  }

  return { sessions, charges, createSession, chargeFor, paymentIntentOf };
}
