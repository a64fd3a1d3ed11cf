import type { Locale } from "../../../app/lib/locale";
import type { Contact } from "../../../app/schemas/contact";
import type { Database } from "../../db/client";
import { contactSubmissions, emailOutbox } from "../../db/schema";
import { readConfig } from "../../env";
import { dispatchEmails, outboxInsert } from "../email/outbox";
import { templateContext } from "../email/render";
import { contactReceivedEmail } from "../email/support-mail";
import { enforceRateLimit, type RateLimitRule } from "../shared/rate-limit";

/** Per client, shared by POST /api/contact and the /support page action. */
const CONTACT_RATE_LIMIT: RateLimitRule = { scope: "contact:ip", limit: 5, windowMs: 10 * 60_000 };

/** A stored contact message or partnership request. */
export interface Submission {
  id: number;
  submittedAt: Date;
}

/**
 * Store a validated contact message unless this client has used up its window. Only valid
 * submissions count, so a traveller fixing typos without JavaScript is not locked out, while a
 * flood of storable messages is refused (RateLimitedError) before anything more is written.
 */
async function submitContact(
  db: Database,
  input: Contact & { locale?: Locale },
  client: string,
  now = Date.now(),
): Promise<Submission> {
  await enforceRateLimit(db, CONTACT_RATE_LIMIT, client, { now });
  const [row] = await db
    .insert(contactSubmissions)
    .values({
      name: input.name,
      email: input.email,
      message: input.message,
      locale: input.locale ?? "en",
      submittedAt: new Date(now),
    })
    .returning({ id: contactSubmissions.id, submittedAt: contactSubmissions.submittedAt });
  if (!row) throw new Error("Contact submission was not stored");
  return row;
}

/**
 * The contact form, as the page and the API receive it: stored as above, then acknowledged by
 * e-mail in the page's language, so the sender knows it arrived and when to expect an answer.
 */
export async function receiveContact(
  env: Env,
  db: Database,
  input: Contact & { locale?: Locale },
  client: string,
): Promise<Submission> {
  const stored = await submitContact(db, input, client);
  const rows = await outboxInsert(db, {
    to: input.email,
    template: "contact_received",
    rendered: contactReceivedEmail(
      templateContext(readConfig(env), input.locale ?? "en"),
      input.name,
      input.message,
    ),
    dedupeKey: `contact_received:${stored.id}`,
  }).returning({ id: emailOutbox.id });
  await dispatchEmails(
    env,
    rows.map((r) => r.id),
  );
  return stored;
}
