import type { Device } from "../../../app/schemas/devices";
import { airaloCatalogue } from "./airalo-catalogue";
import { airaloTopups } from "./airalo-topups";
import { recycledFrom, STATES } from "./airalo-wire";
import { type EsimProfile, type EsimSupplier, SupplierError, type SupplierOrder } from "./types";

/**
 * Airalo Partner API adapter (decision 0012). Wire format as documented by Airalo (v2):
 * - POST /v2/token (form: client_id, client_secret, grant_type=client_credentials)
 *     → { data: { access_token, expires_in, token_type } }; the token is cached in KV.
 * - POST /v2/orders (form: package_id, quantity, type=sim, description)
 *     → { data: { id, code, description, sims: [{ iccid, lpa, matching_id, qrcode, apn_value }] } }
 *   Airalo's `lpa` is the SM-DP+ address and `matching_id` the activation code.
 * - GET /v2/orders?filter[description]=…&include=sims → { data: [order…] }. Assumption: we put our
 *   request id in `description` and find a lost answer by it (Airalo has no idempotency key).
 * - GET /v2/sims/{iccid}/usage → { data: { remaining, total, expired_at, is_unlimited, status } },
 *   MB; status NOT_ACTIVE | ACTIVE | FINISHED | EXPIRED | UNKNOWN.
 * - POST /v2/refund (JSON { iccids, reason }) asks for an unused profile to be cancelled (assumed shape).
 * - GET /v2/sims/{iccid}/topups → { data: [{ id, title, amount (MB), day, is_unlimited, … }] }: the
 *   top-up packages this eSIM can take now.
 * - POST /v2/orders/topups (form: package_id, iccid, description) → { data: { id, code, … } }. No
 *   idempotency key: the caller reads the package history before a retry. A recycled eSIM answers
 *   `{ code: 73, reason }` (HTTP 422), which no retry will change.
 * - GET /v2/sims/{iccid}/packages → { data: [{ id, status, package: { id, type, amount (MB), day,
 *   is_unlimited } }] }, oldest first: what each package the eSIM carried holds, as Airalo sold it.
 * - GET /v2/compatible-devices-lite → { data: [{ os, brand, name }] } (no `meta`): the phones that
 *   take Airalo's eSIMs. It lists only compatible ones and carries no notes, so each becomes
 *   esim: true with no note; the shop's own notes and known eSIM-less phones stay (decision 0032).
 */
export interface AiraloOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  kv: KVNamespace;
  fetch?: typeof fetch;
}

const TOKEN_KEY = "airalo:token";

interface AiraloSim {
  iccid: string;
  lpa: string;
  matching_id: string;
  qrcode?: string;
  apn_value?: string | null;
}

interface AiraloOrder {
  id: number | string;
  code?: string;
  description?: string;
  sims?: AiraloSim[];
}

interface AiraloDevice {
  os?: string;
  brand?: string | null;
  name?: string | null;
}

function toDevices(rows: AiraloDevice[]): Device[] {
  const devices: Device[] = [];
  for (const row of rows) {
    const brand = row.brand?.trim();
    const model = row.name?.trim();
    if (brand && model) devices.push({ brand, model, esim: true, note: null });
  }
  return devices;
}

function toProfile(sim: AiraloSim): EsimProfile {
  return {
    iccid: sim.iccid,
    smdpAddress: sim.lpa,
    activationCode: sim.matching_id,
    lpa: sim.qrcode?.startsWith("LPA:1$") ? sim.qrcode : `LPA:1$${sim.lpa}$${sim.matching_id}`,
    apn: sim.apn_value ?? null,
  };
}

function toOrder(order: AiraloOrder): SupplierOrder {
  return { supplierRef: String(order.code ?? order.id), profiles: (order.sims ?? []).map(toProfile) };
}

/** Retry-After as seconds from now: a number of seconds or an HTTP date; nothing when absent or unreadable. */
function retryAfterSeconds(value: string | null): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

type AiraloCall = (path: string, init: RequestInit, what: string) => Promise<unknown>;

/**
 * The wire to Airalo: the token fetched and cached in KV, authorised calls, and every failure as a
 * SupplierError that says whether trying again can help.
 */
