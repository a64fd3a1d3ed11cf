// A local stand-in for the parts of Stripe the shop uses, speaking Stripe's wire format: form-encoded
// requests with bracket keys, JSON answers, `Idempotency-Key` replay, Stripe's error envelope, a
// plain hosted payment page, and webhooks signed with the v1 scheme
// (`Stripe-Signature: t=<unix>,v1=HMAC-SHA256(secret, "<t>.<body>")`). Plain Node, no dependencies.
//
//   node scripts/stripe-standin/server.mjs
//   STRIPE_STANDIN_PORT (12111)            where it listens (127.0.0.1)
//   STRIPE_STANDIN_WEBHOOK_SECRET          signing secret (whsec_standin_local_signing_secret)
//   STRIPE_STANDIN_WEBHOOK_URL             where webhooks go; default: the success_url's origin +
//                                          /api/webhooks/stripe; "none" sends none
//   STRIPE_STANDIN_ASYNC_DELAY_MS (2000)   "Pay later (FPX delayed)": delay before the bank says yes
import { createHmac, randomBytes } from "node:crypto";
import { createServer } from "node:http";

export const DEFAULT_WEBHOOK_SECRET = "whsec_standin_local_signing_secret";
export const DEFAULT_SECRET_KEY = "sk_test_standin_local_4242";
const API_VERSION = "2026-10-28.endive";

/** Parse `a[b][0][c]=v` form keys into nested objects and arrays, as Stripe does. */
export function parseForm(body) {
  const out = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.replace(/\]/g, "").split("[");
    let node = out;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(parts[i + 1]);
      if (last) node[part] = value;
      else {
        node[part] ??= nextIsIndex ? [] : {};
        node = node[part];
      }
    });
  }
  return out;
}

