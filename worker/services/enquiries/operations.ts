import { idParam } from "../../../app/schemas/admin/common";
import { ContactReplySchema, PartnershipStatusSchema } from "../../../app/schemas/admin/enquiries";
import { operation } from "../shared/operation";
import { replyToContact, setPartnershipStatus } from "./answers";
import { ContactListQuerySchema, listContacts, listPartnerships, PartnershipListQuerySchema } from "./lists";

const byId = { id: idParam };

/** What visitors sent through the contact and partnership forms, each list its own permission. */
export const enquiryOperations = {
  listContacts: operation({
    access: "canViewContacts",
    input: ContactListQuerySchema,
    run: ({ db }, query) => listContacts(db, query),
  }),
  // Whoever reads the contact messages answers them.
  replyContact: operation({
    access: "canViewContacts",
    target: byId,
    input: ContactReplySchema,
    run: ({ db, env, actor }, { id, reply }) => replyToContact(env, db, { actor, id, reply }),
  }),
  listPartnerships: operation({
    access: "canViewPartners",
    input: PartnershipListQuerySchema,
    run: ({ db }, query) => listPartnerships(db, query),
  }),
  setPartnershipStatus: operation({
    access: "canViewPartners",
    target: byId,
    input: PartnershipStatusSchema,
    run: ({ db, actor }, { id, status }) => setPartnershipStatus(db, { actor, id, status }),
  }),
};
