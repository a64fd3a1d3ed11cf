import { idParam } from "../../../app/schemas/admin/common";
import { esimQrSecret } from "../fulfilment/esim-qr-link";
import { operation } from "../shared/operation";
import { EmailListQuerySchema, listEmails, readEmail, resendEmail } from "./messages";

const byId = { id: idParam };

/** The outbox as staff see it: the list, one message's body, a resend. */
export const emailOperations = {
  listEmails: operation({
    access: "canViewOrders",
    input: EmailListQuerySchema,
    run: ({ db }, query) => listEmails(db, query),
  }),
  // Bodies hold order details and eSIM codes: reading them is its own permission, audited.
  readEmail: operation({
    access: "canReadEmails",
    target: byId,
    run: ({ db, env, config, actor }, { id }) =>
      readEmail(db, config, { actor, id, qrSecret: esimQrSecret(env) }),
  }),
  resendEmail: operation({
    access: "canViewOrders",
    target: byId,
    run: ({ db, env, actor }, { id }) => resendEmail(db, env, { actor, id }),
  }),
};
