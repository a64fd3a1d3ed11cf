// Support that follows up: a staff reply to someone who has left the chat reaches them by e-mail
// (once per conversation per hour), contact messages are acknowledged and answered by e-mail, and
// partnership requests carry a status staff set.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { as, json, lastAudit, rootSession, staffCookie } from "./admin-helpers";
import { Browser } from "./browser";
import { live, newCustomer, staffBrowser } from "./chat-helpers";
import { eventually } from "./fulfilment-helpers";
import { postJson, seedDatabase } from "./helpers";
import { mailbox } from "./mailbox";

beforeAll(seedDatabase);

/** The chat e-mails queued for a room's side (the outbox row is written before the reply returns). */
async function chatMails(to: string) {
  const { results } = await env.DB.prepare(
    "select subject, text_body as text from email_outbox where template = 'chat_reply' and to_address = ?",
  )
    .bind(to)
    .all<{ subject: string; text: string }>();
  return results;
}

/** Move a room's follow-up window into the past, as an hour going by would. */
async function anHourPasses(roomId: number) {
  await env.DB.prepare("update rate_limits set window_ends_at = ? where key = ?")
    .bind(Date.now() - 1, `chat-follow-up:room:${roomId}`)
    .run();
}

describe("a staff reply to someone who has left the chat", () => {
  it("is e-mailed to a visitor once per hour, in their language, with the way back to the chat", async () => {
    const visitor = new Browser();
    const email = "siti.away@visitor.test";
    const opened = await visitor.post("/api/chat/visitor", {
      name: "Siti",
      email,
      message: "Adakah pelan Jepun berfungsi di Osaka?",
      locale: "ms",
    });
    expect(opened.status).toBe(201);
    const { id: roomId } = (await opened.json()) as { id: number };
    const { browser: staff } = await staffBrowser();

    expect((await staff.post("/api/admin/chat/send", { roomId, message: "Ya, ia berfungsi!" })).status).toBe(
      201,
    );
    expect((await staff.post("/api/admin/chat/send", { roomId, message: "Ada apa-apa lagi?" })).status).toBe(
      201,
    );

    const mail = await eventually(async () => (await mailbox(email))[0]);
    expect(mail.subject).toBe("Kami telah membalas sembang anda");
    expect(mail.text).toContain("> Ya, ia berfungsi!");
    expect(mail.text).toContain("/ms/support?chat=open");
    // The second reply in the hour waits in the chat alone.
    expect(await chatMails(email)).toHaveLength(1);

    await anHourPasses(roomId);
    await staff.post("/api/admin/chat/send", { roomId, message: "Kami masih di sini." });
    expect(await chatMails(email)).toHaveLength(2);
  });

  it("is not e-mailed while the customer has the chat open, and is once they have left", async () => {
    const customer = await newCustomer("away");
    const email = `${customer.username}@shop.test`;
    const { browser: staff } = await staffBrowser();
    const socket = await live(customer.browser, `/api/chat/ws/${customer.roomId}`);

    await staff.post("/api/admin/chat/send", { roomId: customer.roomId, message: "Hello, I am here." });
    await socket.until(() => socket.messages().some((m) => m.message === "Hello, I am here."));
    expect(await chatMails(email)).toHaveLength(0);

    // The customer closes the tab; staff answer over their own socket.
    socket.socket.close(1000);
    const staffSocket = await live(staff, `/api/admin/chat/ws/${customer.roomId}`);
    staffSocket.send({ type: "message", message: "Your eSIM is on its way." });
    const rows = await eventually(async () => {
      const found = await chatMails(email);
      return found.length > 0 ? found : undefined;
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.subject).toBe("We replied to your chat");
    expect(rows[0]?.text).toContain("Your eSIM is on its way.");
    expect(rows[0]?.text).toContain("/support?chat=open");
    staffSocket.socket.close(1000);
  });

  it("is never e-mailed for a customer's own message", async () => {
    const customer = await newCustomer("own");
    await customer.browser.post("/api/chat/send", { roomId: customer.roomId, message: "Hello?" });
    expect(await chatMails(`${customer.username}@shop.test`)).toHaveLength(0);
  });
});

describe("contact messages answered by e-mail", () => {
  it("acknowledges a contact message by e-mail as it is stored", async () => {
    const email = "ahmad.contact@visitor.test";
    const sent = await postJson(
      "/api/contact",
      { name: "Ahmad", email, message: "Can I use the eSIM in Bali?" },
      { headers: { "CF-Connecting-IP": "198.51.100.21" } },
    );
    expect(sent.status).toBe(201);
    const mail = await eventually(async () => (await mailbox(email))[0]);
    expect(mail.subject).toBe("We have your message");
    expect(mail.text).toContain("within 24 hours");
    expect(mail.text).toContain("> Can I use the eSIM in Bali?");
  });

  it("lets staff answer one by e-mail, audited, and refuses an empty reply, an unknown message and staff without the permission", async () => {
    const email = "lina.contact@visitor.test";
    const sent = await postJson(
      "/api/contact",
      { name: "Lina", email, message: "Do you ship SIM cards to Penang?" },
      { headers: { "CF-Connecting-IP": "198.51.100.22" } },
    );
    const { id } = (await sent.json()) as { id: number };
    const root = await rootSession();
    const noContacts = await staffCookie(root, "nocontacts", { canViewPartners: true });

    expect((await as(root).post(`/api/admin/contacts/${id}/reply`, { reply: "   " })).status).toBe(400);
    expect((await as(root).post("/api/admin/contacts/999999/reply", { reply: "Hello" })).status).toBe(404);
    expect((await as(noContacts).post(`/api/admin/contacts/${id}/reply`, { reply: "Hello" })).status).toBe(
      403,
    );

    const answered = await as(root).post(`/api/admin/contacts/${id}/reply`, { reply: "Yes, within 2 days." });
    expect(answered.status).toBe(200);
    const reply = await eventually(async () =>
      (await mailbox(email)).find((m) => m.subject === "Our reply to your message"),
    );
    expect(reply.text).toContain("Yes, within 2 days.");
    expect(reply.text).toContain("> Do you ship SIM cards to Penang?");
    expect(await lastAudit()).toMatchObject({
      action: "CONTACT_REPLY",
      target_type: "contact",
      target_id: id,
    });
    const list = await json(await as(root).get("/api/admin/contacts"));
    expect(list.items.find((c: { id: number }) => c.id === id).repliedAt).toEqual(expect.any(String));
  });
});

describe("partnership requests", () => {
  it("list their message and a status staff set, each change audited", async () => {
    const sent = await postJson(
      "/api/partnership",
      {
        name: "Tan",
        company: "Borneo Trips",
        email: "tan@borneo.test",
        businessType: "travel-agency",
        message: "We send 300 travellers a month to Japan.",
      },
      { headers: { "CF-Connecting-IP": "198.51.100.23" } },
    );
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: number };
    const root = await rootSession();
    const listed = async () =>
      (await json(await as(root).get("/api/admin/partnerships"))).items.find(
        (p: { id: number }) => p.id === id,
      );
    expect(await listed()).toMatchObject({
      message: "We send 300 travellers a month to Japan.",
      status: "new",
    });

    expect((await as(root).put(`/api/admin/partnerships/${id}/status`, { status: "maybe" })).status).toBe(
      400,
    );
    const noPartners = await staffCookie(root, "nopartners", { canViewContacts: true });
    expect(
      (await as(noPartners).put(`/api/admin/partnerships/${id}/status`, { status: "approved" })).status,
    ).toBe(403);
    expect((await as(root).put(`/api/admin/partnerships/${id}/status`, { status: "contacted" })).status).toBe(
      200,
    );
    expect(await listed()).toMatchObject({ status: "contacted" });
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: "PARTNERSHIP_STATUS_UPDATE", target_id: id });
    expect(JSON.parse(audit?.details ?? "{}")).toMatchObject({ from: "new", to: "contacted" });
  });
});

