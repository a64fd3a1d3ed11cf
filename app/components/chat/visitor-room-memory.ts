// A visitor's room key is an HttpOnly cookie the page cannot see, so the page leaves itself a
// readable note that it opened one: a visitor who never chatted is not asked for an unread count (a
// 401 on every page). The note is a cookie, not localStorage: the first read of the origin's storage
// held the main thread for 8-195 ms, on the first page of every visit, where the page's cookies are
// read during hydration anyway (the cart badge). It says nothing the page does not show.
const VISITOR_ROOM_COOKIE = "chat_visitor_room";
// As long as the server keeps an idle visitor room (its key cookie's lifetime). A note that outlives
// its room is cleared by the 401 the unread count then gets.
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

export function rememberVisitorRoom(has: boolean) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  const value = has ? `1; Max-Age=${THIRTY_DAYS_S}` : "; Max-Age=0";
  // biome-ignore lint/suspicious/noDocumentCookie: a plain note for this page's scripts; no Cookie Store API in Safari
  document.cookie = `${VISITOR_ROOM_COOKIE}=${value}; Path=/; SameSite=Lax${secure}`;
}

export function mayHaveVisitorRoom(): boolean {
  return document.cookie.split("; ").includes(`${VISITOR_ROOM_COOKIE}=1`);
}
