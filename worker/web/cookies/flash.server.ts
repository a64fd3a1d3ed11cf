import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { ToastInput } from "../../../app/lib/toast";
import { safeRedirect } from "../http/safe-redirect.server";
import { clearCookie, readCookie, setCookie } from "./cookies.server";

// A toast queued across a redirect (e.g. "Cart is empty" on the way from /checkout to /shop).
const FLASH_COOKIE = "__Host-flash";

function flashCookie(toast: ToastInput): string {
  return setCookie(FLASH_COOKIE, JSON.stringify(toast), { maxAge: 60 });
}

/** A toast's link, only to a page of this site (the cookie is the browser's to change). */
function flashLink(link: unknown): ToastInput["link"] {
  if (typeof link !== "object" || link === null) return undefined;
  const { label, href } = link as Record<string, unknown>;
  if (typeof label !== "string" || typeof href !== "string") return undefined;
  const safe = safeRedirect(href, "");
  return safe ? { label: label.slice(0, 60), href: safe } : undefined;
}

/** The queued toast, if any, and the header that clears it. */
function readFlash(request: Request): { flash: ToastInput | null; clear: string | null } {
  const raw = readCookie(request, FLASH_COOKIE);
  if (!raw) return { flash: null, clear: null };
  try {
    const parsed = JSON.parse(raw) as ToastInput;
    const flash =
      typeof parsed.title === "string"
        ? {
            title: parsed.title.slice(0, 200),
            description:
              typeof parsed.description === "string" ? parsed.description.slice(0, 500) : undefined,
            variant: parsed.variant === "destructive" ? ("destructive" as const) : ("default" as const),
            link: flashLink(parsed.link),
          }
        : null;
    return { flash, clear: clearCookie(FLASH_COOKIE) };
  } catch {
    return { flash: null, clear: clearCookie(FLASH_COOKIE) };
  }
}

/**
 * The one way a route action (or a loader that redirects) reports its outcome as a toast: it queues
 * the toast here.
 * A document request that renders a page after the action (a form posted without JavaScript that
 * answered with data) has its root loader take the toast from the queue in the same request;
 * otherwise (a redirect, or a fetcher's data request whose loaders revalidate in a second request)
 * the middleware below carries it in the flash cookie, which the next root loader reads.
 */
interface ToastQueue {
  toast: ToastInput | null;
  /** The queued toast a loader took for this request's page, in case no page is drawn after all. */
  taken: ToastInput | null;
}

const toastQueue = createContext<ToastQueue>();

export function queueToast(context: Readonly<RouterContextProvider>, toast: ToastInput): void {
  context.get(toastQueue).toast = toast;
}

/** The toast for this page: one queued by this request's action, else the flash cookie's. */
export function takeFlash(request: Request, context: Readonly<RouterContextProvider>) {
  const queue = context.get(toastQueue);
  const queued = queue.toast;
  queue.toast = null;
  queue.taken = queued;
  const { flash, clear } = readFlash(request);
  return { flash: queued ?? flash, clear };
}

/**
 * Root middleware: a toast queued and not shown by this request goes in the cookie. A redirect
 * draws no page, so a toast the root loader took meanwhile (a page loader queued it and then
 * redirected, while the root loader ran beside it) travels on too.
 */
export const flashMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  const queue: ToastQueue = { toast: null, taken: null };
  context.set(toastQueue, queue);
  const response = await next();
  const redirected = response.status >= 300 && response.status < 400;
  const pending = queue.toast ?? (redirected ? queue.taken : null);
  if (pending) response.headers.append("Set-Cookie", flashCookie(pending));
  return response;
};
