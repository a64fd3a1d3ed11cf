import type { DevMail } from "../../worker/services/email/dev-mailbox";
import { eventually } from "./fulfilment-helpers";
import { call } from "./helpers";

const SUBJECTS = {
  password_reset: "Reset your password",
  email_verify: "Verify your e-mail address",
} as const;

/** What the local transport "sent" to an address, newest first (GET /__dev/mailbox). */
export async function mailbox(to: string): Promise<DevMail[]> {
  const res = await call(`/__dev/mailbox?to=${encodeURIComponent(to)}`);
  if (res.status !== 200) throw new Error(`mailbox answered ${res.status}`);
  return res.json();
}

/** The newest link e-mail of a kind in the developer's mailbox, waiting for the queue to send it. */
export function lastLinkMail(to: string, kind: keyof typeof SUBJECTS, after = 0): Promise<DevMail> {
  return eventually(async () => {
    const mails = (await mailbox(to)).filter((m) => m.subject === SUBJECTS[kind]);
    return mails.length > after ? mails[0] : undefined;
  });
}

export const tokenIn = (text: string | null | undefined) =>
  /token=([A-Za-z0-9_-]+)/.exec(text ?? "")?.[1] ?? "";
