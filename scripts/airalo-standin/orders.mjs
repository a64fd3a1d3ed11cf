// The stand-in's `POST /v2/orders`: a fault a test armed, a refused form, or the profiles ordered
// with the package's figures (scripts/airalo-standin/topups.mjs reads them).
import { randomBytes, randomUUID } from "node:crypto";
import { packageFigures, simPackage, takeFault } from "./topups.mjs";

const SMDP = "lpa.standin.airalo.example";

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

function issueSim(state, packageId, figures) {
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
    packages: [simPackage(packageId, "sim", figures)],
    usage: {
      remaining: figures.amount,
      total: figures.amount,
      expired_at: null,
      is_unlimited: figures.is_unlimited,
      status: "NOT_ACTIVE",
    },
  });
  return sim;
}

export function placeOrder({ res, body, state, send }) {
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
  const sims = Array.from({ length: quantity }, () => issueSim(state, body.package_id, figures));
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
