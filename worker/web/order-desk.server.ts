import { data, type RouterContextProvider, redirect } from "react-router";
import type { FormFailure } from "../../app/lib/form-errors";
import {
  ORDER_DESK_INTENT_ACCESS,
  OrderDeskActionSchema,
  OrderDeskIntentSchema,
} from "../../app/schemas/admin/order-desk";
import { PERMISSION_LABELS } from "../../app/schemas/admin/permissions";
import { esimSupplierFor } from "../integrations/esim";
import { isSameOriginRequest } from "../middleware/same-origin";
import { orderDesk } from "../services/admin/order-desk";
import { runOrderDeskAction } from "../services/admin/order-desk-actions";
import { allows } from "../services/admin/permissions";
import { NotFoundError } from "../services/errors";
import { actionFailure, invalidForm } from "./action-result.server";
import { actorFrom } from "./actor.server";
import { requireTab, staffPage } from "./admin-page.server";
import { appContext } from "./context.server";
import { queueToast } from "./flash.server";

type Context = Readonly<RouterContextProvider>;

function orderIdOf(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The desk's page: the order (or the 404 page) and which of its actions this member may take. */
export async function loadOrderDesk(context: Context, rawId: string | undefined) {
  const { db, config, admin } = requireTab(context, "orders");
  const orderId = orderIdOf(rawId);
  if (!orderId) throw data(null, { status: 404 });
  const supplier = esimSupplierFor(config, context.get(appContext).env.SUPPLIER_KV);
  try {
    return {
      order: await orderDesk(db, supplier, orderId),
      can: { refund: allows(admin, "canRefundOrders"), fulfil: allows(admin, "canViewOrders") },
    };
  } catch (error) {
    if (error instanceof NotFoundError) throw data(null, { status: 404 });
    throw error;
  }
}

const FAILED = "That did not work";

function failure(context: Context, status: number, error: string) {
  queueToast(context, { title: FAILED, description: error, variant: "destructive" });
  return data({ ok: false, status, error } satisfies FormFailure, { status });
}

/**
 * The desk's one action: the intent names what to do, the permission it needs is the JSON API's,
 * the fields are the API's schemas. Success goes back to the page (a plain POST without JavaScript
 * too); an expected failure is action data with its honest status. Either way the toast is queued
 * for the root loader (decision 0021).
 */
export async function orderDeskAction(request: Request, context: Context, rawId: string | undefined) {
  // The Worker's middleware refuses cross-origin posts already; the action does not rely on it.
  if (!isSameOriginRequest(request)) return failure(context, 403, "Cross-origin request refused");
  const { db, admin } = staffPage(context);
  const { env, config } = context.get(appContext);
  const form = Object.fromEntries(
    [...(await request.formData())].filter(([, value]) => typeof value === "string" && value !== ""),
  );
  const intent = OrderDeskIntentSchema.safeParse(form);
  if (!intent.success) return invalidForm({ intent: "Unknown action" });
  const needs = ORDER_DESK_INTENT_ACCESS[intent.data.intent];
  if (!allows(admin, needs)) {
    return failure(context, 403, `You need the “${PERMISSION_LABELS[needs]}” permission for this`);
  }
  if (!allows(admin, "canViewOrders")) return failure(context, 403, "You need the “View orders” permission");
  const orderId = orderIdOf(rawId);
  if (!orderId) return failure(context, 404, "Order not found");
  const parsed = OrderDeskActionSchema.safeParse(form);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? "form")] ??= issue.message;
    return invalidForm(fieldErrors);
  }
  try {
    const supplier = esimSupplierFor(config, env.SUPPLIER_KV);
    const outcome = await runOrderDeskAction(
      db,
      env,
      supplier,
      actorFrom(admin, request),
      orderId,
      parsed.data,
    );
    queueToast(context, outcome);
    return redirect(`/admin/orders/${orderId}`);
  } catch (error) {
    return actionFailure(error, {}, { context, title: FAILED });
  }
}
