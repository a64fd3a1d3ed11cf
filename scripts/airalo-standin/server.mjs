// A local stand-in for the Airalo Partner API (v2), in plain Node: the same paths, form bodies,
// bearer tokens and JSON envelopes as the real one (see worker/integrations/esim/airalo.ts), with
// in-memory state and a small control surface for tests under /__control.
//   node scripts/airalo-standin/server.mjs            (PORT, default 12112)

import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { exitWithParent } from "../exit-with-parent.mjs";
import { controlCatalogue, loadCatalogue, serveCatalogue } from "./catalogue.mjs";
import { controlNotify } from "./notify.mjs";
import { packageFigures, serveTopups, simPackage, takeFault } from "./topups.mjs";

const CLIENT_ID = process.env.AIRALO_CLIENT_ID ?? "standin-client";
const CLIENT_SECRET = process.env.AIRALO_CLIENT_SECRET ?? "standin-secret";
const SMDP = "lpa.standin.airalo.example";

// The demo supplier's list, in Airalo's shape: the lite list names only phones that take an eSIM.
const DEVICE_GROUPS = JSON.parse(
  readFileSync(new URL("../../worker/integrations/esim/demo-devices.json", import.meta.url), "utf8"),
).groups;
const COMPATIBLE_DEVICES = DEVICE_GROUPS.filter((group) => group.esim).flatMap((group) =>
  group.models.map((name) => ({ os: group.brand === "Apple" ? "ios" : "android", brand: group.brand, name })),
);

