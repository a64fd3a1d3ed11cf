import { createContext, type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import { localeFromPath, localePath } from "../../../app/lib/locale";
import type { CustomerSession } from "../../auth/session";
import { lookupUserSession } from "../cookies/session-cookie.server";
import { appContext } from "../http/context.server";
import { requestMemo } from "../http/request-memo.server";

type LoaderContext = Readonly<RouterContextProvider>;

/** A GET's lookups, kept for the request: the guard, the root and the page's loader ask in turn. */
const lookups = requestMemo<"checked" | "trusted", Promise<CustomerSession | null>>();

/**
 * The signed-in customer for a React Router loader or action. Default: checked in D1 (sensitive
 * pages). `{ fresh: false }` trusts a KV record, for the navigation on non-sensitive pages only.
 * A GET looks each up once, and the answer checked in D1 also serves the navigation (no KV read
 * after it). Other methods run actions that may end or start the session: they ask each time.
 */
export function getCustomer(
  request: Request,
  context: LoaderContext,
  { fresh = true }: { fresh?: boolean } = {},
): Promise<CustomerSession | null> {
  const { db, env } = context.get(appContext);
  const lookup = () => lookupUserSession(db, env.SESSIONS, request, { fresh });
  if (request.method !== "GET") return lookup();
  if (fresh) return lookups.once(context, "checked", lookup);
  return lookups.once(context, "trusted", () => lookups.peek(context, "checked") ?? lookup());
}

/** The path (with query) of this request, for `?redirectTo=` after signing in. */
function currentPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

export function loginPath(redirectTo?: string): string {
  // The sign-in page speaks the language of the page it returns to ("/ms/checkout" → /ms/auth/login).
  const login = localePath(localeFromPath(redirectTo ?? "/"), "/auth/login");
  return redirectTo && redirectTo !== "/" ? `${login}?${new URLSearchParams({ redirectTo })}` : login;
}

/**
 * The signed-in customer, checked in D1, or a thrown redirect to /auth/login that comes back to
 * this page afterwards.
 */
async function requireCustomer(request: Request, context: LoaderContext): Promise<CustomerSession> {
  const customer = await getCustomer(request, context);
  if (customer) return customer;
  throw redirect(loginPath(currentPath(request)));
}

/** The customer the "signed in" guard let in, for the loaders and actions below it. */
const customerContext = createContext<CustomerSession>();

/**
 * "Require a signed-in customer" as React Router middleware: the session is checked in
 * D1 once per request, before the route's loader or action; without one, the sign-in page, which
 * comes back here afterwards.
 */
export const customerSessionGuard: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(customerContext, await requireCustomer(request, context));
  return next();
};

/** The customer `customerSessionGuard` let in (only under a route that declares it). */
export function signedInCustomer(context: LoaderContext): CustomerSession {
  return context.get(customerContext);
}