function airaloClient(options: AiraloOptions): AiraloCall {
  const base = options.baseUrl.replace(/\/+$/, "");
  const doFetch = options.fetch ?? fetch;

  async function send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(`${base}${path}`, init);
    } catch (error) {
      throw new SupplierError(`Airalo unreachable: ${(error as Error).message}`, true);
    }
  }

  async function fail(response: Response, what: string): Promise<never> {
    const body = await response.text().catch(() => "");
    recycledFrom(body, what);
    const retryable = response.status >= 500 || response.status === 429;
    throw new SupplierError(
      `Airalo ${what}: ${response.status} ${body.slice(0, 200)}`,
      retryable,
      response.status,
      retryAfterSeconds(response.headers.get("Retry-After")),
    );
  }

  async function token(): Promise<string> {
    const cached = await options.kv.get(TOKEN_KEY);
    if (cached) return cached;
    const form = new URLSearchParams({
      client_id: options.clientId,
      client_secret: options.clientSecret,
      grant_type: "client_credentials",
    });
    const response = await send("/v2/token", {
      method: "POST",
      headers: { Accept: "application/json" },
      body: form,
    });
    if (!response.ok) await fail(response, "token");
    const { data } = (await response.json()) as { data: { access_token: string; expires_in: number } };
    // KV needs ≥ 60 s; renew five minutes before Airalo's own expiry.
    const ttl = Math.max(60, Math.min(data.expires_in - 300, 30 * 24 * 3600));
    await options.kv.put(TOKEN_KEY, data.access_token, { expirationTtl: ttl });
    return data.access_token;
  }

  /** One authorised call; a 401 means the cached token was revoked: forget it and try once more. */
  async function call(path: string, init: RequestInit, what: string): Promise<unknown> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const headers = new Headers(init.headers);
      headers.set("Accept", "application/json");
      headers.set("Authorization", `Bearer ${await token()}`);
      const response = await send(path, { ...init, headers });
      if (response.status === 401 && attempt === 0) {
        await response.body?.cancel();
        await options.kv.delete(TOKEN_KEY);
        continue;
      }
      if (!response.ok) await fail(response, what);
      try {
        return await response.json();
      } catch {
        // A proxy's error page in place of the answer: the order may exist, so trying again
        // (which looks the order up first) is safe.
        throw new SupplierError(`Airalo ${what}: the answer was not JSON`, true, response.status);
      }
    }
    throw new SupplierError(`Airalo ${what}: unauthorised`, false, 401);
  }

  return call;
}

export function createAiraloSupplier(options: AiraloOptions): EsimSupplier {
  const call = airaloClient(options);
  return {
    name: "airalo",
    ...airaloTopups(call),
    ...airaloCatalogue(call),
    async orderProfiles({ packageCode, quantity, requestId }) {
      const form = new URLSearchParams({
        package_id: packageCode,
        quantity: String(quantity),
        type: "sim",
        description: requestId,
      });
      const { data } = (await call("/v2/orders", { method: "POST", body: form }, "order")) as {
        data: AiraloOrder;
      };
      return toOrder(data);
    },
    async findOrder(requestId) {
      const query = new URLSearchParams({ "filter[description]": requestId, include: "sims" });
      const { data } = (await call(`/v2/orders?${query}`, { method: "GET" }, "order lookup")) as {
        data: AiraloOrder[];
      };
      const match = data.find((o) => o.description === requestId);
      return match ? toOrder(match) : null;
    },
    async usage(iccid) {
      const { data } = (await call(
        `/v2/sims/${encodeURIComponent(iccid)}/usage`,
        { method: "GET" },
        "usage",
      )) as {
        data: {
          remaining: number | null;
          total: number | null;
          expired_at: string | null;
          is_unlimited: boolean;
          status: string;
        };
      };
      return {
        status: STATES[data.status] ?? "unknown",
        totalMb: data.is_unlimited ? null : data.total,
        remainingMb: data.is_unlimited ? null : data.remaining,
        unlimited: data.is_unlimited,
        expiresAt: data.expired_at ? new Date(`${data.expired_at.replace(" ", "T")}Z`).toISOString() : null,
      };
    },
    async cancel(iccid) {
      await call(
        "/v2/refund",
        {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ iccids: [iccid], reason: "unused" }),
        },
        "cancel",
      );
    },
    async compatibleDevices() {
      const { data } = (await call("/v2/compatible-devices-lite", { method: "GET" }, "devices")) as {
        data: AiraloDevice[];
      };
      return toDevices(Array.isArray(data) ? data : []);
    },
  };
}
