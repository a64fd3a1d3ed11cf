// Stripe's hosted payment page, plainly: the order and three buttons. "Pay" pays at once by the
// test card chosen (form field `card`, Visa 4242 by default), "Pay later (FPX delayed)" completes
// unpaid and the bank says yes `asyncDelay` ms later, "Cancel" goes back to the cancel_url. The
// disputed test card's payment is disputed `asyncDelay` ms after it succeeds, as on Stripe.
import { DEFAULT_CARD, publicSession, TEST_CARDS } from "./objects.mjs";
import { id, parseForm } from "./wire.mjs";

const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const rm = (sen) => `RM ${(sen / 100).toFixed(2)}`;

const cardOptions = Object.entries(TEST_CARDS)
  .map(([number, card]) => `<option value="${number}">${escapeHtml(card.label)}</option>`)
  .join("");

function page(res, session) {
  const isOpen = session.status === "open";
  const lines = session.line_items_standin
    .map(
      (l) =>
        `<li><span>${escapeHtml(l.name)} × ${l.quantity}${l.description ? `<br><small>${escapeHtml(l.description)}</small>` : ""}</span> <span>${rm(l.unit_amount * l.quantity)}</span></li>`,
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
small{color:#697386}select{width:100%;padding:10px;margin-top:4px;border-radius:8px;border:1px solid #ccc;font-size:16px}</style></head><body><main>
<p><small>Local Stripe stand-in · test mode · ${escapeHtml(session.customer_email ?? "")}</small></p>
<h1>Pay JalanSIM</h1><p class="total" data-testid="standin-total">${rm(session.amount_total)}</p>
<ul>${lines}</ul>
${
  isOpen
    ? `<form method="post" action="/pay/${session.id}/complete"><label for="card"><small>Test card</small></label>
<select id="card" name="card">${cardOptions}</select><button class="pay" type="submit">Pay</button></form>
<form method="post" action="/pay/${session.id}/delayed"><button class="alt" type="submit">Pay later (FPX delayed)</button></form>
<form method="post" action="/pay/${session.id}/cancel"><button class="cancel" type="submit">Cancel</button></form>`
    : `<p>This checkout session is ${escapeHtml(session.status)}.</p>`
}
</main></body></html>`);
}

/**
 * The /pay/<session> handler: `objects` from objects.mjs, `sendEvent` from webhooks.mjs, `dispute`
 * from disputes.mjs.
 */
export function createHostedPage({ objects, sendEvent, dispute, asyncDelay }) {
  const { sessions, chargeFor } = objects;
  return async function hosted(req, res, url, body = "") {
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
    const card = String(parseForm(body).card ?? DEFAULT_CARD).replace(/\s+/g, "");
    if (action === "complete" && !TEST_CARDS[card]) {
      res.writeHead(402, { "Content-Type": "text/plain" });
      return res.end("Your card number is invalid (use one of Stripe's test cards).");
    }
    session.status = "complete";
    session.payment_intent = id("pi");
    session.url = null;
    if (action === "complete") {
      session.payment_status = "paid";
      const charge = chargeFor(session, "card", card);
      await sendEvent("checkout.session.completed", publicSession(session), session);
      if (TEST_CARDS[card].dispute) {
        setTimeout(() => void dispute(charge, TEST_CARDS[card].dispute), asyncDelay).unref?.();
      }
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
  };
}
