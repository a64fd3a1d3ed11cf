// The admin E-mails list; produced by worker/services/email/messages.ts.

export const EMAIL_STATUSES = ["queued", "sending", "sent", "failed"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const EMAIL_STATUS_LABELS: Record<EmailStatus, string> = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
};

/** The e-mails the shop sends; worker/services/email/templates.ts renders each. */
export const EMAIL_TEMPLATES = [
  "order_received",
  "payment_confirmed",
  "esim_ready",
  "sim_shipped",
  "refund_issued",
  "password_reset",
  "email_verify",
  "sign_in_guessing",
  "esim_alert",
  "topup_failed",
  "chat_reply",
  "contact_received",
  "contact_reply",
  "topup_added",
] as const;
export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number];

/** What staff read for each template code (the E-mails tab, the order desk, the list's search). */
export const EMAIL_TEMPLATE_LABELS: Record<EmailTemplate, string> = {
  order_received: "Order received",
  payment_confirmed: "Payment confirmed",
  esim_ready: "eSIM ready to install",
  sim_shipped: "SIM card shipped",
  refund_issued: "Refund issued",
  password_reset: "Password reset link",
  email_verify: "E-mail address check",
  sign_in_guessing: "Sign-in guessing alert",
  esim_alert: "eSIM running low",
  topup_failed: "Top-up could not be added",
  chat_reply: "Chat reply while away",
  contact_received: "Contact message received",
  contact_reply: "Reply to a contact message",
  topup_added: "Top-up added to the eSIM",
};

/** An outbox message with its status; its body is read on its own (`AdminEmailBody`). */
export interface AdminEmail {
  id: number;
  to: string;
  template: string;
  subject: string | null;
  /** A link e-mail: its link went only to the recipient, so it can never be resent. */
  hasLink: boolean;
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  orderId: number | null;
  userId: number | null;
  createdAt: string | null;
  sentAt: string | null;
}

/** One message's bodies, for staff with canReadEmails (each read audited); links hidden. */
export interface AdminEmailBody {
  id: number;
  to: string;
  subject: string | null;
  text: string | null;
  html: string | null;
}
