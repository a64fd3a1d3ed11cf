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
import { parseOr400 } from "../validate";

export const adminRecordsApi = new Hono<ApiEnv>()
  .get("/audit-logs", async (c) =>
    c.json(await listAuditLogs(c.get("db"), parseOr400(AuditListQuerySchema, c.req.query()))),
  )
  .get("/orders", async (c) =>
    c.json(await listOrders(c.get("db"), parseOr400(OrderListQuerySchema, c.req.query()))),
  )
  .get("/contacts", async (c) =>
    c.json(await listContacts(c.get("db"), parseOr400(ContactListQuerySchema, c.req.query()))),
  )
  .get("/partnerships", async (c) =>
    c.json(await listPartnerships(c.get("db"), parseOr400(PartnershipListQuerySchema, c.req.query()))),
  );
