import { operation } from "../shared/operation";
import { ContactListQuerySchema, listContacts, listPartnerships, PartnershipListQuerySchema } from "./lists";

/** What visitors sent through the contact and partnership forms, each list its own permission. */
export const enquiryOperations = {
  listContacts: operation({
    access: "canViewContacts",
    input: ContactListQuerySchema,
    run: ({ db }, query) => listContacts(db, query),
  }),
  listPartnerships: operation({
    access: "canViewPartners",
    input: PartnershipListQuerySchema,
    run: ({ db }, query) => listPartnerships(db, query),
  }),
};
