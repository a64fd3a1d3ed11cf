import { readBrowserCookie, writeBrowserCookie } from "~/lib/browser-cookie";

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
  writeBrowserCookie(VISITOR_ROOM_COOKIE, has ? "1" : "", has ? THIRTY_DAYS_S : 0);
}

export function mayHaveVisitorRoom(): boolean {
  return readBrowserCookie(VISITOR_ROOM_COOKIE) === "1";
}
