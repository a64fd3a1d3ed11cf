// A local stand-in for the Airalo Partner API (v2), in plain Node: the same paths, form bodies,
// bearer tokens and JSON envelopes as the real one (see worker/integrations/esim/airalo.ts), with
// in-memory state and a small control surface for tests under /__control.
//   node scripts/airalo-standin/server.mjs            (PORT, default 12112)

import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { exitWithParent } from "../exit-with-parent.mjs";
import { loadCatalogue, serveCatalogue } from "./catalogue.mjs";
import { serveControl } from "./control.mjs";
import { placeOrder } from "./orders.mjs";
import { serveTopups } from "./topups.mjs";

const CLIENT_ID = process.env.AIRALO_CLIENT_ID ?? "standin-client";
const CLIENT_SECRET = process.env.AIRALO_CLIENT_SECRET ?? "standin-secret";

// The demo supplier's list, in Airalo's shape: the lite list names only phones that take an eSIM.
const DEVICE_GROUPS = JSON.parse(
  readFileSync(new URL("../../worker/integrations/esim/demo-devices.json", import.meta.url), "utf8"),
).groups;
const COMPATIBLE_DEVICES = DEVICE_GROUPS.filter((group) => group.esim).flatMap((group) =>
  group.models.map((name) => ({ os: group.brand === "Apple" ? "ios" : "android", brand: group.brand, name })),
);

function newState() {
  return {
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

function authorised(state, req) {
  const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? "");
  return match && state.tokens.has(match[1]);
}

async function handle(state, req, res) {
  const url = new URL(req.url, "http://standin");
  const body = await readBody(req);
  const path = url.pathname;

  if (await serveControl({ req, res, path, body, state, send })) return;

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

  if (!authorised(state, req)) return send(res, 401, { data: [], meta: { message: "Unauthenticated." } });

  if (path === "/v2/orders" && req.method === "POST") return placeOrder({ res, body, state, send });

  if (path === "/v2/orders" && req.method === "GET") {
    const description = url.searchParams.get("filter[description]");
    const data = state.orders.filter((o) => description === null || o.description === description);
    return send(res, 200, { data, links: {}, meta: { message: "success", total: data.length } });
  }

  const usage = /^\/v2\/sims\/([^/]+)\/usage$/.exec(path);
  if (usage && req.method === "GET") {
    const sim = state.sims.get(decodeURIComponent(usage[1]));
    if (!sim) return send(res, 404, { data: [], meta: { message: "The requested resource was not found." } });
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
}

export function createAiraloStandin() {
  const state = newState();
  const server = createServer((req, res) => handle(state, req, res));
  return { server, state };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  exitWithParent();
  const port = Number(process.env.PORT ?? 12112);
  createAiraloStandin().server.listen(port, "127.0.0.1", () => {
    console.log(`Airalo stand-in on http://127.0.0.1:${port}`);
  });
}
