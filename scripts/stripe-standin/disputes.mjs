// Disputes: the cardholder asks their bank for a payment back. Stripe opens a dispute on the charge
// and sends charge.dispute.created. On Stripe's test mode the card 4000 0000 0000 0259 does it by
// itself; here that card does too, and a test (or anyone checking the shop) may dispute any paid
// charge whenever it likes:
//
//   POST /__standin/disputes  {"payment_intent":"pi_…"} or {"charge":"ch_…"}, "reason" optional
//                             (fraudulent by default) → 200 and the dispute, as Stripe sends it
//   GET  /v1/disputes/<id>    the dispute (Stripe's API)
import { id, nowSeconds } from "./wire.mjs";

const SEVEN_DAYS_S = 7 * 24 * 60 * 60;

export function createDisputes({ objects, sendEvent }) {
  const disputes = new Map();

  /** Opens a dispute of a paid charge (one per charge, as on Stripe) and sends its event. */
  async function dispute(charge, reason = "fraudulent") {
    const open = [...disputes.values()].find((d) => d.charge === charge.id);
    if (open) return open;
    const created = nowSeconds();
    const made = {
      id: id("dp"),
      object: "dispute",
      amount: charge.amount - charge.amount_refunded,
      balance_transactions: [],
      charge: charge.id,
      created,
      currency: charge.currency,
      evidence_details: {
        due_by: created + SEVEN_DAYS_S,
        has_evidence: false,
        past_due: false,
        submission_count: 0,
      },
      is_charge_refundable: false,
      livemode: false,
      metadata: {},
      payment_intent: charge.payment_intent,
      payment_method_details: { type: "card", card: { brand: charge.payment_method_details?.card?.brand } },
      reason,
      status: "needs_response",
    };
    disputes.set(made.id, made);
    charge.disputed = true;
    const session = [...objects.sessions.values()].find((s) => s.payment_intent === charge.payment_intent);
    await sendEvent("charge.dispute.created", { ...made }, session);
    return made;
  }

  /** POST /__standin/disputes */
  async function control(res, body, json) {
    let spec;
    try {
      spec = JSON.parse(body || "{}");
    } catch {
      return json(res, 400, { error: "body must be JSON" });
    }
    const charge = [...objects.charges.values()].find(
      (c) =>
        (spec.charge && c.id === spec.charge) ||
        (spec.payment_intent && c.payment_intent === spec.payment_intent),
    );
    if (!charge) return json(res, 404, { error: "No paid charge with that charge or payment_intent" });
    return json(res, 200, await dispute(charge, typeof spec.reason === "string" ? spec.reason : undefined));
  }

  return { disputes, dispute, control };
}
