/**
 * Cookies that the page's own scripts read and write: plain preferences and notes that say nothing
 * the page does not show. Secure wherever the page is served over HTTPS (local development is not).
 */
export function writeBrowserCookie(name: string, value: string, maxAgeS: number) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: plain notes for this page's scripts; no Cookie Store API in Safari
  document.cookie = `${name}=${value}; Path=/; Max-Age=${maxAgeS}; SameSite=Lax${secure}`;
}

export function readBrowserCookie(name: string): string | undefined {
  return document.cookie
    .split("; ")
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}
