import { useEffect } from "react";

/**
 * Registers the service worker (public/sw.js) once the page has loaded, and tells it which account
 * this page was drawn for (null: nobody). The message reaches the worker even while it does not
 * control this page yet (first visit, a hard reload), so another account's saved eSIM pages are
 * dropped then too (decision 0034).
 */
export function useServiceWorker(accountTag: string | null | undefined) {
  useEffect(() => {
    const sw = navigator.serviceWorker;
    if (!sw || accountTag === undefined || import.meta.env.DEV) return;
    const start = () => {
      sw.register("/sw.js")
        .then(() => sw.ready)
        .then((registration) => registration.active?.postMessage({ type: "account", tag: accountTag }))
        .catch(() => {});
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => window.removeEventListener("load", start);
  }, [accountTag]);
}
