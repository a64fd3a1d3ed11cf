// A deployed Worker refuses to serve with a missing, short or example secret, or with a switch only
// local development may use (decision 0065); local development serves as before. The answer names
// the variable, never its value.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "./test-worker";

/** A random secret of the length a deploy needs. */
const GOOD_KEY = "Zq4v9Lr2Xw7Tn1Kp5Hs8Dm3Fb6Gj0Yc-a";
// Every variable the check reads is named here, so a developer's .dev.vars (which the test pool
// also loads) cannot change the answer.
const DEPLOYED = {
  LOCAL_DEVELOPMENT: undefined,
  STAFF_TWO_FACTOR: undefined,
  DEV_MAILBOX: undefined,
  SETTINGS_ENCRYPTION_KEY: GOOD_KEY,
  STRIPE_WEBHOOK_SECRET: undefined,
  AIRALO_WEBHOOK_SECRET: undefined,
  STRIPE_SECRET_KEY: undefined,
  AIRALO_CLIENT_SECRET: undefined,
};

async function fetchWith(vars: Record<string, string | undefined>, path: string, host = "shop.test") {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`https://${host}${path}`), { ...env, ...vars } as Env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

async function refusal(vars: Record<string, string | undefined>, host?: string) {
  const res = await fetchWith({ ...DEPLOYED, ...vars }, "/api/products", host);
  expect(res.status).toBe(503);
  const body = (await res.json()) as { error: string; problems: string[] };
  // A secret's value is never shown (the switches' "1" or "optional" are not secrets).
  for (const value of Object.values(vars))
    if (value && value.length > 8) expect(JSON.stringify(body)).not.toContain(value);
  return body.problems;
}

describe("a deployed Worker's secrets", () => {
  it("serves with its own long secrets", async () => {
    expect((await fetchWith(DEPLOYED, "/api/products")).status).toBe(200);
  });

  it("refuses a missing, example or short SETTINGS_ENCRYPTION_KEY, naming it", async () => {
    expect(await refusal({ SETTINGS_ENCRYPTION_KEY: undefined })).toEqual([
      "SETTINGS_ENCRYPTION_KEY is not set: set a random secret of at least 32 characters",
    ]);
    for (const example of ["local-dev-only-settings-encryption-key", "test-only-settings-encryption-key"]) {
      expect(await refusal({ SETTINGS_ENCRYPTION_KEY: example })).toEqual([
        "SETTINGS_ENCRYPTION_KEY is an example value: set your own random secret",
      ]);
    }
    expect(await refusal({ SETTINGS_ENCRYPTION_KEY: "Zq4v9Lr2Xw7Tn1Kp5Hs8" })).toEqual([
      "SETTINGS_ENCRYPTION_KEY is shorter than 32 characters",
    ]);
  });

  it("refuses the example webhook secrets and the local-only switches", async () => {
    expect(await refusal({ AIRALO_WEBHOOK_SECRET: "local-dev-only-esim-webhook-secret" })).toEqual([
      "AIRALO_WEBHOOK_SECRET is an example value: set your own random secret",
    ]);
    expect(await refusal({ STRIPE_WEBHOOK_SECRET: "whsec_standin_local_signing_secret" })).toEqual([
      "STRIPE_WEBHOOK_SECRET is an example value: set your own random secret",
    ]);
    expect(await refusal({ STAFF_TWO_FACTOR: "optional" })).toEqual([
      "STAFF_TWO_FACTOR is optional, which only local development may use: remove it",
    ]);
    expect(await refusal({ DEV_MAILBOX: "1" })).toEqual([
      "DEV_MAILBOX is on, which would show e-mailed links to anyone: remove it",
    ]);
  });

  it("answers pages with a plain 503 page, not the shop", async () => {
    const res = await fetchWith({ ...DEPLOYED, SETTINGS_ENCRYPTION_KEY: undefined }, "/");
    expect(res.status).toBe(503);
    expect(res.headers.get("Content-Type")).toContain("text/html");
    expect(await res.text()).toContain("SETTINGS_ENCRYPTION_KEY is not set");
  });
});

describe("local development", () => {
  it("accepts the example secrets on a local address with LOCAL_DEVELOPMENT=1", async () => {
    for (const host of ["shop.test", "localhost:8787", "127.0.0.1:8788", "192.168.1.20:8787"]) {
      expect((await fetchWith({}, "/api/products", host)).status).toBe(200);
    }
  });

  it("is not assumed from the variable alone on a public address, nor from a local address alone", async () => {
    const example = { SETTINGS_ENCRYPTION_KEY: "local-dev-only-settings-encryption-key" };
    expect(
      (await fetchWith({ ...example, LOCAL_DEVELOPMENT: "1" }, "/api/products", "jalansim.com")).status,
    ).toBe(503);
    expect(
      (await fetchWith({ ...example, LOCAL_DEVELOPMENT: undefined }, "/api/products", "localhost")).status,
    ).toBe(503);
  });
});
