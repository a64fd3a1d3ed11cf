import * as Toast from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { useEffect } from "react";
import { cn } from "~/lib/cn";
import { dismissToast, TOAST_DURATION_MS, type ToastInput, toast, useToasts } from "~/lib/toast";

/**
 * The one notification region (F8 focuses it). `flash` is a toast the server queued across a
 * redirect; without JavaScript it is shown as a static status message instead.
 */
export function Toaster({ flash }: { flash?: ToastInput | null }) {
  const toasts = useToasts();

  useEffect(() => {
    if (flash) toast(flash);
  }, [flash]);

  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
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
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          duration={t.duration}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          data-testid="toast"
          className={cn(
            "grid grid-cols-[1fr_auto] items-start gap-2 rounded-card p-4 shadow-card ring-1",
            "data-[state=open]:animate-in data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]",
            t.variant === "destructive"
              ? "bg-danger-50 text-danger-700 ring-danger-700/30"
              : "bg-white text-ink ring-line",
          )}
        >
          <div>
            <Toast.Title className="font-semibold">{t.title}</Toast.Title>
            {t.description && (
              <Toast.Description className="mt-1 text-sm whitespace-pre-line opacity-90">
                {t.description}
              </Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label="Dismiss notification"
            className="rounded-full p-1 opacity-70 hover:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
