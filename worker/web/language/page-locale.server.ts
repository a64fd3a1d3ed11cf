import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { type Locale, localeFromPath, localeOfSegment } from "~/lib/locale";

type LoaderContext = Readonly<RouterContextProvider>;

/**
 * The page's language, set once per request by the route that owns the address: the storefront's
 * layout from its `:lang?` segment (app/routes.ts), the 404 from the address it caught. null: a
 * first segment that names no language (/fr/shop), which is no page. Routes that set nothing (the
 * back office, signing out) speak English.
 * @testSeam for `tests/unit/messages.test.ts` and `tests/unit/chat-words.test.ts`
 */
export const pageLocaleContext = createContext<Locale | null>("en");

function isMutation(request: Request): boolean {
  return request.method !== "GET" && request.method !== "HEAD";
}

/**
 * The storefront layout's middleware. An unknown segment answers 404 in the layout's loader, where
 * the root's data still draws the frame; a form posted to such an address is refused here, before
 * any page's guard or action could act on it.
 */
export const storefrontLanguage: MiddlewareFunction<Response> = ({ params, request, context }, next) => {
  const locale = localeOfSegment(params.lang);
  if (locale === null && isMutation(request)) throw data(null, { status: 404 });
  context.set(pageLocaleContext, locale);
  return next();
};

/** The storefront layout's loader: an address whose first segment names no language is not found. */
export function storefrontAddress(context: LoaderContext): null {
  if (context.get(pageLocaleContext) === null) throw data(null, { status: 404 });
  return null;
}

/** The 404's middleware: a missing page under /ms or /zh says so in that language. */
export const notFoundLanguage: MiddlewareFunction<Response> = ({ request, context }, next) => {
  context.set(pageLocaleContext, localeFromPath(new URL(request.url).pathname));
  return next();
};

/**
 * The language a page's loader or action serves. Under an address that names no language it
 * throws the 404 at once, so the page behind it does no work for an answer nobody will see.
 */
export function requestLocale(context: LoaderContext): Locale {
  const locale = context.get(pageLocaleContext);
  if (locale === null) throw data(null, { status: 404 });
  return locale;
}

/** The frame's language (the root's header, footer and error page): English where the address names none. */
export function frameLocale(context: LoaderContext): Locale {
  return context.get(pageLocaleContext) ?? "en";
}
