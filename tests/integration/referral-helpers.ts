// The referral tests' people: a referrer, a friend who followed their link (verified or not, in
// a browser of their own or the referrer's), and the friend's discounted order paid by card.
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { json } from "./admin-helpers";
import { Browser } from "./browser";
import { productId } from "./helpers";
import { lastLinkMail, tokenIn } from "./mailbox";
import { DEVICE_CONFIRMED, ESIM, order, payWithCard } from "./payment-helpers";

export const DAY = 24 * 60 * 60 * 1000;
export const VISA = "4242424242424242";
export const MASTERCARD = "5555555555554444";
let friends = 0;

export const codeOf = async (userId: number) =>
  (
    await env.DB.prepare("select referral_code from users where id = ?")
      .bind(userId)
      .first<{ referral_code: string }>()
  )?.referral_code ?? "";

interface FriendOptions {
  quantity?: number;
  /** The address they sign up with (a fresh one by default). */
  email?: string;
  /** The browser they follow the link in (a fresh one by default). */
  browser?: Browser;
  /** Whether they open the verification e-mail's link (yes by default). */
  verify?: boolean;
}

/** Open the newest verification link sent to `email`, as the friend would from their mailbox. */
export async function verifyEmail(email: string) {
  const token = tokenIn((await lastLinkMail(email.toLowerCase(), "email_verify")).text);
  expect((await new Browser().post("/api/auth/verify-email", { token })).status).toBe(200);
}

/** A friend who followed `code`'s link, then registered, with `quantity` RM 25 eSIMs in their cart. */
export async function friendOf(code: string, options: FriendOptions = {}) {
  const { quantity = 1, verify = true } = options;
  const browser = options.browser ?? new Browser();
  const landing = await browser.get(`/r/${code}`, { redirect: "manual" });
  expect(landing.status).toBe(200);
  friends += 1;
  const email = options.email ?? `friend${friends}@shop.test`;
  const res = await browser.post("/api/auth/register", {
    username: `friend${friends}`,
    email,
    password: `Friend-pass-${friends}`,
    confirmPassword: `Friend-pass-${friends}`,
  });
  expect(res.status).toBe(201);
  const id = (await json(res)).user.id as number;
  if (verify) await verifyEmail(email);
  await browser.post("/api/cart", { productId: await productId(ESIM), quantity });
  return { browser, id, email, password: `Friend-pass-${friends}` };
}

let referrers = 0;
/** A customer who registered with `email` in their own browser (which then knows their device). */
export async function referrerWith(email: string) {
  referrers += 1;
  const browser = new Browser();
  const res = await browser.post("/api/auth/register", {
    username: `referrer${referrers}`,
    email,
    password: `Referrer-pass-${referrers}`,
    confirmPassword: `Referrer-pass-${referrers}`,
  });
  expect(res.status).toBe(201);
  const id = (await json(res)).user.id as number;
  return { browser, id, code: await codeOf(id) };
}

export const paidAtOf = async (orderId: number) => Number((await order(orderId))?.paid_at);

/** The friend's discounted order, checked out and paid (with `card` when given). */
export async function paidFriendOrder(friend: { browser: Browser }, card = VISA) {
  const { orderId } = await json(await friend.browser.post("/api/checkout", DEVICE_CONFIRMED));
  expect(await order(orderId)).toMatchObject({ referral_discount_sen: 1000, total_amount_sen: 1500 });
  await payWithCard(orderId, card);
  return { orderId, paidAt: await paidAtOf(orderId) };
}
