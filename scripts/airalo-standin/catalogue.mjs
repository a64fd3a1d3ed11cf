// The stand-in's catalogue: Airalo's `GET /v2/packages` over the demo supplier's generated catalogue
// (worker/integrations/esim/demo-catalogue.json, made by scripts/generate-catalogue.mjs), paged by
// destination entry as Airalo pages, with controls so a test can move the supplier:
//   POST   /__control/packages/:id  { netPrice, price }   new prices (USD; MYR follows at the day's rate)
//   DELETE /__control/packages/:id                        the package is withdrawn
//   POST   /__control/packages  { operatorId, package }    a new package under that operator
import { readFileSync } from "node:fs";

const SOURCE = new URL("../../worker/integrations/esim/demo-catalogue.json", import.meta.url);
const MYR_PER_USD = 4.21;
const round2 = (n) => Math.round(n * 100) / 100;

/** A fresh copy of the generated catalogue: each stand-in moves its own. */
export function loadCatalogue() {
  return JSON.parse(readFileSync(SOURCE, "utf8"));
}

function findPackage(catalogue, id) {
  for (const entry of catalogue)
    for (const operator of entry.operators) {
      const pkg = operator.packages.find((p) => p.id === id);
      if (pkg) return { entry, operator, pkg };
    }
  return null;
}

/** What the catalogue says a package holds, or null for an id it does not list. */
export function catalogueFigures(catalogue, id) {
  const found = findPackage(catalogue, id);
  if (!found) return null;
  const { pkg } = found;
  return { amount: pkg.is_unlimited ? null : pkg.amount, day: pkg.day, is_unlimited: pkg.is_unlimited };
}

function priced(pkg, netPrice, price) {
  pkg.net_price = round2(netPrice);
  pkg.price = round2(price);
  pkg.prices = {
    net_price: { USD: pkg.net_price, MYR: round2(pkg.net_price * MYR_PER_USD) },
    recommended_retail_price: { USD: pkg.price, MYR: round2(pkg.price * MYR_PER_USD) },
  };
  return pkg;
}

function minPrice(entry) {
  const all = entry.operators.flatMap((o) => o.packages);
  const low = (key) => Math.min(...all.map((p) => p.prices[key].USD));
  const net = low("net_price");
  const rrp = low("recommended_retail_price");
  return {
    net_price: { USD: net, MYR: round2(net * MYR_PER_USD) },
    recommended_retail_price: { USD: rrp, MYR: round2(rrp * MYR_PER_USD) },
  };
}

function listPackages(state, url, origin) {
  const type = url.searchParams.get("filter[type]");
  const country = url.searchParams.get("filter[country]");
  const entries = state.catalogue
    .map((entry) => ({
      ...entry,
      operators: entry.operators.filter((o) => (type === null || o.type === type) && o.packages.length > 0),
    }))
    .filter((entry) => entry.operators.length > 0)
    .filter(
      (entry) => country === null || entry.operators.some((o) => o.coverages.some((c) => c.code === country)),
    );
  const limit = Math.max(1, Number(url.searchParams.get("limit") ?? entries.length) || entries.length);
  const lastPage = Math.max(1, Math.ceil(entries.length / limit));
  const page = Math.min(Math.max(1, Number(url.searchParams.get("page") ?? 1) || 1), lastPage + 1);
  const slice = entries.slice((page - 1) * limit, page * limit);
  const link = (n) => `${origin}/v2/packages?limit=${limit}&page=${n}`;
  return {
    pricing: { model: "net_pricing", discount_percentage: 0 },
    data: slice.map((entry) => ({ ...entry, min_price: minPrice(entry) })),
    links: {
      first: link(1),
      last: link(lastPage),
      prev: page > 1 ? link(page - 1) : null,
      next: page < lastPage ? link(page + 1) : null,
    },
    meta: {
      message: "success",
      current_page: page,
      from: slice.length > 0 ? (page - 1) * limit + 1 : null,
      last_page: lastPage,
      path: `${origin}/v2/packages`,
      per_page: String(limit),
      to: slice.length > 0 ? (page - 1) * limit + slice.length : null,
      total: entries.length,
    },
  };
}

/** The catalogue's controls; true when this request was one of them. */
export function controlCatalogue({ req, res, path, body, state, send }) {
  const answer = (status, payload) => {
    send(res, status, payload);
    return true;
  };
  const one = /^\/__control\/packages\/([^/]+)$/.exec(path);
  if (one) {
    const found = findPackage(state.catalogue, decodeURIComponent(one[1]));
    if (!found) return answer(404, { ok: false });
    if (req.method === "DELETE") {
      found.operator.packages = found.operator.packages.filter((p) => p !== found.pkg);
      return answer(200, { ok: true });
    }
    if (req.method === "POST") {
      const netPrice = Number(body.netPrice ?? found.pkg.net_price);
      const price = Number(body.price ?? found.pkg.price);
      if (!(netPrice > 0 && price > 0)) return answer(422, { ok: false });
      priced(found.pkg, netPrice, price);
      return answer(200, { ok: true, package: found.pkg });
    }
    return false;
  }
  if (path === "/__control/packages" && req.method === "POST" && body.operatorId !== undefined) {
    const operator = state.catalogue
      .flatMap((e) => e.operators)
      .find((o) => o.id === Number(body.operatorId));
    const pkg = body.package;
    if (!operator || !pkg?.id || findPackage(state.catalogue, pkg.id)) return answer(422, { ok: false });
    const unlimited = pkg.is_unlimited === true;
    const added = priced(
      {
        id: String(pkg.id),
        type: "sim",
        amount: unlimited ? 0 : Number(pkg.amount),
        day: Number(pkg.day),
        is_unlimited: unlimited,
        title:
          pkg.title ?? `${unlimited ? "Unlimited" : `${Number(pkg.amount) / 1024} GB`} - ${pkg.day} days`,
        data: unlimited ? "Unlimited" : `${Number(pkg.amount) / 1024} GB`,
        voice: pkg.voice ?? null,
        text: pkg.text ?? null,
        short_info: null,
        is_fair_usage_policy: unlimited,
        fair_usage_policy: pkg.fair_usage_policy ?? null,
      },
      Number(pkg.net_price),
      Number(pkg.price),
    );
    operator.packages.push(added);
    return answer(201, { ok: true, package: added });
  }
  return false;
}

/** `GET /v2/packages` for an authorised caller; true when this request was it. */
export function serveCatalogue({ req, res, path, url, state, send }) {
  if (path !== "/v2/packages" || req.method !== "GET") return false;
  state.catalogueRequests++;
  // Links name the address the caller used, as Airalo's name its own host.
  send(res, 200, listPackages(state, url, `http://${req.headers.host}`));
  return true;
}
