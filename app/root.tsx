import { useContext, useEffect } from "react";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  UNSAFE_DataRouterDataContext,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { pageAccountTag } from "../worker/web/cookies/account-tag.server";
import { flashMiddleware } from "../worker/web/cookies/flash.server";
import { appContext } from "../worker/web/http/context.server";
import { languageOffers, pageMessageKeys, pageMessages } from "../worker/web/language/messages.server";
import { frameLocale } from "../worker/web/language/page-locale.server";
import { CHAT_FORM_KEYS } from "../worker/web/pages/shell/chat-words.server";
import { shellData } from "../worker/web/pages/shell/page-shell.server";
import type { Route } from "./+types/root";
import stylesheetText from "./app.css?inline";
import stylesheet from "./app.css?url";
import { CustomerChat, showsChat } from "./components/chat/customer-chat";
import { ErrorPage } from "./components/error-page";
import { LanguageOffer } from "./components/language-offer";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { Toaster } from "./components/ui/toaster";
import { isIndexed, usesStaffChrome } from "./lib/chrome";
import { I18nProvider, useT } from "./lib/i18n";
import { LOCALES, localeFromPath, localePath, stripLocale } from "./lib/locale";
import { useNonce } from "./lib/nonce";
import { usePreloadNextRouteModules } from "./lib/route-modules";
import { useServiceWorker } from "./lib/service-worker";
import type { ToastInput } from "./lib/toast";

export const middleware: Route.MiddlewareFunction[] = [flashMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const [{ shell, headers }, accountTag] = await Promise.all([
    shellData(request, context),
    pageAccountTag(request, context, context.get(appContext).env),
  ]);
  // The frame speaks the page's language; English where the address names none (its 404).
  const locale = frameLocale(context);
  // The frame's words (header, footer, search box, error page) in this page's language only, and
  // the chat widget's where it is shown (every storefront page; about 1 KiB gzip of loader data).
  const chat = showsChat(new URL(request.url).pathname);
  const frame = pageMessages(context, ...(chat ? (["chrome", "chat"] as const) : (["chrome"] as const)));
  const messages = chat ? { ...frame.messages, ...pageMessageKeys(context, CHAT_FORM_KEYS) } : frame.messages;
  const words = { messages, offers: languageOffers(locale) };
  return data({ ...shell, ...words, accountTag, origin: new URL(request.url).origin }, { headers });
}

/**
 * A GET that only changes the search of the same page (shop filters, Load More, list pages) cannot
 * change the shell, so it loads that page's data alone: one query less per filter change, and a
 * failed fetch lands on the page's own error state instead of replacing the whole layout.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  // Every form's outcome toast travels in the flash cookie the root loader reads, so the
  // shell reloads after any post, including one whose action answered 4xx with field errors.
  if (formMethod && formMethod !== "GET") return true;
  const searchOnly = currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  if (searchOnly) return false;
  return defaultShouldRevalidate;
};

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<RootData>("root");
  const brandName = data?.config.brandName ?? "JalanSIM";
  // The back office draws its own frame (the staff shell): no shop header, footer or chat there.
  const matches = useMatches();
  const staffChrome = usesStaffChrome(matches);
  // An error page (a storefront 404 is drawn below the root) names no canonical page or alternates.
  const failed = Object.keys(useContext(UNSAFE_DataRouterDataContext)?.errors ?? {}).length > 0;
  const { pathname } = useLocation();
  return (
    <html lang={localeFromPath(pathname)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <link rel="icon" href="/static/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        {import.meta.env.DEV ? (
          <link rel="stylesheet" href={stylesheet} precedence="default" />
        ) : (
          // Inlined, so the first paint needs no second request (decision 0008). The text exists
          // only in the server bundle: on hydration React finds this style by its href.
          <style href={stylesheet} precedence="default">
            {import.meta.env.SSR ? stylesheetText : ""}
          </style>
        )}
        <Meta />
        <Links />
        {data && !staffChrome && !failed && isIndexed(matches) && (
          <Alternates origin={data.origin} pathname={pathname} />
        )}
      </head>
      <body className="flex min-h-dvh flex-col font-sans">
        <I18nProvider>
          <SkipLink />
          {!staffChrome && (
            <SiteHeader
              brandName={brandName}
              cartCount={data?.cartCount ?? 0}
              user={data?.user ?? null}
              staff={data?.staff ?? null}
            />
          )}
          <main id="main" className="flex-1">
            {children}
          </main>
          {data && !staffChrome && <SiteFooter {...data.config} />}
          <FrameToaster flash={data?.flash} />
          {!staffChrome && <CustomerChat username={data?.user?.username ?? null} />}
          {data && !staffChrome && <LanguageOffer offers={data.offers} />}
        </I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function FrameToaster({ flash }: { flash?: ToastInput | null }) {
  const t = useT();
  return (
    <Toaster
      flash={flash}
      words={{ region: t("chrome.notifications"), dismiss: t("chrome.dismissNotification") }}
    />
  );
}

function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-control focus:bg-white focus:px-4 focus:py-2"
    >
      {useT()("chrome.skip")}
    </a>
  );
}

/**
 * The page's canonical address and the same page in each language, for every public page (the
 * query is left out on purpose: a filtered list is the same page). x-default is the English one.
 */
function Alternates({ origin, pathname }: { origin: string; pathname: string }) {
  const path = stripLocale(pathname);
  return (
    <>
      <link rel="canonical" href={`${origin}${pathname}`} />
      {LOCALES.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={`${origin}${localePath(locale, path)}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${path}`} />
    </>
  );
}

export default function App() {
  useServiceWorker(useRouteLoaderData<RootData>("root")?.accountTag);
  usePreloadNextRouteModules();
  // A marker for the end-to-end tests (and nothing else): React has hydrated, handlers are live.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    // When the first load ended: what starts later (the lazy chat widget) is not first-load JavaScript.
    performance.mark("hydrated");
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
