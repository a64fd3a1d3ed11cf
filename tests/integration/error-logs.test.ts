import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { emailOutbox } from "../../worker/db/schema";
import { DEMO_FAIL_NEXT_KEY } from "../../worker/integrations/esim/demo";
import { retrieveCheckoutSession } from "../../worker/integrations/stripe";
import { outboxInsert } from "../../worker/services/email/outbox";
import { UnavailableError } from "../../worker/services/errors";
import { rootSession } from "./admin-helpers";
import { db, eventually, orderStatus } from "./fulfilment-helpers";
import { seedDatabase } from "./helpers";
import { configurePayments, stripePaidOrder } from "./payment-helpers";

// An unexpected error is logged by class, code and an id only: a provider's or supplier's error
// carries its request and answer (keys, addresses, activation codes), so its message never is.
beforeAll(async () => {
  await seedDatabase();
  await configurePayments(await rootSession());
});

async function capture<T>(run: (lines: string[]) => Promise<T>) {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => {
    lines.push(args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : String(a))).join(" "));
  };
  const spies = [
    vi.spyOn(console, "error").mockImplementation(keep),
    vi.spyOn(console, "warn").mockImplementation(keep),
  ];
  try {
    return await run(lines);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

const parsed = (lines: string[], where: string) =>
  lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.where === where);

describe("unexpected errors in logs", { timeout: 30_000 }, () => {
  it("a Stripe call that fails logs its class only, never the key or the answer", async () => {
    await capture(async (lines) => {
      const keys = { secretKey: "sk_test_must_not_be_logged", apiUrl: "http://127.0.0.1:9" };
      await expect(retrieveCheckoutSession(keys, "cs_test_x")).rejects.toBeInstanceOf(UnavailableError);
      expect(lines.join("\n")).not.toMatch(/sk_test_must_not_be_logged|127\.0\.0\.1|cs_test_x/);
      expect(parsed(lines, "stripe")).toEqual([
        expect.objectContaining({ level: "error", requestId: "none", errorClass: expect.any(String) }),
      ]);
    });
  });

  it("a supplier failure in the fulfilment queue logs class, code and the order", async () => {
    await capture(async (lines) => {
      await env.SUPPLIER_KV.put(DEMO_FAIL_NEXT_KEY, "1");
      const { orderId } = await stripePaidOrder([{ slug: "japan-5gb-7-days" }]);
      await eventually(async () => (await orderStatus(orderId)) === "delivered", 20_000);
      expect(lines.join("\n")).not.toContain("Demo supplier");
      expect(parsed(lines, "fulfilment-queue")).toEqual([
        {
          level: "warn",
          where: "fulfilment-queue",
          requestId: `order:${orderId}:attempt:1`,
          errorClass: "SupplierError",
          code: "HTTP_503",
        },
      ]);
    });
  });

  it("an e-mail that cannot be sent logs class and the outbox row, not the message", async () => {
    await capture(async (lines) => {
      // An order e-mail whose order does not exist: rendering it throws.
      const key = `log-test-${Date.now()}`;
      await db().batch([
        outboxInsert(db(), {
          to: "private.person@shop.test",
          template: "order_received",
          payload: { orderId: 987654 },
          dedupeKey: key,
        }),
      ]);
      const row = await db().select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, key)).get();
      await env.EMAIL_QUEUE.send({ outboxId: row?.id ?? 0 });
      const [first] = await eventually(async () => {
        const logged = parsed(lines, "email-queue");
        return logged.length > 0 ? logged : null;
      });
      expect(first).toEqual({
        level: "warn",
        where: "email-queue",
        requestId: `outbox:${row?.id}:attempt:1`,
        errorClass: "Error",
      });
      // Its retries run out and the dead-letter queue marks it failed: no queue work outlives the file.
      await eventually(async () => {
        const stored = await db()
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.id, row?.id ?? 0))
          .get();
        return stored?.status === "failed";
      }, 20_000);
      expect(lines.join("\n")).not.toMatch(/987654|private\.person/);
    });
  });
});
