import { z } from "zod";
import { PARTNERSHIP_STATUSES } from "./records";

// What staff do with the contact and partnership forms' messages (the API's JSON and the tabs'
// intent forms alike).

/** Staff's answer to a contact message, e-mailed to its sender. */
export const ContactReplySchema = z.object({
  reply: z
    .string({ error: "Reply is required" })
    .trim()
    .min(1, "Reply is required")
    .max(5000, "Reply must be at most 5000 characters"),
});

/** Where staff are with a partnership request. */
export const PartnershipStatusSchema = z.object({
  status: z.enum(PARTNERSHIP_STATUSES, { error: "Choose a status" }),
});

const id = z.coerce.number().int().positive();

/** The Contacts tab's one action. */
export const ContactsActionSchema = z.discriminatedUnion("intent", [
  ContactReplySchema.extend({ intent: z.literal("reply"), id }),
]);
export type ContactsAction = z.output<typeof ContactsActionSchema>;

/** The Partners tab's one action. */
export const PartnersActionSchema = z.discriminatedUnion("intent", [
  PartnershipStatusSchema.extend({ intent: z.literal("status"), id }),
]);
export type PartnersAction = z.output<typeof PartnersActionSchema>;
