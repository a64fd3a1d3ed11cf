// The Airalo stand-in's top-ups: the offers of an eSIM, buying one, and its package history, in
// Airalo's shapes (see worker/integrations/esim/airalo-topups.ts). A recycled eSIM answers code 73.
import { randomUUID } from "node:crypto";
import { catalogueFigures } from "./catalogue.mjs";

// Airalo names a top-up after the operator package it extends; two are offered for every eSIM, with
// the ids the demo supplier uses, so the seed's priced top-ups serve both.
function topupOffers(sim) {
  const base = sim.packages[0].package.id;
  return [
    {
      id: `${base}-topup-1gb-7d`,
      type: "topup",
      title: "1 GB - 7 Days",
      data: "1 GB",
      amount: 1024,
      day: 7,
      is_unlimited: false,
      price: 5,
      net_price: 4,
    },
    {
      id: `${base}-topup-3gb-30d`,
      type: "topup",
      title: "3 GB - 30 Days",
      data: "3 GB",
      amount: 3072,
      day: 30,
      is_unlimited: false,
      price: 11,
      net_price: 9,
    },
  ];
}

/** The first armed fault (`/__control/fail-next`) this request's form matches, taken off the list. */
export function takeFault(state, body) {
  const text = JSON.stringify(body);
  const at = state.failNext.findIndex((fault) => !fault.match || text.includes(fault.match));
  return at < 0 ? null : state.failNext.splice(at, 1)[0];
}

/**
 * What the stand-in's catalogue says a package holds, in Airalo's fields: the figures set through
 * `/__control/packages` or listed in the catalogue, else what its id reads as
 * ("demo-japan-5gb-7-days": 5120 MB for 7 days, "…-unlimited-…": unlimited), as the demo supplier
 * reads them.
 */
export function packageFigures(state, id) {
  const stated = state.packages.get(id) ?? catalogueFigures(state.catalogue, id);
  if (stated) return stated;
  const gb = /(\d+)\s*gb/i.exec(id);
  const mb = /(\d+)\s*mb/i.exec(id);
  const days = /(\d+)-?days?\b/i.exec(id);
  const unlimited = /unlimited/i.test(id);
  return {
    amount: unlimited ? null : gb ? Number(gb[1]) * 1024 : mb ? Number(mb[1]) : 1024,
    day: days ? Number(days[1]) : 30,
    is_unlimited: unlimited,
  };
}

export function simPackage(id, type, figures) {
  return {
    id: randomUUID(),
    status: "NOT_ACTIVE",
    remaining: null,
    activated_at: null,
    expired_at: null,
    finished_at: null,
    package: { id, type, ...figures },
  };
}

function applyTopup(state, sim, offer, description) {
  sim.packages.push(
    simPackage(offer.id, "topup", { amount: offer.amount, day: offer.day, is_unlimited: offer.is_unlimited }),
  );
  if (!sim.usage.is_unlimited) {
    sim.usage.total += offer.amount;
    sim.usage.remaining += offer.amount;
  }
  // Days are added to an eSIM already counting them down.
  if (sim.usage.expired_at) {
    const ends = Math.max(Date.parse(`${sim.usage.expired_at.replace(" ", "T")}Z`), Date.now());
    sim.usage.expired_at = new Date(ends + offer.day * 86_400_000)
      .toISOString()
      .replace("T", " ")
      .slice(0, 19);
  }
  if (sim.usage.status === "FINISHED") sim.usage.status = "ACTIVE";
  return {
    id: state.orders.length + 1,
    code: `2026${randomUUID().slice(0, 8)}`,
    package_id: offer.id,
    quantity: "1",
    type: "topup",
    description,
    esim_type: "Prepaid",
    validity: offer.day,
    package: offer.title,
    data: offer.data,
    price: offer.price,
    created_at: new Date().toISOString().replace("T", " ").slice(0, 19),
    currency: "USD",
  };
}

/** Answers the top-up paths; false when the request is not one of them. */
export async function serveTopups({ req, res, path, body, state, send }) {
  const answer = (status, json) => {
    send(res, status, json);
    return true;
  };
  const notFound = () =>
    answer(404, { data: [], meta: { message: "The requested resource was not found." } });
  const topups = /^\/v2\/sims\/([^/]+)\/topups$/.exec(path);
  if (topups && req.method === "GET") {
    const sim = state.sims.get(decodeURIComponent(topups[1]));
    if (!sim) return notFound();
    return answer(200, { data: sim.recycled ? [] : topupOffers(sim), meta: { message: "success" } });
  }

  const packages = /^\/v2\/sims\/([^/]+)\/packages$/.exec(path);
  if (packages && req.method === "GET") {
    const sim = state.sims.get(decodeURIComponent(packages[1]));
    if (!sim) return notFound();
    return answer(200, { data: sim.packages, meta: { message: "success" } });
  }

  if (path === "/v2/orders/topups" && req.method === "POST") {
    state.topupRequests++;
    const fail = takeFault(state, body);
    if (fail) return answer(fail.status, { data: [], meta: { message: "Service unavailable" } });
    const sim = state.sims.get(body.iccid);
    if (!sim)
      return answer(422, {
        data: { iccid: "The selected iccid is invalid." },
        meta: { message: "the parameter is invalid" },
      });
    if (sim.recycled) {
      return answer(422, {
        code: 73,
        reason: "This eSIM has been recycled and can no longer be topped up.",
      });
    }
    const offer = topupOffers(sim).find((o) => o.id === body.package_id);
    if (!offer) {
      return answer(422, {
        data: { package_id: "The selected package id is invalid." },
        meta: { message: "the parameter is invalid" },
      });
    }
    const order = applyTopup(state, sim, offer, body.description ?? null);
    state.orders.push(order);
    if (state.dropNextTopups > 0) {
      state.dropNextTopups--;
      res.destroy();
      return true;
    }
    return answer(200, { data: order, meta: { message: "success" } });
  }

  return false;
}
