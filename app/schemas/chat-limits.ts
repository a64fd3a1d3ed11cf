// The chat's numbers without its zod schemas, so the widget that every storefront page fetches
// does not carry the validation library to read two constants.

export const CHAT_MESSAGE_MAX = 2000;

/** The sane sending rate, over a socket or REST: 10 messages per 10 seconds per sender. */
export const CHAT_THROTTLE = { messages: 10, windowMs: 10_000 };
/** Messages per history page: the newest page first, then `?before=<oldest id>` for older ones. */
export const CHAT_HISTORY_PAGE = 100;
export const CHAT_THROTTLE_MESSAGE = "You are sending messages too fast. Please wait a moment.";
