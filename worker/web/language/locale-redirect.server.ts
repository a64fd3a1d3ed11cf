import type { RouterContextProvider } from "react-router";
import { localePath } from "../../../app/lib/locale";
import { requestLocale } from "./messages.server";

type LoaderContext = Readonly<RouterContextProvider>;

/**
 * Where a form sends the visitor when it names no page ("/", the safe default): Home in the
 * language of the page they were on. A named page keeps its own address, prefix included.
 */
export function landingPath(context: LoaderContext, target: string): string {
  return target === "/" ? localePath(requestLocale(context), "/") : target;
}

/** The same page in the language of the request: ("/ms/…", "/profile") → "/ms/profile". */
export function inRequestLanguage(context: LoaderContext, path: string): string {
  return localePath(requestLocale(context), path);
}

/**
 * Where Stripe's return URLs start: the site's origin and the page's prefix, so a customer who
 * paid from /ms/checkout comes back to /ms/checkout/success (English: the bare origin, as before).
 */
export function returnBase(request: Request, context: LoaderContext): string {
  const prefix = localePath(requestLocale(context), "/");
  return `${new URL(request.url).origin}${prefix === "/" ? "" : prefix}`;
}