describe("the default refund and privacy pages", () => {
  const page = (name: string) =>
    env.DB.prepare("select content, content_ms as ms, content_zh as zh from page_content where page = ?")
      .bind(name)
      .first<{ content: string; ms: string; zh: string }>();

  it("say that refunds are asked for on the order page and that accounts are deleted by their owner", async () => {
    expect((await page("refund-policy"))?.content).toContain("**Request a refund**");
    expect((await page("refund-policy"))?.zh).toContain("**申请退款**");
    expect((await page("privacy"))?.content).toContain("**Delete my account**");
    expect((await page("privacy"))?.ms).toContain("**Padam akaun saya**");
  });

  it("are rewritten by a re-seed only where no staff member saved the page", async () => {
    const old = "Send us your order number through the [Support page](/support) or live chat.";
    await env.DB.prepare(
      "update page_content set content = ?, updated_by = null where page = 'refund-policy'",
    )
      .bind(old)
      .run();
    const edited = "Staff wrote: ask us to delete your account at any time through the Support page.";
    await env.DB.prepare(
      "update page_content set content = ?, updated_by = (select min(id) from admin_users) where page = 'privacy'",
    )
      .bind(edited)
      .run();
    await seedDatabase();
    expect((await page("refund-policy"))?.content).toContain("**Request a refund**");
    expect((await page("privacy"))?.content).toBe(edited);
  });
});
