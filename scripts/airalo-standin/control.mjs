// The stand-in's controls under /__control, which tests use to move the supplier: faults, revoked
// tokens, an eSIM's usage, a package's figures, recycling, lost top-up answers, notifications and
// the counters tests read back. The catalogue's own controls are in catalogue.mjs.
import { controlCatalogue } from "./catalogue.mjs";
import { controlNotify } from "./notify.mjs";
import { packageFigures } from "./topups.mjs";

/** Answers a control request; true when this request was one. */
export async function serveControl({ req, res, path, body, state, send }) {
  const answer = (status, payload) => {
    send(res, status, payload);
    return true;
  };
  if (path === "/__control/fail-next" && req.method === "POST") {
    // status 429 may carry retryAfter (seconds, sent as Retry-After); status 200 with malformed=1
    // answers an order with a body that is not JSON, as a proxy's error page would be. `match`
    // limits the fault to requests whose form holds that text (a request id), so tests running
    // in parallel arm faults for their own orders only.
    const fault = {
      status: Number(body.status ?? 503),
      retryAfter: body.retryAfter ? String(body.retryAfter) : null,
      malformed: body.malformed === "1" || body.malformed === "true",
      match: body.match ? String(body.match) : null,
    };
    for (let i = 0; i < Number(body.count ?? 1); i++) state.failNext.push({ ...fault });
    return answer(200, { ok: true });
  }
  if (path === "/__control/revoke-tokens" && req.method === "POST") {
    state.tokens.clear();
    return answer(200, { ok: true });
  }
  if (path === "/__control/sims" && req.method === "POST") {
    const sim = state.sims.get(body.iccid);
    if (!sim) return answer(404, { ok: false });
    Object.assign(sim.usage, body.usage ?? {});
    // Installed: the eSIM's days start, as many as its package holds, unless the test set the end.
    if (sim.usage.status === "ACTIVE" && !sim.usage.expired_at) {
      const days = sim.packages[0].package.day ?? 30;
      sim.usage.expired_at = new Date(Date.now() + days * 86_400_000)
        .toISOString()
        .replace("T", " ")
        .slice(0, 19);
    }
    return answer(200, { ok: true });
  }
  if (controlCatalogue({ req, res, path, body, state, send })) return true;
  // What the catalogue says one package holds (amount in MB, day), e.g. to disagree with a plan.
  if (path === "/__control/packages" && req.method === "POST") {
    if (!body.id) return answer(422, { ok: false });
    const unlimited = body.is_unlimited === true || body.is_unlimited === "true";
    state.packages.set(String(body.id), {
      amount: unlimited ? null : Number(body.amount),
      day: Number(body.day ?? packageFigures(state, String(body.id)).day),
      is_unlimited: unlimited,
    });
    return answer(200, { ok: true });
  }
  if (path === "/__control/recycle" && req.method === "POST") {
    const sim = state.sims.get(body.iccid);
    if (!sim) return answer(404, { ok: false });
    sim.recycled = true;
    return answer(200, { ok: true });
  }
  // The next top-up is applied, then its answer is lost (the connection drops), as after a timeout.
  if (path === "/__control/drop-next-topup" && req.method === "POST") {
    state.dropNextTopups += Number(body.count ?? 1);
    return answer(200, { ok: true });
  }
  if (path === "/__control/notify" && req.method === "POST") return answer(200, await controlNotify(body));
  if (path === "/__control/state") {
    return answer(200, {
      tokenRequests: state.tokenRequests,
      orderRequests: state.orderRequests,
      deviceRequests: state.deviceRequests,
      topupRequests: state.topupRequests,
      catalogueRequests: state.catalogueRequests,
      orders: state.orders,
      refunds: [...state.sims.values()].filter((s) => s.refunded).map((s) => s.iccid),
    });
  }
  return false;
}
