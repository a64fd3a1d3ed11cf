import type { RouterContextProvider } from "react-router";
import {
  type ContactsAction,
  ContactsActionSchema,
  type PartnersAction,
  PartnersActionSchema,
} from "../../../../app/schemas/admin/enquiries";
import { PARTNERSHIP_STATUS_LABELS } from "../../../../app/schemas/admin/records";
import { enquiryOperations as enquiries } from "../../../services/enquiries/operations";
import { adminIntentAction, type IntentTable, intent } from "../../forms/admin-intent.server";

const CONTACT_INTENTS: IntentTable<ContactsAction> = {
  reply: intent(enquiries.replyContact, { says: () => ({ title: "Reply sent by e-mail" }) }),
};

const PARTNER_INTENTS: IntentTable<PartnersAction> = {
  status: intent(enquiries.setPartnershipStatus, {
    says: (result) => ({ title: `Marked ${PARTNERSHIP_STATUS_LABELS[result.status].toLowerCase()}` }),
  }),
};

/** The Contacts tab's action: answer a message by e-mail. */
export function contactsAction(request: Request, context: Readonly<RouterContextProvider>) {
  return adminIntentAction(request, context, {
    tab: "contacts",
    schema: ContactsActionSchema,
    intents: CONTACT_INTENTS,
  });
}

/** The Partners tab's action: set a request's status. */
export function partnersAction(request: Request, context: Readonly<RouterContextProvider>) {
  return adminIntentAction(request, context, {
    tab: "partners",
    schema: PartnersActionSchema,
    intents: PARTNER_INTENTS,
  });
}
