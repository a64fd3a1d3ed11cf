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
} from "../../services/audit/records";
import type { ApiEnv } from "../../web/hono-env.server";
import { validateQuery } from "../validate";
import { requires } from "./access";

export const adminRecordsApi = new Hono<ApiEnv>()
  .get("/audit-logs", requires("canViewAuditLogs"), validateQuery(AuditListQuerySchema), async (c) =>
    c.json(await listAuditLogs(c.get("db"), c.req.valid("query"))),
  )
  .get("/orders", requires("canViewOrders"), validateQuery(OrderListQuerySchema), async (c) =>
    c.json(await listOrders(c.get("db"), c.req.valid("query"))),
  )
  .get("/contacts", requires("canViewContacts"), validateQuery(ContactListQuerySchema), async (c) =>
    c.json(await listContacts(c.get("db"), c.req.valid("query"))),
  )
  .get("/partnerships", requires("canViewPartners"), validateQuery(PartnershipListQuerySchema), async (c) =>
    c.json(await listPartnerships(c.get("db"), c.req.valid("query"))),
  );
