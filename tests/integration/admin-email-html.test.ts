// The E-mails tab shows the HTML version as sent, with the same rule as the text version: no
// one-time link (reset, verification), no token and no signed QR image address reaches staff, in
// either version; the link's button and the QR's place are still drawn.
import { beforeAll, describe, expect, it } from "vitest";
import { as, rootSession, staffCookie } from "./admin-helpers";
import { Browser } from "./browser";
import { newCustomer } from "./chat-helpers";
import { eventually, orderStatus } from "./fulfilment-helpers";
import { seedDatabase } from "./helpers";
import { lastLinkMail, mailbox, tokenIn } from "./mailbox";
import { configurePayments, stripePaidOrder } from "./payment-helpers";

let reader: ReturnType<typeof as>;

beforeAll(async () => {
  await seedDatabase();
  const root = await rootSession();
  await configurePayments(root);
  reader = as(await staffCookie(root, "htmlreader", { canViewOrders: true, canReadEmails: true }));
});

/** The staff view of the newest outbox message of `template` to `to`. */
async function staffRead(to: string, template: string) {
  const list = await reader.get(`/api/admin/emails?q=${encodeURIComponent(to)}`);
  expect(list.status).toBe(200);
  const { items } = await list.json<{ items: { id: number; template: string }[] }>();
  const item = items.find((m) => m.template === template);
  expect(item, template).toBeDefined();
  const res = await reader.get(`/api/admin/emails/${item?.id}`);
  expect(res.status).toBe(200);
  return res.json<{ text: string | null; html: string | null }>();
}

describe("the E-mails tab's HTML version", { timeout: 60_000 }, () => {
  it("shows a reset e-mail as sent, its button going nowhere and no token anywhere", async () => {
    const { username } = await newCustomer("htmlreset");
    const email = `${username}@shop.test`;
    expect((await new Browser().post("/api/auth/forgot-password", { email })).status).toBe(200);
    const sent = await lastLinkMail(email, "password_reset");
    const token = tokenIn(sent.text);
    expect(token).not.toBe("");
    expect(sent.html).toContain(token);

    const read = await staffRead(email, "password_reset");
    expect(read.html).toContain("Choose a new password");
    expect(read.html).toContain("[one-time link: sent only to the recipient]");
    expect(`${read.html}${read.text}`).not.toContain(token);
    expect(read.html).not.toMatch(/token=/);
    // The button's link is dropped, not pointed at a placeholder the frame could follow.
    expect(read.html).not.toMatch(/href="\[/);
    expect(read.html).not.toContain("[[one-time-link]]");
  });

  it("shows the eSIM e-mail with its QR image's place kept and its signed address gone", async () => {
    const owner = await newCustomer("htmlqr");
    const to = `${owner.username}@shop.test`;
    const { orderId } = await stripePaidOrder([{ slug: "japan-5gb-7-days" }], owner.browser);
    await eventually(async () => (await orderStatus(orderId)) === "delivered");
    const mail = await eventually(async () =>
      (await mailbox(to)).find((m) => m.subject === `Your eSIM is ready (order #${orderId})`),
    );
    const signed = /\/api\/esim-qr\/[^"\s]+\.png/.exec(mail.html ?? "")?.[0] ?? "";
    expect(signed).not.toBe("");

    const read = await staffRead(to, "esim_ready");
    for (const body of [read.html, read.text]) {
      expect(body).not.toContain("/api/esim-qr/");
      expect(body).not.toContain(signed.split("/").pop());
    }
    expect(read.text).toContain("[QR code image: sent only to the recipient]");
    // The picture is still there, drawn from a stand-in, with the codes beside it as sent.
    expect(read.html).toMatch(/<img src="data:image\/svg\+xml,[^"]+" width="200" height="200"/);
    expect(read.html).toContain("Install on iPhone");
  });

  it("is refused to staff without Read e-mails, and to nobody signed in", async () => {
    const root = await rootSession();
    const viewer = as(await staffCookie(root, "htmlviewer", { canViewOrders: true }));
    expect((await viewer.get("/api/admin/emails/1")).status).toBe(403);
    expect((await new Browser().get("/api/admin/emails/1")).status).toBe(401);
  });
});
