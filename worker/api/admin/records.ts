import { Hono } from "hono";
import {
  AuditListQuerySchema,
  ContactListQuerySchema,
  listAuditLogs,
  listContacts,
  listOrders,
  listPartnerships,
  OrderListQuerySchema,
  PartnershipListQuerySchema,
} from "../../services/admin/records";
import type { ApiEnv } from "../types";
import { validateQuery } from "../validate";

export const adminRecordsApi = new Hono<ApiEnv>()
  .get("/audit-logs", validateQuery(AuditListQuerySchema), async (c) =>
    c.json(await listAuditLogs(c.get("db"), c.req.valid("query"))),
  )
  .get("/orders", validateQuery(OrderListQuerySchema), async (c) =>
    c.json(await listOrders(c.get("db"), c.req.valid("query"))),
  )
  .get("/contacts", validateQuery(ContactListQuerySchema), async (c) =>
    c.json(await listContacts(c.get("db"), c.req.valid("query"))),
  )
  .get("/partnerships", validateQuery(PartnershipListQuerySchema), async (c) =>
    c.json(await listPartnerships(c.get("db"), c.req.valid("query"))),
  );
