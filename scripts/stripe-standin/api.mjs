// The /v1 API the shop calls: Checkout Sessions (create, retrieve, expire), PaymentIntents,
// charges and disputes (retrieve), refunds (create). A secret key is required; `Idempotency-Key` replays the
// first answer, as Stripe does.
import { publicSession } from "./objects.mjs";
import { id, json, nowSeconds, parseForm, stripeError } from "./wire.mjs";

const missing = (what, name, param) => ({
  code: "resource_missing",
  ...(param ? { param } : {}),
  message: `No such ${what}: '${name}'`,
});

/** `POST /v1/refunds` against a paid session's charge, in part or in full. */
function refund({ objects, sendEvent }, res, params, remember) {
  const { sessions, chargeFor } = objects;
  const session = [...sessions.values()].find(
    (s) => s.payment_intent && s.payment_intent === params.payment_intent,
  );
  if (session?.payment_status !== "paid") {
    return stripeError(res, 400, `No such payment_intent: '${params.payment_intent}'`, {
      code: "resource_missing",
    });
  }
  const charge = chargeFor(session);
  const amount = params.amount ? Number(params.amount) : charge.amount - charge.amount_refunded;
  if (!(amount > 0) || charge.amount_refunded + amount > charge.amount) {
    return stripeError(
      res,
      400,
      `Refund amount (${amount}) is greater than unrefunded amount on charge (${charge.amount - charge.amount_refunded})`,
      { code: "amount_too_large" },
    );
  }
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  remember(200, {
    id: id("re"),
    object: "refund",
    amount,
    balance_transaction: id("txn"),
    charge: charge.id,
    created: nowSeconds(),
    currency: charge.currency,
    destination_details: null,
    metadata: params.metadata ?? {},
    payment_intent: session.payment_intent,
    reason: params.reason ?? null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: "succeeded",
    transfer_reversal: null,
  });
  void sendEvent("charge.refunded", { ...charge }, session);
}

/**
 * `objects` from objects.mjs; `sendEvent` from webhooks.mjs; `expire(session)` ends an open session;
 * `disputes` the disputes opened (disputes.mjs).
 */
export function createApi({ objects, sendEvent, expire, disputes }) {
  const { sessions, charges, createSession, paymentIntentOf } = objects;
  const idempotent = new Map(); // key → { status, body }
  const notFound = (res, { message, ...details }) => stripeError(res, 404, message, details);

  return async function api(req, res, url, body) {
    const auth = req.headers.authorization ?? "";
    if (!/^Bearer (sk|rk)_(test|live)_/.test(auth)) {
      return stripeError(res, 401, "Invalid API Key provided");
    }
    const key = req.headers["idempotency-key"];
    const cacheKey = key ? `${req.method} ${url.pathname} ${key}` : null;
    if (cacheKey && idempotent.has(cacheKey)) {
      const cached = idempotent.get(cacheKey);
      res.writeHead(cached.status, { "Content-Type": "application/json", "Idempotent-Replayed": "true" });
      return res.end(cached.body);
    }
    const remember = (status, payload) => {
      const text = JSON.stringify(payload);
      if (cacheKey) idempotent.set(cacheKey, { status, body: text });
      res.writeHead(status, { "Content-Type": "application/json", "Request-Id": id("req") });
      res.end(text);
    };
    const params = parseForm(body);
    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      try {
        return remember(200, publicSession(createSession(params)));
      } catch (error) {
        return stripeError(res, 400, error.message);
      }
    }
    let m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (m && req.method === "GET") {
      const s = sessions.get(m[1]);
      return s ? json(res, 200, publicSession(s)) : notFound(res, missing("checkout.session", m[1]));
    }
    m = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (m && req.method === "GET") {
      const s = [...sessions.values()].find((session) => session.payment_intent === m[1]);
      if (!s) return notFound(res, missing("payment_intent", m[1], "intent"));
      // `expand[0]=latest_charge` as the SDKs send it, or `expand[]=` as curl users write it.
      const { expand } = parseForm(url.search.slice(1));
      const fields = typeof expand === "string" ? [expand] : Object.values(expand ?? {});
      return json(res, 200, paymentIntentOf(s, fields));
    }
    m = /^\/v1\/charges\/([^/]+)$/.exec(url.pathname);
    if (m && req.method === "GET") {
      const charge = [...charges.values()].find((c) => c.id === m[1]);
      return charge ? json(res, 200, charge) : notFound(res, missing("charge", m[1], "id"));
    }
    m = /^\/v1\/disputes\/([^/]+)$/.exec(url.pathname);
    if (m && req.method === "GET") {
      const dispute = disputes.get(m[1]);
      return dispute ? json(res, 200, dispute) : notFound(res, missing("dispute", m[1], "dispute"));
    }
    m = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
    if (m && req.method === "POST") {
      const s = sessions.get(m[1]);
      if (!s) return notFound(res, missing("checkout.session", m[1]));
      if (s.status !== "open") {
        return stripeError(
          res,
          400,
          `Only Checkout Sessions with a status of \`open\` can be expired. This session has a status of \`${s.status}\`.`,
        );
      }
      await expire(s);
      return remember(200, publicSession(s));
    }
    if (req.method === "POST" && url.pathname === "/v1/refunds")
      return refund({ objects, sendEvent }, res, params, remember);
    return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname}).`);
  };
}
