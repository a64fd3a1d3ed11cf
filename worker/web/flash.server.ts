import type { ToastInput } from "../../app/lib/toast";
import { clearCookie, readCookie, setCookie } from "./cookies.server";

// A toast queued across a redirect (e.g. "Cart is empty" on the way from /checkout to /shop).
const FLASH_COOKIE = "__Host-flash";

export function flashCookie(toast: ToastInput): string {
  return setCookie(FLASH_COOKIE, JSON.stringify(toast), { maxAge: 60 });
}

/** The queued toast, if any, and the header that clears it. */
export function readFlash(request: Request): { flash: ToastInput | null; clear: string | null } {
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
