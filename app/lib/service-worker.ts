import { useEffect } from "react";
import { heldSessionMark } from "./session-mark";

/**
 * Registers the service worker (public/sw.js) once the page has loaded, and tells it which account
 * this page was drawn for (null: nobody) and which session mark the browser holds. The message
 * reaches the worker even while it does not control this page yet (first visit, a hard reload), so
 * another session's saved eSIM pages are dropped then too (decisions 0034, 0061).
 */
export function useServiceWorker(accountTag: string | null | undefined) {
  useEffect(() => {
    const sw = navigator.serviceWorker;
    if (!sw || accountTag === undefined || import.meta.env.DEV) return;
    const start = () => {
      sw.register("/sw.js")
        .then(() => sw.ready)
        .then((registration) =>
          registration.active?.postMessage({ type: "account", tag: accountTag, mark: heldSessionMark() }),
        )
        .catch(() => {});
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => window.removeEventListener("load", start);
  }, [accountTag]);
}
