import { describe, expect, it } from "vitest";

// Integration tests make their data through the Worker: the flows customers and staff use (see
// tests/integration/staff-actions.ts and order-journeys.ts). A write straight to D1 is allowed only
// for a state no flow can reach on demand, and each file's allowance says which. A new raw write
// fails here until it is made through the Worker or its reason is written below.
const sources = import.meta.glob<string>("/tests/integration/*.ts", {
  query: "?raw",
  import: "default",
  eager: true,
});

const RAW_WRITE =
  /INSERT (?:OR REPLACE )?INTO|UPDATE [a-z_]+ SET|DELETE FROM|\.(?:insert|update|delete)\((?!key\b|name\b|cacheKey\b|DEMO_)[a-zA-Z]+\)/g;

const ALLOWED: Record<string, { writes: number; why: string }> = {
  "account-rights.test.ts": {
    writes: 1,
    why: "an address on a delivered eSIM order, a shape only old orders have",
  },
  "apply-migrations.ts": {
    writes: 1,
    why: "each file's chat rooms numbered from a random start: the runtime shares room objects across files",
  },
  "account-rules.test.ts": {
    writes: 4,
    why: "the database's own ban and e-mail rules, tested below the Worker",
  },
  "admin-actions-orders.test.ts": {
    writes: 1,
    why: "a failed order without racing the supplier's shared failure switch",
  },
  "admin-list-counts.test.ts": {
    writes: 2,
    why: "more rows than the lists' cap, written as the seed before any request",
  },
  "admin-orders-list.test.ts": {
    writes: 4,
    why: "time travel (paid a week ago), a failed order, a hostile name",
  },
  "auth-links.test.ts": { writes: 2, why: "time travel (an expired link) and a batch broken on purpose" },
  "customer-orders.test.ts": {
    writes: 2,
    why: "a 150-order history, written as the seed before any request",
  },
  "database.test.ts": { writes: 2, why: "the schema's constraints refusing bad rows" },
  "device-list.test.ts": {
    writes: 2,
    why: "the shipped device list as an older release left it, before a refresh",
  },
  "esim-alerts-webhook.test.ts": {
    writes: 1,
    why: "a delivered top-up's outcome; the top-up flow has its own tests",
  },
  "esim-email-qr.test.ts": { writes: 1, why: "an eSIM refunded after its QR link was sent" },
  "form-protocol.test.ts": {
    writes: 1,
    why: "another customer's copy of an order, to prove ownership checks",
  },
  "fulfilment.test.ts": { writes: 4, why: "a crash mid-delivery and time travel past a lease" },
  "housekeeping.test.ts": { writes: 3, why: "rate-limit windows that ended in the past" },
  "order-desk-actions.test.ts": { writes: 2, why: "a failed order, and a payment the provider never saw" },
  "order-desk-page.test.ts": { writes: 1, why: "an order paid before charges were kept" },
  "password-policy.test.ts": { writes: 2, why: "accounts with hashes from an older password scheme" },
  "session-security.test.ts": {
    writes: 6,
    why: "defence in depth: each flag alone ends a session, without the flow that also revokes it",
  },
  "sign-in.test.ts": { writes: 1, why: "time travel (a ban that ended)" },
  "signed-in-sessions.test.ts": { writes: 2, why: "time travel (sessions last seen long ago)" },
  "shop-figures.test.ts": {
    writes: 2,
    why: "when an order was paid and its eSIM issued: the 30-day median needs known waits, and a flow takes seconds",
  },
  "storefront-content.test.ts": {
    writes: 7,
    why: "stored data the admin API refuses (javascript: URLs, missing rows), read back safely; a buyer's pending review",
  },
};

describe("integration tests make their data through the Worker", () => {
  const counts: Record<string, number> = Object.fromEntries(
    Object.entries(sources)
      .map(([path, text]): [string, number] => [
        path.split("/").pop() ?? path,
        text
          .split("\n")
          .filter((line) => !line.includes("CREATE TRIGGER"))
          .join("\n")
          .match(RAW_WRITE)?.length ?? 0,
      ])
      .filter(([, n]) => n !== 0),
  );

  it("writes straight to D1 only where a file's allowance says why", () => {
    const over = Object.entries(counts).filter(([file, n]) => n > (ALLOWED[file]?.writes ?? 0));
    expect(over).toEqual([]);
  });

  it("keeps no allowance larger than the writes it covers", () => {
    const stale = Object.entries(ALLOWED)
      .filter(([file, { writes }]) => (counts[file] ?? 0) < writes)
      .map(([file]) => file);
    expect(stale).toEqual([]);
  });
});