const id = (prefix) => `${prefix}_standin_${randomBytes(12).toString("hex")}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

export function signature(secret, body, timestamp = nowSeconds()) {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

export function startStandin(options = {}) {
  const port = Number(options.port ?? process.env.STRIPE_STANDIN_PORT ?? 12111);
  const secret = options.webhookSecret ?? process.env.STRIPE_STANDIN_WEBHOOK_SECRET ?? DEFAULT_WEBHOOK_SECRET;
  const webhookUrl = options.webhookUrl ?? process.env.STRIPE_STANDIN_WEBHOOK_URL ?? "";
  const asyncDelay = Number(options.asyncDelayMs ?? process.env.STRIPE_STANDIN_ASYNC_DELAY_MS ?? 2000);
  const log = options.quiet ? () => {} : (...args) => console.log("[stripe-standin]", ...args);

  const sessions = new Map();
  const charges = new Map(); // payment intent id → charge
  const idempotent = new Map(); // key → { status, body }
  const sentEvents = [];

  const publicUrl = () => `http://127.0.0.1:${server.address().port}`;

  async function sendEvent(type, object, session) {
    const event = {
      id: id("evt"),
      object: "event",
      api_version: API_VERSION,
      created: nowSeconds(),
      type,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    sentEvents.push(event);
    const target =
      webhookUrl === "none"
        ? null
        : webhookUrl ||
          (session?.success_url ? `${new URL(session.success_url).origin}/api/webhooks/stripe` : null);
    if (!target) return event;
    const body = JSON.stringify(event, null, 2);
    for (let attempt = 1; attempt <= 3; attempt++) {
      try {
        const res = await fetch(target, {
          method: "POST",
          headers: {
            "Content-Type": "application/json; charset=utf-8",
            "Stripe-Signature": signature(secret, body),
            "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
          },
          body,
        });
        await res.text();
        log(`${type} ${event.id} → ${res.status}`);
        if (res.ok) break;
      } catch (error) {
        log(`${type} ${event.id} failed: ${error.message}`);
      }
      await new Promise((r) => setTimeout(r, 300 * attempt));
    }
    return event;
  }

  function stripeError(res, status, message, type = "invalid_request_error", extra = {}) {
    json(res, status, { error: { type, message, ...extra } });
  }

  function json(res, status, body) {
    res.writeHead(status, { "Content-Type": "application/json", "Request-Id": id("req") });
    res.end(JSON.stringify(body));
  }

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

  const publicSession = (s) => {
    const { line_items_standin: _l, payment_intent_metadata: _m, ...rest } = s;
    return rest;
  };

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

  async function expire(session) {
    session.status = "expired";
    session.url = null;
    await sendEvent("checkout.session.expired", publicSession(session), session);
  }

  async function api(req, res, url, body) {
    const auth = req.headers.authorization ?? "";
    if (!/^Bearer (sk|rk)_(test|live)_/.test(auth)) {
      return stripeError(res, 401, "Invalid API Key provided", "invalid_request_error");
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
      return s
        ? json(res, 200, publicSession(s))
        : stripeError(res, 404, `No such checkout.session: '${m[1]}'`, "invalid_request_error", {
            code: "resource_missing",
          });
    }
    m = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (m && req.method === "GET") {
      const s = [...sessions.values()].find((session) => session.payment_intent === m[1]);
      if (!s)
        return stripeError(res, 404, `No such payment_intent: '${m[1]}'`, "invalid_request_error", {
          code: "resource_missing",
          param: "intent",
        });
      // `expand[0]=latest_charge` as the SDKs send it, or `expand[]=` as curl users write it.
      const { expand } = parseForm(url.search.slice(1));
      const fields = typeof expand === "string" ? [expand] : Object.values(expand ?? {});
      return json(res, 200, paymentIntentOf(s, fields));
    }
    m = /^\/v1\/charges\/([^/]+)$/.exec(url.pathname);
    if (m && req.method === "GET") {
      const charge = [...charges.values()].find((c) => c.id === m[1]);
      return charge
        ? json(res, 200, charge)
        : stripeError(res, 404, `No such charge: '${m[1]}'`, "invalid_request_error", {
            code: "resource_missing",
            param: "id",
          });
    }
    m = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
    if (m && req.method === "POST") {
      const s = sessions.get(m[1]);
      if (!s)
        return stripeError(res, 404, `No such checkout.session: '${m[1]}'`, "invalid_request_error", {
          code: "resource_missing",
        });
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
    if (req.method === "POST" && url.pathname === "/v1/refunds") {
      const session = [...sessions.values()].find(
        (s) => s.payment_intent && s.payment_intent === params.payment_intent,
      );
      if (session?.payment_status !== "paid") {
        return stripeError(
          res,
          400,
          `No such payment_intent: '${params.payment_intent}'`,
          "invalid_request_error",
          { code: "resource_missing" },
        );
      }
      const charge = chargeFor(session);
      const amount = params.amount ? Number(params.amount) : charge.amount - charge.amount_refunded;
      if (!(amount > 0) || charge.amount_refunded + amount > charge.amount) {
        return stripeError(
          res,
          400,
          `Refund amount (${amount}) is greater than unrefunded amount on charge (${charge.amount - charge.amount_refunded})`,
          "invalid_request_error",
          { code: "amount_too_large" },
        );
      }
      charge.amount_refunded += amount;
      charge.refunded = charge.amount_refunded === charge.amount;
      const refund = {
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
      };
      remember(200, refund);
      void sendEvent("charge.refunded", { ...charge }, session);
      return;
    }
    return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname}).`);
  }

  const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const rm = (sen) => `RM ${(sen / 100).toFixed(2)}`;

  function page(res, session) {
    const isOpen = session.status === "open";
    const lines = session.line_items_standin
      .map(
        (l) =>
          `<li>${escapeHtml(l.name)} × ${l.quantity} <span>${rm(l.unit_amount * l.quantity)}</span></li>`,
      )
      .join("");
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Stripe stand-in checkout</title><style>
body{font:16px system-ui,sans-serif;background:#f6f9fc;color:#1a1f36;margin:0;padding:24px}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 8px #0001}
ul{padding:0;list-style:none}li{display:flex;justify-content:space-between;gap:12px;padding:6px 0;border-bottom:1px solid #eee}
.total{font-size:24px;font-weight:700}button{width:100%;padding:12px;margin-top:10px;border-radius:8px;border:1px solid #635bff;font-size:16px;cursor:pointer}
.pay{background:#635bff;color:#fff}.alt{background:#fff;color:#635bff}.cancel{background:#fff;color:#697386;border-color:#ccc}
small{color:#697386}</style></head><body><main>
<p><small>Local Stripe stand-in · test mode · ${escapeHtml(session.customer_email ?? "")}</small></p>
<h1>Pay JalanSIM</h1><p class="total" data-testid="standin-total">${rm(session.amount_total)}</p>
<ul>${lines}</ul>
${
  isOpen
    ? `<form method="post" action="/pay/${session.id}/complete"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="/pay/${session.id}/delayed"><button class="alt" type="submit">Pay later (FPX delayed)</button></form>
<form method="post" action="/pay/${session.id}/cancel"><button class="cancel" type="submit">Cancel</button></form>`
    : `<p>This checkout session is ${escapeHtml(session.status)}.</p>`
}
</main></body></html>`);
  }

  async function hosted(req, res, url) {
    const m = /^\/pay\/([^/]+)(?:\/(complete|delayed|cancel))?$/.exec(url.pathname);
    const session = m && sessions.get(m[1]);
    if (!session) {
      res.writeHead(404, { "Content-Type": "text/plain" });
      return res.end("No such checkout session");
    }
    const action = m[2];
    if (!action || req.method === "GET") return page(res, session);
    const back = (to) => {
      res.writeHead(303, { Location: to.replace("{CHECKOUT_SESSION_ID}", session.id) });
      res.end();
    };
    if (action === "cancel") return back(session.cancel_url ?? session.success_url);
    if (session.status !== "open") return page(res, session);
    session.status = "complete";
    session.payment_intent = id("pi");
    session.url = null;
    if (action === "complete") {
      session.payment_status = "paid";
      chargeFor(session);
      await sendEvent("checkout.session.completed", publicSession(session), session);
      return back(session.success_url);
    }
    // Delayed (FPX-style): completed but unpaid now, the bank confirms a little later.
    await sendEvent("checkout.session.completed", publicSession(session), session);
    setTimeout(async () => {
      session.payment_status = "paid";
      chargeFor(session, "fpx");
      await sendEvent("checkout.session.async_payment_succeeded", publicSession(session), session);
    }, asyncDelay);
    return back(session.success_url);
  }

  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    try {
      if (url.pathname.startsWith("/v1/")) return await api(req, res, url, body);
      if (url.pathname.startsWith("/pay/")) return await hosted(req, res, url);
      if (url.pathname === "/__standin/events") return json(res, 200, { data: sentEvents });
      if (url.pathname === "/health") return json(res, 200, { ok: true });
      stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname}).`);
    } catch (error) {
      log("error", error);
      stripeError(res, 500, "Stand-in error", "api_error");
    }
  });

  // Sessions past their expires_at expire by themselves, as Stripe's do.
  const sweeper = setInterval(() => {
    for (const s of sessions.values())
      if (s.status === "open" && s.expires_at <= nowSeconds()) void expire(s);
  }, 5000);
  sweeper.unref();

  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      log(`listening on ${publicUrl()} (webhooks ${webhookUrl || "to the success_url's origin"})`);
      resolve({
        server,
        url: publicUrl(),
        port: server.address().port,
        sessions,
        close: () =>
          new Promise((r) => {
            clearInterval(sweeper);
            server.close(() => r());
            server.closeAllConnections?.();
          }),
      });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await startStandin();
}
