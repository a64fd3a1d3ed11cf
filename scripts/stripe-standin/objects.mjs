// The stand-in's memory: Checkout Sessions, the charges their payments made, and the Stripe objects
// (session, charge, PaymentIntent) built from them as the API returns them.
import { createHash } from "node:crypto";
import { id, nowSeconds } from "./wire.mjs";

// What the hosted page's buttons pay with: "Pay" one of Stripe's test cards (Visa 4242 unless
// another is chosen), "Pay later" FPX (Maybank2u). Each card number has one fingerprint, as on
// Stripe: the same card paid by two customers gives the same fingerprint, another card another.
// 4000 0000 0000 0259 is Stripe's card whose payment is disputed (fraudulent) once it succeeds.
export const DEFAULT_CARD = "4242424242424242";
export const TEST_CARDS = {
  4242424242424242: { brand: "visa", funding: "credit", country: "US", label: "Visa ···· 4242" },
  4000056655665556: { brand: "visa", funding: "debit", country: "US", label: "Visa debit ···· 5556" },
  5555555555554444: { brand: "mastercard", funding: "credit", country: "US", label: "Mastercard ···· 4444" },
  378282246310005: { brand: "amex", funding: "credit", country: "US", label: "American Express ···· 0005" },
  4000000000000259: {
    brand: "visa",
    funding: "credit",
    country: "US",
    label: "Visa ···· 0259 (disputed: fraudulent)",
    dispute: "fraudulent",
  },
};

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Stripe's fingerprint shape (16 letters and digits), stable for a card number across runs. */
export function fingerprintOf(number) {
  const bytes = createHash("sha256").update(`stripe-standin-card:${number}`).digest();
  return Array.from(bytes.subarray(0, 16), (b) => BASE62[b % BASE62.length]).join("");
}

/** A charge's payment_method_details for a test card, as Stripe sends it. */
function cardDetails(number) {
  const card = TEST_CARDS[number];
  return {
    type: "card",
    card: {
      amount_authorized: null,
      brand: card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: "pass" },
      country: card.country,
      exp_month: 12,
      exp_year: 2034,
      extended_authorization: { status: "disabled" },
      fingerprint: fingerprintOf(number),
      funding: card.funding,
      incremental_authorization: { status: "unavailable" },
      installments: null,
      last4: number.slice(-4),
      mandate: null,
      multicapture: { status: "unavailable" },
      network: card.brand,
      network_token: { used: false },
      overcapture: { maximum_amount_capturable: 0, status: "unavailable" },
      three_d_secure: null,
      wallet: null,
    },
  };
}

const FPX_DETAILS = { type: "fpx", fpx: { bank: "maybank2u", transaction_id: null } };

/** A session as the API shows it, without the stand-in's own bookkeeping fields. */
export const publicSession = (s) => {
  const { line_items_standin: _l, payment_intent_metadata: _m, ...rest } = s;
  return rest;
};

/** A Checkout Session as Stripe creates it from the form the shop posts; `publicUrl` hosts its page. */
function newSession(params, publicUrl) {
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
      description: li.price_data?.product_data?.description ?? null,
      quantity: Number(li.quantity ?? 1),
      unit_amount: Number(li.price_data?.unit_amount ?? 0),
    })),
    payment_intent_metadata: params.payment_intent_data?.metadata ?? {},
  };
  session.url = `${publicUrl}/pay/${session.id}`;
  return session;
}

/** `publicUrl()` answers the stand-in's own address, where a session's hosted page lives. */
export function createObjects(publicUrl) {
  const sessions = new Map();
  const charges = new Map(); // payment intent id → charge

  function createSession(params) {
    const session = newSession(params, publicUrl());
    sessions.set(session.id, session);
    return session;
  }

  /** `card`: a TEST_CARDS number, for a card payment. */
  function chargeFor(session, method = "card", card = DEFAULT_CARD) {
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
        payment_method_details: method === "card" ? cardDetails(card) : FPX_DETAILS,
        disputed: false,
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