export function createAiraloStandin() {
  const state = {
    tokens: new Set(),
    orders: [],
    sims: new Map(),
    // Package id → { amount, day, is_unlimited } set by a test: the catalogue's word over the id's.
    packages: new Map(),
    // The supplier's whole catalogue, which tests may move (catalogue.mjs).
    catalogue: loadCatalogue(),
    catalogueRequests: 0,
    failNext: [],
    tokenRequests: 0,
    orderRequests: 0,
    deviceRequests: 0,
    topupRequests: 0,
    dropNextTopups: 0,
  };

  function luhn(digits) {
    let sum = 0;
    for (let i = 0; i < digits.length; i++) {
      let d = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 0) {
        d *= 2;
        if (d > 9) d -= 9;
      }
      sum += d;
    }
    return (10 - (sum % 10)) % 10;
  }
  function iccid() {
    const body = `8944${[...randomBytes(15)].map((b) => b % 10).join("")}`;
    return `${body}${luhn(body)}`;
  }

  async function readBody(req) {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const raw = Buffer.concat(chunks).toString("utf8");
    const type = req.headers["content-type"] ?? "";
    if (type.includes("application/json")) return raw ? JSON.parse(raw) : {};
    return Object.fromEntries(new URLSearchParams(raw));
  }

  function send(res, status, body, headers = {}) {
    res.writeHead(status, { "Content-Type": "application/json", ...headers });
    res.end(JSON.stringify(body));
  }

  function authorised(req) {
    const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? "");
    return match && state.tokens.has(match[1]);
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url, "http://standin");
    const body = await readBody(req);
    const path = url.pathname;

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
      return send(res, 200, { ok: true });
    }
    if (path === "/__control/revoke-tokens" && req.method === "POST") {
      state.tokens.clear();
      return send(res, 200, { ok: true });
    }
    if (path === "/__control/sims" && req.method === "POST") {
      const sim = state.sims.get(body.iccid);
      if (!sim) return send(res, 404, { ok: false });
      Object.assign(sim.usage, body.usage ?? {});
      // Installed: the eSIM's days start, as many as its package holds, unless the test set the end.
      if (sim.usage.status === "ACTIVE" && !sim.usage.expired_at) {
        const days = sim.packages[0].package.day ?? 30;
        sim.usage.expired_at = new Date(Date.now() + days * 86_400_000)
          .toISOString()
          .replace("T", " ")
          .slice(0, 19);
      }
      return send(res, 200, { ok: true });
    }
    if (controlCatalogue({ req, res, path, body, state, send })) return;
    // What the catalogue says one package holds (amount in MB, day), e.g. to disagree with a plan.
    if (path === "/__control/packages" && req.method === "POST") {
      if (!body.id) return send(res, 422, { ok: false });
      const unlimited = body.is_unlimited === true || body.is_unlimited === "true";
      state.packages.set(String(body.id), {
        amount: unlimited ? null : Number(body.amount),
        day: Number(body.day ?? packageFigures(state, String(body.id)).day),
        is_unlimited: unlimited,
      });
      return send(res, 200, { ok: true });
    }
    if (path === "/__control/recycle" && req.method === "POST") {
      const sim = state.sims.get(body.iccid);
      if (!sim) return send(res, 404, { ok: false });
      sim.recycled = true;
      return send(res, 200, { ok: true });
    }
    // The next top-up is applied, then its answer is lost (the connection drops), as after a timeout.
    if (path === "/__control/drop-next-topup" && req.method === "POST") {
      state.dropNextTopups += Number(body.count ?? 1);
      return send(res, 200, { ok: true });
    }
    if (path === "/__control/notify" && req.method === "POST")
      return send(res, 200, await controlNotify(body));
    if (path === "/__control/state") {
      return send(res, 200, {
        tokenRequests: state.tokenRequests,
        orderRequests: state.orderRequests,
        deviceRequests: state.deviceRequests,
        topupRequests: state.topupRequests,
        catalogueRequests: state.catalogueRequests,
        orders: state.orders,
        refunds: [...state.sims.values()].filter((s) => s.refunded).map((s) => s.iccid),
      });
    }

    if (path === "/v2/token" && req.method === "POST") {
      state.tokenRequests++;
      if (
        body.client_id !== CLIENT_ID ||
        body.client_secret !== CLIENT_SECRET ||
        body.grant_type !== "client_credentials"
      ) {
        return send(res, 401, { data: [], meta: { message: "Invalid client credentials" } });
      }
      const token = randomBytes(24).toString("hex");
      state.tokens.add(token);
      return send(res, 200, {
        data: { token_type: "Bearer", expires_in: 31622400, access_token: token },
        meta: { message: "success" },
      });
    }

    if (!authorised(req)) return send(res, 401, { data: [], meta: { message: "Unauthenticated." } });

    if (path === "/v2/orders" && req.method === "POST") {
      state.orderRequests++;
      const fail = takeFault(state, body);
      if (fail?.malformed) {
        res.writeHead(200, { "Content-Type": "text/html" });
        return res.end("<html><body>502 Bad Gateway</body></html>");
      }
      if (fail) {
        const wait = fail.retryAfter ? { "Retry-After": fail.retryAfter } : {};
        return send(res, fail.status, { data: [], meta: { message: "Service unavailable" } }, wait);
      }
      const quantity = Number(body.quantity);
      if (!body.package_id || !(quantity >= 1 && quantity <= 50)) {
        return send(res, 422, {
          data: { package_id: "The package id field is required." },
          meta: { message: "the parameter is invalid" },
        });
      }
      const figures = packageFigures(state, body.package_id);
      const sims = Array.from({ length: quantity }, () => {
        const matching = randomBytes(6).toString("hex").toUpperCase();
        const sim = {
          id: state.sims.size + 1,
          created_at: new Date().toISOString().replace("T", " ").slice(0, 19),
          iccid: iccid(),
          lpa: SMDP,
          imsis: null,
          matching_id: matching,
          qrcode: `LPA:1$${SMDP}$${matching}`,
          qrcode_url: `https://standin.airalo.example/qr/${matching}.png`,
          apn_type: "manual",
          apn_value: "airalo.standin",
          is_roaming: true,
          confirmation_code: null,
        };
        state.sims.set(sim.iccid, {
          iccid: sim.iccid,
          refunded: false,
          recycled: false,
          packages: [simPackage(body.package_id, "sim", figures)],
          usage: {
            remaining: figures.amount,
            total: figures.amount,
            expired_at: null,
            is_unlimited: figures.is_unlimited,
            status: "NOT_ACTIVE",
          },
        });
        return sim;
      });
      const order = {
        id: state.orders.length + 1,
        code: `2026${randomUUID().slice(0, 8)}`,
        package_id: body.package_id,
        quantity: String(quantity),
        type: "sim",
        description: body.description ?? null,
        esim_type: "Prepaid",
        validity: figures.day,
        package: body.package_id,
        data: figures.is_unlimited ? "Unlimited" : `${figures.amount / 1024} GB`,
        price: 9.5,
        created_at: new Date().toISOString().replace("T", " ").slice(0, 19),
        currency: "USD",
        sims,
      };
      state.orders.push(order);
      return send(res, 200, { data: order, meta: { message: "success" } });
    }

    if (path === "/v2/orders" && req.method === "GET") {
      const description = url.searchParams.get("filter[description]");
      const data = state.orders.filter((o) => description === null || o.description === description);
      return send(res, 200, { data, links: {}, meta: { message: "success", total: data.length } });
    }

    const usage = /^\/v2\/sims\/([^/]+)\/usage$/.exec(path);
    if (usage && req.method === "GET") {
      const sim = state.sims.get(decodeURIComponent(usage[1]));
      if (!sim)
        return send(res, 404, { data: [], meta: { message: "The requested resource was not found." } });
      return send(res, 200, { data: sim.usage, meta: { message: "success" } });
    }

    if (await serveTopups({ req, res, path, body, state, send })) return;
    if (serveCatalogue({ req, res, path, url, state, send })) return;

    if (path === "/v2/compatible-devices-lite" && req.method === "GET") {
      state.deviceRequests++;
      return send(res, 200, { data: COMPATIBLE_DEVICES });
    }

    if (path === "/v2/refund" && req.method === "POST") {
      const iccids = Array.isArray(body.iccids) ? body.iccids : [];
      for (const id of iccids) {
        const sim = state.sims.get(id);
        if (sim?.usage.status !== "NOT_ACTIVE") {
          return send(res, 422, { data: [], meta: { message: "The eSIM cannot be refunded." } });
        }
      }
      for (const id of iccids) state.sims.get(id).refunded = true;
      return send(res, 200, { data: { request_id: randomUUID() }, meta: { message: "success" } });
    }

    return send(res, 404, { data: [], meta: { message: "Not found" } });
  });
  return { server, state };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  exitWithParent();
  const port = Number(process.env.PORT ?? 12112);
  createAiraloStandin().server.listen(port, "127.0.0.1", () => {
    console.log(`Airalo stand-in on http://127.0.0.1:${port}`);
  });
}
