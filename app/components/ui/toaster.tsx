import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { X } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { stripLocale } from "~/lib/locale";
import {
  dismissToast,
  TOAST_DURATION_MS,
  type ToastInput,
  type ToastState,
  toast,
  useToasts,
} from "~/lib/toast";

const SWIPE_THRESHOLD_PX = 50;

/**
 * The one notification region (F8 focuses it). `flash` is a toast the server queued across a
 * redirect; without JavaScript it is shown as a static status message instead.
 *
 * Written by hand rather than with a toast library: this sits in every storefront page's first
 * load, and the library cost more JavaScript than the rest of the page shell.
 */
/** The region's and the close button's names, in the page's language (the frame's words). */
export interface ToasterWords {
  region: string;
  dismiss: string;
}

export function Toaster({ flash, words }: { flash?: ToastInput | null; words: ToasterWords }) {
  const toasts = useToasts();
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (flash) toast(flash);
  }, [flash]);

  // "Added to cart · View cart" has said what it had to once the visitor is in the cart or paying.
  const { pathname } = useLocation();
  useEffect(() => {
    for (const open of toasts) {
      if (open.open && open.link && reached(pathname, open.link.href)) dismissToast(open.id);
    }
  }, [pathname, toasts]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "F8") list.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <>
      {flash && (
        <noscript>
          <div
            role="status"
            className="fixed right-4 bottom-4 z-[100] max-w-sm rounded-card bg-white p-4 shadow-card ring-1 ring-line"
          >
            <p className="font-semibold">{flash.title}</p>
            {flash.description && (
              <p className="mt-1 text-sm whitespace-pre-line text-muted">{flash.description}</p>
            )}
            {flash.link && (
              <a
                href={flash.link.href}
                className="mt-2 inline-block font-semibold text-primary-700 underline"
              >
                {flash.link.label}
              </a>
            )}
          </div>
        </noscript>
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: a named region landmark, as WAI-ARIA's toast pattern. */}
      <div role="region" aria-label={words.region} tabIndex={-1} className="contents">
        <ol
          ref={list}
          tabIndex={-1}
          className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none empty:hidden"
        >
          {toasts
            .filter((t) => t.open)
            .map((t) => (
              <ToastItem key={t.id} toast={t} dismiss={words.dismiss} />
            ))}
        </ol>
      </div>
    </>
  );
}

/** The toast's page, or the checkout that follows the cart. */
function reached(pathname: string, href: string): boolean {
  const here = stripLocale(pathname);
  const target = stripLocale(new URL(href, "http://same.invalid").pathname);
  return here === target || (target === "/cart" && here.startsWith("/checkout"));
}

/** One toast: closes itself after its duration, paused while hovered or focused; a swipe right dismisses it. */
function ToastItem({ toast: t, dismiss }: { toast: ToastState; dismiss: string }) {
  const item = useRef<HTMLLIElement>(null);
  const paused = useRef(false);
  const swipeFrom = useRef<number | null>(null);

  useEffect(() => {
    let remaining = t.duration ?? TOAST_DURATION_MS;
    let startedAt = Date.now();
    let timer = setTimeout(() => dismissToast(t.id), remaining);
    const pause = () => {
      if (paused.current) return;
      paused.current = true;
      clearTimeout(timer);
      remaining -= Date.now() - startedAt;
    };
    const resume = () => {
      const node = item.current;
      if (!paused.current || !node || node.matches(":hover") || node.contains(document.activeElement)) return;
      paused.current = false;
      startedAt = Date.now();
      timer = setTimeout(() => dismissToast(t.id), Math.max(remaining, 0));
    };
    const node = item.current;
    // Hover pauses only where there is a hover: on a touch screen a toast that appears under the
    // last tap would otherwise count as hovered and never close.
    const hovers = window.matchMedia("(hover: hover)").matches;
    const events = [
      ["focusin", pause],
      ["focusout", () => setTimeout(resume)],
      ...(hovers
        ? ([
            ["pointerenter", pause],
            ["pointerleave", resume],
          ] as const)
        : []),
    ] as const;
    for (const [name, handler] of events) node?.addEventListener(name, handler);
    return () => {
      clearTimeout(timer);
      for (const [name, handler] of events) node?.removeEventListener(name, handler);
    };
  }, [t.id, t.duration]);

  return (
    <li
      ref={item}
      role="status"
      aria-live={t.variant === "destructive" ? "assertive" : "polite"}
      aria-atomic="true"
      data-state="open"
      data-testid="toast"
      onPointerDown={(event) => {
        swipeFrom.current = event.clientX;
      }}
      onPointerMove={(event) => {
        if (swipeFrom.current === null || !item.current) return;
        const dx = Math.max(0, event.clientX - swipeFrom.current);
        item.current.style.transform = `translateX(${dx}px)`;
      }}
      onPointerUp={(event) => {
        if (swipeFrom.current === null || !item.current) return;
        const dx = event.clientX - swipeFrom.current;
        swipeFrom.current = null;
        if (dx > SWIPE_THRESHOLD_PX) dismissToast(t.id);
        else item.current.style.transform = "";
      }}
      onPointerCancel={() => {
        swipeFrom.current = null;
        if (item.current) item.current.style.transform = "";
      }}
      className={cn(
        "grid touch-pan-y grid-cols-[1fr_auto] items-start gap-2 rounded-card p-4 shadow-card ring-1",
        t.variant === "destructive"
          ? "bg-danger-50 text-danger-700 ring-danger-700/30"
          : "bg-white text-ink ring-line",
      )}
    >
      <div>
        <p className="font-semibold">{t.title}</p>
        {t.description && <p className="mt-1 text-sm whitespace-pre-line opacity-90">{t.description}</p>}
        {t.link && (
          <Link
            to={t.link.href}
            onClick={() => dismissToast(t.id)}
            className="mt-2 inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-4"
          >
            {t.link.label}
          </Link>
        )}
      </div>
      <button
        type="button"
        aria-label={dismiss}
        onClick={() => dismissToast(t.id)}
        className="rounded-full p-1 opacity-70 hover:opacity-100"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
