// The browser's side of the session mark (worker/web/cookies/session-mark.server.ts): plain functions with
// no React, so the API client can use them.

/** The session cookie's readable twin (worker/web/cookies/session-mark.server.ts), which the worker checks. */
const MARK_COOKIE = "__Host-session-mark";

/** The session mark this browser holds now, or null. */
export function heldSessionMark(): string | null {
  for (const pair of document.cookie.split(";")) {
    const [name, ...value] = pair.trim().split("=");
    if (name === MARK_COOKIE) return value.join("=") || null;
  }
  return null;
}

/**
 * The API has just answered this page as signed out: its answer cleared the session mark if the
 * session ended on the server, so the worker drops the saved eSIM pages now, while the page is open,
 * rather than when they are next asked for.
 */
export function noteSignedOutAnswer(): void {
  const sw = typeof navigator === "undefined" ? undefined : navigator.serviceWorker;
  if (!sw) return;
  sw.getRegistration()
    .then((registration) => registration?.active?.postMessage({ type: "session", mark: heldSessionMark() }))
    .catch(() => {});
}
