import { useEffect, useRef } from "react";
import { X } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { dismissToast, TOAST_DURATION_MS, type ToastState } from "~/lib/toast";

const SWIPE_THRESHOLD_PX = 50;

/** One toast: closes itself after its duration, paused while hovered or focused; a swipe right dismisses it. */
export function ToastItem({ toast: t, dismiss }: { toast: ToastState; dismiss: string }) {
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
