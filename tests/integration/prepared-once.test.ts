// A select built once per isolate and run on each request's own D1 session.
import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { preparedOnce } from "../../worker/db/prepared";
import { newQueryLog, timedD1 } from "../../worker/db/query-timing";
import { users } from "../../worker/db/schema";
import { seedDatabase, TEST_BANNED, TEST_CUSTOMER } from "./helpers";

beforeAll(seedDatabase);

let builds = 0;
const userNamed = preparedOnce((db) => {
  builds += 1;
  return db
    .select({ username: users.username, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.username, sql.placeholder("username")));
});

describe("preparedOnce", () => {
  it("builds the query once, and runs each call on that request's D1 client with that call's values", async () => {
    const first = newQueryLog();
    const second = newQueryLog();
    const [customer] = await userNamed(createDb(timedD1(env.DB, first)), {
      username: TEST_CUSTOMER.username,
    });
    const [banned] = await userNamed(createDb(timedD1(env.DB, second)), { username: TEST_BANNED.username });
    expect(customer?.username).toBe(TEST_CUSTOMER.username);
    expect(banned?.username).toBe(TEST_BANNED.username);
    // Drizzle's row mapping came with the template: a timestamp column reads as a Date.
    expect(banned?.createdAt).toBeInstanceOf(Date);
    // Each request's Server-Timing counts its own query: the statement came from its own client.
    expect([first.count, second.count]).toEqual([1, 1]);
    expect(builds).toBe(1);
  });

  it("answers no row for a value that matches none", async () => {
    expect(await userNamed(createDb(env.DB), { username: "nobody.here" })).toEqual([]);
  });
});
