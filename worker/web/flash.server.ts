import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { ToastInput } from "../../app/lib/toast";
import { clearCookie, readCookie, setCookie } from "./cookies.server";

// A toast queued across a redirect (e.g. "Cart is empty" on the way from /checkout to /shop).
const FLASH_COOKIE = "__Host-flash";

export function flashCookie(toast: ToastInput): string {
  return setCookie(FLASH_COOKIE, JSON.stringify(toast), { maxAge: 60 });
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
          }
        : null;
    return { flash, clear: clearCookie(FLASH_COOKIE) };
  } catch {
    return { flash: null, clear: clearCookie(FLASH_COOKIE) };
  }
}

/**
 * The one way a route action reports its outcome as a toast (issue 11): it queues the toast here.
 * A document request that renders a page after the action (a form posted without JavaScript that
 * answered with data) has its root loader take the toast from the queue in the same request;
 * otherwise (a redirect, or a fetcher's data request whose loaders revalidate in a second request)
 * the middleware below carries it in the flash cookie, which the next root loader reads.
 */
interface ToastQueue {
  toast: ToastInput | null;
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
  const { flash, clear } = readFlash(request);
  return { flash: queued ?? flash, clear };
}

/** Root middleware: a toast the action queued and no loader of this request showed goes in the cookie. */
export const flashMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  const queue: ToastQueue = { toast: null };
  context.set(toastQueue, queue);
  const response = await next();
  if (queue.toast) response.headers.append("Set-Cookie", flashCookie(queue.toast));
  return response;
};
