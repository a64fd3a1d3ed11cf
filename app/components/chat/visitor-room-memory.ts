// A visitor's room key is an HttpOnly cookie the page cannot see, so the browser remembers that
// it opened one: a visitor who never chatted is not asked for an unread count (a 401 on every page).
const VISITOR_ROOM_KEY = "chat-visitor-room";

export function rememberVisitorRoom(has: boolean) {
  try {
    if (has) window.localStorage.setItem(VISITOR_ROOM_KEY, "1");
    else window.localStorage.removeItem(VISITOR_ROOM_KEY);
  } catch {
    // Storage refused (private mode): the badge then waits for the panel to open.
  }
}

export function mayHaveVisitorRoom(): boolean {
  try {
    return window.localStorage.getItem(VISITOR_ROOM_KEY) === "1";
  } catch {
    return false;
  }
}
