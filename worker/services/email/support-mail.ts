import { emailT, esc, htmlT, layout, pageLink, type RenderedEmail, type TemplateContext } from "./templates";

// The e-mails of support that follows up: a chat reply to someone who has left the chat, and the
// contact form's acknowledgement and staff's answer. Each quotes the words it is about, escaped.

/** Where a chat e-mail leads: the Support page with the chat open on the conversation. */
const CHAT_LINK_PATH = "/support?chat=open";

const quote = (text: string) =>
  `<blockquote style="margin:12px 0;padding:8px 12px;border-left:3px solid #0e7490;background:#f1f5f9;white-space:pre-wrap">${esc(text)}</blockquote>`;

const button = (link: string, label: string) =>
  `<p><a href="${esc(link)}" style="display:inline-block;background:#0e7490;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${esc(label)}</a></p>`;

const quoteText = (text: string) =>
  text
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");

/** A staff reply for a customer or visitor who was no longer in the chat, with the way back. */
export function chatReplyEmail(ctx: TemplateContext, name: string, reply: string): RenderedEmail {
  const t = emailT(ctx);
  const subject = t("email.chatReply.subject");
  const link = pageLink(ctx, CHAT_LINK_PATH);
  const hi = t("email.greeting", { name });
  const open = t("email.chatReply.open");
  const after = t("email.chatReply.after");
  const lead = t("email.chatReply.lead");
  const text = `${hi}\n\n${lead}\n\n${quoteText(reply)}\n\n${t("email.linkLine", { label: open, link })}\n\n${after}\n\n${ctx.brand}`;
  const html = layout(
    ctx,
    subject,
    `<p>${esc(hi)}</p><p>${esc(lead)}</p>${quote(reply)}${button(link, open)}<p>${esc(after)}</p>`,
  );
  return { subject, text, html };
}

/** Sent as the contact form is stored: it arrived, and when to expect an answer. */
export function contactReceivedEmail(ctx: TemplateContext, name: string, message: string): RenderedEmail {
  const t = emailT(ctx);
  const subject = t("email.contact.received.subject");
  const hi = t("email.greeting", { name });
  const lead = t("email.contact.received.lead");
  const yours = t("email.contact.yourMessage");
  const text = `${hi}\n\n${lead}\n\n${yours}\n${quoteText(message)}\n\n${ctx.brand}`;
  const html = layout(
    ctx,
    subject,
    `<p>${esc(hi)}</p><p>${esc(lead)}</p><p>${esc(yours)}</p>${quote(message)}`,
  );
  return { subject, text, html };
}

/** Staff's answer to a contact message, quoting what the sender wrote. */
export function contactReplyEmail(
  ctx: TemplateContext,
  contact: { name: string; message: string },
  reply: string,
): RenderedEmail {
  const t = emailT(ctx);
  const subject = t("email.contact.reply.subject");
  const hi = t("email.greeting", { name: contact.name });
  const lead = t("email.contact.reply.lead");
  const yours = t("email.contact.yourMessage");
  const link = pageLink(ctx, "/support");
  const after = t("email.contact.reply.after", { link });
  const text = `${hi}\n\n${lead}\n\n${reply}\n\n${yours}\n${quoteText(contact.message)}\n\n${after}\n\n${ctx.brand}`;
  const html = layout(
    ctx,
    subject,
    `<p>${esc(hi)}</p><p>${esc(lead)}</p><p style="white-space:pre-wrap">${esc(reply)}</p><p>${esc(yours)}</p>${quote(contact.message)}<p>${htmlT(t, "email.contact.reply.after", { link: `<a href="${esc(link)}">${esc(link)}</a>` })}</p>`,
  );
  return { subject, text, html };
}
