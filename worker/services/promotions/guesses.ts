import { sha256Hex } from "../../auth/tokens";
import type { Database } from "../../db/client";
import type { CartOwner } from "../checkout/cart";
import { RateLimitedError } from "../errors";
import { type RateLimitRule, rateLimitHit, rateLimitOutcome, rateLimitStanding } from "../shared/rate-limit";

const MINUTE = 60_000;

/**
 * Wrong promotion codes a cart and a client may try (decision 0067). Only codes that do not
 * exist count: a customer retrying their own code (expired, under the minimum) is not guessing.
 * Once either is used up every try is refused, a right code too, or the answers would still tell
 * right from wrong at full speed.
 */
const PROMO_GUESS_LIMITS = {
  cart: { scope: "promo-guess:cart", limit: 5, windowMs: 15 * MINUTE },
  client: { scope: "promo-guess:ip", limit: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;

export interface Guesser {
  owner: CartOwner;
  client: string;
}

/** The cart's subject is hashed: a guest cart's session id is the key to that cart. */
type Subject = [RateLimitRule, string];

async function subjectsOf(guesser: Guesser): Promise<[Subject, Subject]> {
  const cart =
    "userId" in guesser.owner ? `user:${guesser.owner.userId}` : `session:${guesser.owner.sessionId}`;
  return [
    [PROMO_GUESS_LIMITS.cart, await sha256Hex(cart)],
    [PROMO_GUESS_LIMITS.client, guesser.client],
  ];
}

function tooManyGuesses(retryAfterSeconds: number): RateLimitedError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const unit = minutes === 1 ? "minute" : "minutes";
  return new RateLimitedError(
    `Too many wrong codes. Please try again in ${minutes} ${unit}.`,
    retryAfterSeconds,
    { field: "code", reason: "too_many_guesses", retryAfterSeconds },
  );
}

const longestWait = (results: { retryAfterSeconds: number }[]) =>
  Math.max(...results.map((r) => r.retryAfterSeconds));

/** Before looking a code up: refuse if the cart or the client has used up its wrong guesses. */
export async function refuseIfGuessedOut(db: Database, guesser: Guesser, now: number): Promise<void> {
  const standings = await Promise.all(
    (await subjectsOf(guesser)).map(([rule, subject]) => rateLimitStanding(db, rule, subject, now)),
  );
  const refused = standings.filter((s) => !s.allowed);
  if (refused.length > 0) throw tooManyGuesses(longestWait(refused));
}

/**
 * Count a code that does not exist against the cart and the client, in one batch. A guess that
 * raced past the check above and went over is answered as refused, so the count stays exact.
 */
export async function countWrongGuess(db: Database, guesser: Guesser, now: number): Promise<void> {
  const [cart, client] = await subjectsOf(guesser);
  const [cartRows, clientRows] = await db.batch([
    rateLimitHit(db, cart[0], cart[1], now),
    rateLimitHit(db, client[0], client[1], now),
  ]);
  const outcomes = [
    rateLimitOutcome(cart[0], cartRows[0], now),
    rateLimitOutcome(client[0], clientRows[0], now),
  ];
  const refused = outcomes.filter((o) => !o.allowed);
  if (refused.length > 0) throw tooManyGuesses(longestWait(refused));
}
