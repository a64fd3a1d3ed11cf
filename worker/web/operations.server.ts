import type { Hono, MiddlewareHandler } from "hono";
import { accountOperations } from "../services/accounts/operations";
import { analyticsOperations } from "../services/analytics/operations";
import { auditOperations } from "../services/audit/operations";
import { catalogueOperations } from "../services/catalogue/operations";
import { chatOperations } from "../services/chat/operations";
import { checkoutOperations } from "../services/checkout/operations";
import { contentOperations } from "../services/content/operations";
import { creditOperations } from "../services/credit/operations";
import { emailOperations } from "../services/email/operations";
import { enquiryOperations } from "../services/enquiries/operations";
import { fulfilmentOperations } from "../services/fulfilment/operations";
import { orderOperations } from "../services/orders/operations";
import { paymentOperations } from "../services/payments/operations";
import { promotionOperations } from "../services/promotions/operations";
import { receiptOperations } from "../services/receipts/operations";
import type { Operation, OperationContext } from "../services/shared/operation";
import { staffOperations } from "../services/staff/operations";
import { actorFrom } from "./actor.server";

// The back office's operations, each declared once in its domain, gathered for the two edges built
// from them: the /api/admin routes (worker/api/admin/) and the tabs' intent actions
// (admin-intent.server.ts). Neither declares a permission of its own.

// biome-ignore lint/suspicious/noExplicitAny: an operation of any input and output
export type AnyOperation = Operation<any, unknown>;

/** Every back-office operation by domain. */
export const ADMIN_OPERATIONS: Record<string, Record<string, AnyOperation>> = {
  accounts: accountOperations,
  analytics: analyticsOperations,
  audit: auditOperations,
  catalogue: catalogueOperations,
  chat: chatOperations,
  checkout: checkoutOperations,
  content: contentOperations,
  credit: creditOperations,
  email: emailOperations,
  enquiries: enquiryOperations,
  fulfilment: fulfilmentOperations,
  orders: orderOperations,
  payments: paymentOperations,
  receipts: receiptOperations,
  promotions: promotionOperations,
  staff: staffOperations,
};

/** "domain.name" of a declared operation; null for anything else. */
export function operationName(operation: unknown): string | null {
  for (const [domain, operations] of Object.entries(ADMIN_OPERATIONS))
    for (const [name, declared] of Object.entries(operations))
      if (declared === operation) return `${domain}.${name}`;
  return null;
}

/** What an operation runs with, for the member a request is made by. */
export function operationContext(request: Request, work: Omit<OperationContext, "actor">): OperationContext {
  return { ...work, actor: actorFrom(work.admin, request) };
}

const OPERATION = Symbol("admin route operation");
// Hono wraps a sub-app's handlers when it mounts an app with its own onError; the original hangs here.
const COMPOSED_HANDLER = "__COMPOSED_HANDLER";
type Marked = { [OPERATION]?: AnyOperation | typeof OPEN_TO_ALL; [COMPOSED_HANDLER]?: unknown };

/**
 * The mark of the two /api/admin routes open to everyone: signing in (there is no member yet) and
 * the public read of the site images. Neither is a back-office operation: there is no permission.
 */
export const OPEN_TO_ALL = { access: "public" } as const;

/**
 * The mark an /api/admin route carries first in its handler list: the operation it performs. The
 * admin guard (admin-guard.server.ts) reads the operation of the route a request matched and
 * enforces its access before any handler runs; a route that carries none answers 404.
 */
export function performs(operation: AnyOperation | typeof OPEN_TO_ALL): MiddlewareHandler {
  const mark: MiddlewareHandler = async (_c, next) => {
    await next();
  };
  Object.defineProperty(mark, OPERATION, { value: operation });
  return mark;
}

/** What a handler is marked with (see performs), through Hono's mount wrappers; null when nothing. */
export function markOf(handler: unknown): AnyOperation | typeof OPEN_TO_ALL | null {
  let current = handler as Marked | undefined;
  while (typeof current === "function") {
    const mark = current[OPERATION];
    if (mark) return mark;
    current = current[COMPOSED_HANDLER] as Marked | undefined;
  }
  return null;
}

/**
 * Every `METHOD /path` an app registers under `prefix`, with what it is marked with (null when
 * nothing); for the permission-matrix tests.
 */
// biome-ignore lint/suspicious/noExplicitAny: any app, whatever its env and schema
export function declaredRoutes(app: Hono<any, any, any>, prefix: string) {
  const routes = new Map<string, AnyOperation | typeof OPEN_TO_ALL | null>();
  for (const route of app.routes) {
    if (route.method === "ALL" || !route.path.startsWith(prefix)) continue;
    const key = `${route.method} ${route.path}`;
    routes.set(key, routes.get(key) ?? markOf(route.handler));
  }
  return routes;
}
