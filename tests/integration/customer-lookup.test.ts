// The signed-in customer as loaders see it: a page's guard, root and loader ask in turn, and a GET
// pays for one answer (sessions and D1 as the Worker has them; KV behind a counting wrapper).
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { issueUserSession, revokeSession } from "../../worker/auth/session";
import { createDb } from "../../worker/db/client";
import { newQueryLog, timedD1 } from "../../worker/db/query-timing";
import { users } from "../../worker/db/schema";
import { getCustomer } from "../../worker/web/guards/customer-route.server";
import { appContext } from "../../worker/web/http/context.server";
import { seedDatabase, TEST_CUSTOMER } from "./helpers";
import { config } from "./route-harness";

beforeAll(seedDatabase);

async function signIn() {
  const db = createDb(env.DB);
  const [user] = await db.select().from(users).where(eq(users.username, TEST_CUSTOMER.username));
  if (!user) throw new Error("the seed has no demo customer");
  return issueUserSession(db, env.SESSIONS, user, { persistent: false });
}

/** One request's context, with its D1 statements and KV reads counted. */
function countedRequest(method: "GET" | "POST", token: string) {
  const queries = newQueryLog();
  const kvReads: string[] = [];
  const sessions = new Proxy(env.SESSIONS, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property !== "get" || typeof value !== "function") return value;
      return (key: string, ...rest: unknown[]) => {
        kvReads.push(key);
        return value.call(target, key, ...rest);
      };
    },
  });
  const context = new RouterContextProvider();
  context.set(appContext, {
    env: { ...env, SESSIONS: sessions },
    ctx: { waitUntil: () => {} },
    db: createDb(timedD1(env.DB, queries)),
    config,
    nonce: "test",
  });
  const request = new Request("http://shop.test/my-orders", {
    method,
    headers: { Cookie: `__Host-session=${token}` },
  });
  return { request, context, queries, kvReads };
}

describe("getCustomer", () => {
  it("checks a GET's session in D1 once, and the navigation reuses that answer without reading KV", async () => {
    const { request, context, queries, kvReads } = countedRequest("GET", (await signIn()).token);
    const guard = await getCustomer(request, context);
    const page = await getCustomer(request, context);
    const navigation = await getCustomer(request, context, { fresh: false });
    expect(guard?.user.username).toBe(TEST_CUSTOMER.username);
    expect(page).toEqual(guard);
    expect(navigation).toEqual(guard);
    expect(queries.count).toBe(1);
    expect(kvReads).toEqual([]);
  });

  it("lets a GET that only needs the navigation trust KV, with no D1 query", async () => {
    const { request, context, queries, kvReads } = countedRequest("GET", (await signIn()).token);
    const navigation = await getCustomer(request, context, { fresh: false });
    expect(navigation?.user.username).toBe(TEST_CUSTOMER.username);
    expect(await getCustomer(request, context, { fresh: false })).toEqual(navigation);
    expect(queries.count).toBe(0);
    expect(kvReads).toHaveLength(1);
  });

  it("asks D1 on each call of a POST, whose action may end the session between them", async () => {
    const { token, session } = await signIn();
    const { request, context, queries } = countedRequest("POST", token);
    expect((await getCustomer(request, context))?.user.username).toBe(TEST_CUSTOMER.username);
    await revokeSession(createDb(env.DB), env.SESSIONS, session.tokenHash);
    expect(await getCustomer(request, context)).toBeNull();
    expect(queries.count).toBe(2);
  });
});
