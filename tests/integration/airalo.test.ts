import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createAiraloSupplier } from "../../worker/integrations/esim/airalo";
import { SupplierError } from "../../worker/integrations/esim/types";
import { fulfilmentRetryDelay } from "../../worker/services/fulfilment/fulfil";
import { isValidIccid } from "./fulfilment-helpers";

// The Airalo adapter against the stand-in of scripts/airalo-standin (started by vitest's globalSetup),
// which answers in Airalo's wire format: form bodies, bearer tokens, { data, meta } envelopes.
declare global {
  namespace Cloudflare {
    interface Env {
      TEST_AIRALO_URL: string;
    }
  }
}

const base = () => env.TEST_AIRALO_URL;
const control = (path: string, body?: unknown) =>
  fetch(`${base()}/__control/${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then((r) => r.json() as Promise<Record<string, unknown>>);

const supplier = (clientSecret = "standin-secret") =>
  createAiraloSupplier({ baseUrl: base(), clientId: "standin-client", clientSecret, kv: env.SUPPLIER_KV });

describe("Airalo adapter against its stand-in", () => {
  it("orders profiles with a token cached in KV, and reads usage", async () => {
    const before = (await control("state")).tokenRequests as number;
    const airalo = supplier();
    const order = await airalo.orderProfiles({
      packageCode: "japan-7days-5gb",
      quantity: 2,
      requestId: "jal-1-abc",
    });
    expect(order.profiles).toHaveLength(2);
    for (const p of order.profiles) {
      expect(isValidIccid(p.iccid)).toBe(true);
      expect(p.smdpAddress).toBe("lpa.standin.airalo.example");
      expect(p.lpa).toBe(`LPA:1$${p.smdpAddress}$${p.activationCode}`);
      expect(p.apn).toBe("airalo.standin");
    }
    expect(await env.SUPPLIER_KV.get("airalo:token")).toBeTruthy();
    // A second call reuses the cached token.
    const usage = await airalo.usage(order.profiles[0]?.iccid ?? "");
    expect(usage).toEqual({
      status: "not_installed",
      totalMb: 5120,
      remainingMb: 5120,
      unlimited: false,
      expiresAt: null,
    });
    expect((await control("state")).tokenRequests).toBe(before + 1);

    await control("sims", {
      iccid: order.profiles[1]?.iccid,
      usage: { status: "ACTIVE", remaining: 1024, expired_at: "2026-12-31 10:00:00" },
    });
    expect(await airalo.usage(order.profiles[1]?.iccid ?? "")).toMatchObject({
      status: "active",
      remainingMb: 1024,
      expiresAt: "2026-12-31T10:00:00.000Z",
    });
  });

  it("finds an order placed earlier under our request id", async () => {
    const airalo = supplier();
    const placed = await airalo.orderProfiles({
      packageCode: "thai-8days-10gb",
      quantity: 1,
      requestId: "jal-2-def",
    });
    const found = await airalo.findOrder("jal-2-def");
    expect(found).toEqual(placed);
    expect(await airalo.findOrder("jal-never-ordered")).toBeNull();
  });

  it("a 5xx is retryable, a 4xx is not; a revoked token is renewed once", async () => {
    const airalo = supplier();
    await control("fail-next", { count: 1, status: 503, match: "jal-fault-503" });
    const error = await airalo
      .orderProfiles({ packageCode: "x", quantity: 1, requestId: "jal-fault-503" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SupplierError);
    expect((error as SupplierError).retryable).toBe(true);
    const invalid = await airalo
      .orderProfiles({ packageCode: "", quantity: 1, requestId: "jal-4" })
      .catch((e) => e);
    expect((invalid as SupplierError).retryable).toBe(false);
    expect((invalid as SupplierError).status).toBe(422);

    await control("revoke-tokens", {});
    const order = await airalo.orderProfiles({ packageCode: "x", quantity: 1, requestId: "jal-5" });
    expect(order.profiles).toHaveLength(1);
  });

  it("a 429 keeps the supplier's Retry-After, which the queue waits at least; a malformed answer is retryable", async () => {
    const airalo = supplier();
    await control("fail-next", { count: 1, status: 429, retryAfter: 120, match: "jal-429" });
    const limited = await airalo
      .orderProfiles({ packageCode: "x", quantity: 1, requestId: "jal-429" })
      .catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(SupplierError);
    expect(limited).toMatchObject({ retryable: true, status: 429, retryAfterSeconds: 120 });
    // The queue's own backoff at the first attempt is 30 s; the supplier asked for 120.
    expect(fulfilmentRetryDelay(30, 1, limited)).toBe(120);
    expect(fulfilmentRetryDelay(30, 4, limited)).toBe(240);
    expect(fulfilmentRetryDelay(30, 1, new Error("network"))).toBe(30);

    await control("fail-next", { count: 1, status: 200, malformed: "1", match: "jal-html" });
    const malformed = await airalo
      .orderProfiles({ packageCode: "x", quantity: 1, requestId: "jal-html" })
      .catch((e: unknown) => e);
    expect(malformed).toBeInstanceOf(SupplierError);
    expect(malformed).toMatchObject({ retryable: true, message: "Airalo order: the answer was not JSON" });
  });

  it("cancels an unused profile and refuses an installed one", async () => {
    const airalo = supplier();
    const order = await airalo.orderProfiles({ packageCode: "x", quantity: 2, requestId: "jal-6" });
    const [unused, installed] = order.profiles;
    await airalo.cancel(unused?.iccid ?? "");
    expect((await control("state")).refunds).toContain(unused?.iccid);
    await control("sims", { iccid: installed?.iccid, usage: { status: "ACTIVE" } });
    await expect(airalo.cancel(installed?.iccid ?? "")).rejects.toThrow(/422/);
  });

  it("wrong credentials are not retryable", async () => {
    await env.SUPPLIER_KV.delete("airalo:token");
    const error = await supplier("wrong")
      .usage("8944000000000000000")
      .catch((e: unknown) => e);
    expect((error as SupplierError).retryable).toBe(false);
    expect((error as SupplierError).status).toBe(401);
  });
});
