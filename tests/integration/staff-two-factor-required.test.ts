// Two-factor from the first sign-in for staff who may refund, manage users or manage staff, as a
// deployed shop has it (STAFF_TWO_FACTOR unset, decision 0065). The other test files run as local
// development does, with STAFF_TWO_FACTOR=optional; these requests carry the deployed setting.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { generateHOTP } from "@oslojs/otp";
import { beforeAll, describe, expect, it } from "vitest";
import { base32Decode } from "../../worker/services/staff/totp";
import { as, json, nextIp, rootSession } from "./admin-helpers";
import { appHandler } from "./app-routes";
import { call, type Fetcher, ORIGIN, postJson, seedDatabase } from "./helpers";
import { queryRoutes } from "./route-harness";
import worker from "./test-worker";

beforeAll(seedDatabase);

const deployedEnv = { ...env, STAFF_TWO_FACTOR: undefined } as unknown as Env;
const deployed: Fetcher = async (request) => {
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, deployedEnv, ctx);
  await waitOnExecutionContext(ctx);
  return res;
};

const PASSWORD = "Staff-Kx7-mq2z";

/** A member made by the super admin with exactly these flags, signed in as a deployed shop would. */
async function member(username: string, permissions: Record<string, boolean>) {
  const made = await as(await rootSession()).post("/api/admin/staff", {
    username,
    email: `${username}@shop.test`,
    password: PASSWORD,
    permissions,
  });
  expect(made.status).toBe(201);
  const res = await postJson(
    "/api/admin/login",
    { username, password: PASSWORD },
    { headers: { "CF-Connecting-IP": nextIp() } },
    deployed,
  );
  expect(res.status).toBe(200);
  const cookie = (res.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
  const headers = { Cookie: cookie, "CF-Connecting-IP": nextIp() };
  return {
    answer: await json(res),
    get: (path: string, fetcher = deployed) => call(path, { headers }, fetcher),
    post: (path: string, body: unknown) => postJson(path, body, { headers }, deployed),
    cookie,
  };
}

const totp = (secret: string) =>
  generateHOTP(base32Decode(secret), BigInt(Math.floor(Date.now() / 30_000)), 6);

describe("two-factor for sensitive staff, as deployed", () => {
  it("sends a refunder to enrol and answers the admin API 403 until they do", async () => {
    const refunder = await member("refunder", { canViewOrders: true, canRefundOrders: true });
    expect(refunder.answer).toMatchObject({ mustEnrolTwoFactor: true });
    const refused = await refunder.get("/api/admin/orders");
    expect(refused.status).toBe(403);
    expect(await json(refused)).toEqual({
      error: "Set up two-factor authentication first",
      twoFactorEnrolment: true,
    });
    // Local development's setting lets the same session through: the rule is the variable's.
    expect(
      (await refunder.get("/api/admin/orders", async (r) => worker.fetch(r, env, createExecutionContext())))
        .status,
    ).toBe(200);

    const setup = await json(
      await refunder.post("/api/admin/account/two-factor/setup", { password: PASSWORD }),
    );
    expect(
      (await refunder.post("/api/admin/account/two-factor/confirm", { code: totp(setup.secret) })).status,
    ).toBe(200);
    expect((await refunder.get("/api/admin/orders")).status).toBe(200);
  });

  it("requires it of user managers and super admins, not of staff without those permissions", async () => {
    const manager = await member("usermanager", { canManageUsers: true });
    expect(manager.answer).toMatchObject({ mustEnrolTwoFactor: true });
    expect((await manager.get("/api/admin/users")).status).toBe(403);

    const chat = await member("chatonly", { canAnswerChat: true, canViewOrders: true });
    expect(chat.answer).not.toHaveProperty("mustEnrolTwoFactor");
    expect((await chat.get("/api/admin/orders")).status).toBe(200);

    const root = await postJson(
      "/api/admin/login",
      { username: "root", password: "Sup3r-secret" },
      { headers: { "CF-Connecting-IP": nextIp() } },
      deployed,
    );
    expect(await json(root)).toMatchObject({ mustEnrolTwoFactor: true });
  });

  it("opens only My account in the back office until the refunder enrols", async () => {
    const refunder = await member("pagerefunder", { canViewOrders: true, canRefundOrders: true });
    const page = (path: string, vars = { STAFF_TWO_FACTOR: "required" as const }) =>
      queryRoutes(appHandler, new Request(`${ORIGIN}${path}`, { headers: { Cookie: refunder.cookie } }), {
        vars,
      });
    const orders = await page("/admin/orders");
    expect(orders.response.status).toBe(302);
    expect(orders.response.headers.get("Location")).toBe("/admin/account");
    expect((await page("/admin/account")).response.status).toBe(200);
    const local = await page("/admin/orders", { STAFF_TWO_FACTOR: "optional" } as never);
    expect(local.response.status).toBe(200);
  });
});
