import { operation } from "../shared/operation";
import { AuditListQuerySchema, listAuditLogs } from "./audit-logs";

/** The audit log, read by those allowed to see who did what. */
export const auditOperations = {
  listAuditLogs: operation({
    access: "canViewAuditLogs",
    input: AuditListQuerySchema,
    run: ({ db }, query) => listAuditLogs(db, query),
  }),
};
