import { lazy, Suspense, useEffect, useRef } from "react";
import { type ToastInput, toast, useToasts } from "~/lib/toast";

// A toast is only ever drawn in the browser, after something happened: its code is not part of the
// page's first load. The module is the one the page asks for as soon as it has hydrated (see
// app/components/after-hydration.tsx), so it is normally there before the first toast.
const ToastItem = lazy(() => import("./toast-item").then((module) => ({ default: module.ToastItem })));

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
          {toasts.length > 0 && (
            <Suspense fallback={null}>
              {toasts
                .filter((t) => t.open)
                .map((t) => (
                  <ToastItem key={t.id} toast={t} dismiss={words.dismiss} />
                ))}
            </Suspense>
          )}
        </ol>
      </div>
    </>
  );
}
