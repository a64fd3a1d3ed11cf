// The admin E-mails list (issue 13); produced by worker/services/admin/emails.ts.

export const EMAIL_STATUSES = ["queued", "sending", "sent", "failed"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** An outbox message with its status and body. */
export interface AdminEmail {
  id: number;
  to: string;
  template: string;
  subject: string | null;
  text: string | null;
  html: string | null;
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  orderId: number | null;
  userId: number | null;
  createdAt: string | null;
  sentAt: string | null;
}
