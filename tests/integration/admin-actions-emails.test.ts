// The E-mails tab resends a message through its route's intent action (resend-email), run
// inside workerd through React Router's static handler: success (audited, queued again, the toast
// queued), 403 without View orders, 400 bad input, cross-origin refused, an unknown e-mail 404.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../worker/db/schema";
import { outboxIdempotencyKey } from "../../worker/services/email/deliver";
import { expectDone, expectRefused, postIntent } from "./admin-actions-harness";
import { lastAudit, rootSession, staffCookie } from "./admin-helpers";
import { db, eventually } from "./fulfilment-helpers";
import { seedDatabase } from "./helpers";
import { configurePayments, stripePaidOrder } from "./payment-helpers";

let viewer: string;
let nobody: string;

const post = (fields: Record<string, string | number>, cookie: string, origin?: string) =>
  postIntent("emails", fields, cookie, origin);

beforeAll(async () => {
  await seedDatabase();
  const root = await rootSession();
  await configurePayments(root);
  viewer = await staffCookie(root, "emails-viewer", { canViewOrders: true });
  nobody = await staffCookie(root, "emails-nobody", { canManageContent: true });
});

describe("the E-mails tab's resend-email intent", () => {
  it("queues the e-mail again, audited, with the tab's toast; refuses what it should", async () => {
    const { orderId } = await stripePaidOrder([{ slug: "japan-5gb-7-days" }]);
    const email = await eventually(() =>
      db().select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId)).get(),
    );
    const resend = { intent: "resend-email", emailId: email.id };

    await expectRefused(() => post(resend, nobody), 403);
    await expectRefused(() => post(resend, viewer, "https://evil.test"), 403);
    expect(await expectRefused(() => post({ ...resend, emailId: "abc" }, viewer), 400)).toMatchObject({
      fieldErrors: { emailId: expect.any(String) },
    });
    await expectRefused(() => post({ ...resend, emailId: 999999 }, viewer), 404);
    expect(await expectRefused(() => post({ ...resend, intent: "delete-email" }, viewer), 400)).toMatchObject(
      {
        fieldErrors: { intent: "Unknown action" },
      },
    );

    await expectDone(post(resend, viewer), "E-mail queued again");
    expect((await lastAudit())?.action).toBe("EMAIL_RESEND");
  });
});

describe("the provider's idempotency key of an outbox row", () => {
  const row = { id: 7, createdAt: new Date("2026-11-26T08:00:00Z"), providerMessageId: null, attempts: 1 };

  it("stays the same across automatic retries and differs for a resend", () => {
    expect(outboxIdempotencyKey({ ...row, attempts: 3 })).toBe(outboxIdempotencyKey(row));
    const sent = { ...row, providerMessageId: "re_1" };
    expect(outboxIdempotencyKey({ ...sent, attempts: 2 })).not.toBe(outboxIdempotencyKey(row));
    expect(outboxIdempotencyKey({ ...sent, attempts: 3 })).not.toBe(
      outboxIdempotencyKey({ ...sent, attempts: 2 }),
    );
  });

  it("differs for the same row id in another database (staging beside production)", () => {
    const elsewhere = { ...row, createdAt: new Date("2026-11-26T08:00:01Z") };
    expect(outboxIdempotencyKey(elsewhere)).not.toBe(outboxIdempotencyKey(row));
  });
});
