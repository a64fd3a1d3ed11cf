// A referral to oneself earns nothing (decision 0062): no RM 10 off when the friend shares the
// referrer's mailbox (normalised) or browser; no reward for the referrer's own card, nor before
// the friend's e-mail is verified, nor for a disputed order; a refund or dispute after the reward
// takes it back as a ledger entry, what was spent of it owed and shown to staff.
import { beforeAll, describe, expect, it } from "vitest";
import { checkoutState } from "../../worker/services/checkout/state";
import { creditBalance } from "../../worker/services/credit/ledger";
import { grantReferralRewards } from "../../worker/services/credit/referral";
import { as, json, rootSession } from "./admin-helpers";
import { db } from "./fulfilment-helpers";
import { productId, seedDatabase } from "./helpers";
import {
  chargeOf,
  configurePayments,
  customer,
  DEVICE_CONFIRMED,
  disputeOnStandin,
  ESIM,
  order,
  payOnStandin,
  payWithCard,
  webhook,
} from "./payment-helpers";
import {
  codeOf,
  DAY,
  friendOf,
  MASTERCARD,
  paidFriendOrder,
  referrerWith,
  VISA,
  verifyEmail,
} from "./referral-helpers";

let root: string;

beforeAll(async () => {
  await seedDatabase();
  root = await rootSession();
  await configurePayments(root);
});

const staffCredit = async (userId: number) => json(await as(root).get(`/api/admin/users/${userId}/credit`));

describe("a referral to oneself earns nothing", () => {
  it("no RM 10 off when the friend's mailbox is the referrer's once normalised, with the reason", async () => {
    const gmail = await referrerWith("alice.tan+shop@gmail.com");
    for (const email of ["ALICE.TAN@gmail.com", "a.l.i.c.e.t.a.n@gmail.com", "alicetan+x@googlemail.com"]) {
      const friend = await friendOf(gmail.code, { email, verify: false });
      const summary = await json(await friend.browser.get("/api/cart/summary"));
      expect(summary).toMatchObject({ referral: "0.00", referralSen: 0, referralRefused: "same_mailbox" });
      expect(summary.total).toBe("25.00");
      const { orderId } = await json(await friend.browser.post("/api/checkout", DEVICE_CONFIRMED));
      expect(await order(orderId)).toMatchObject({ referral_discount_sen: 0, total_amount_sen: 2500 });
    }
    // Elsewhere a dot is a different mailbox; a +tag is not.
    const plain = await referrerWith("bob.lee@shop.test");
    const tagged = await friendOf(plain.code, { email: "Bob.Lee+trip@shop.test", verify: false });
    expect(await json(await tagged.browser.get("/api/cart/summary"))).toMatchObject({
      referralSen: 0,
      referralRefused: "same_mailbox",
    });
    const other = await friendOf(plain.code, { email: "boblee@shop.test", verify: false });
    expect(await json(await other.browser.get("/api/cart/summary"))).toMatchObject({
      referral: "10.00",
      referralRefused: null,
    });
  });

  it("no RM 10 off for an account made in the referrer's own browser (its device cookie)", async () => {
    const referrer = await referrerWith("carol.device@shop.test");
    const same = referrer.browser.clone();
    expect((await same.post("/api/auth/logout")).status).toBe(200);
    const friend = await friendOf(referrer.code, { browser: same, email: "someone.else@shop.test" });
    const summary = await json(await friend.browser.get("/api/cart/summary"));
    expect(summary).toMatchObject({ referralSen: 0, referralRefused: "same_device" });
    const { orderId } = await json(await friend.browser.post("/api/checkout", DEVICE_CONFIRMED));
    expect(await order(orderId)).toMatchObject({ referral_discount_sen: 0, total_amount_sen: 2500 });
  });

  it("a friend signed up elsewhere who checks out in the referrer's browser gets no RM 10 off", async () => {
    const referrer = await referrerWith("dina.device@shop.test");
    const friend = await friendOf(referrer.code, { email: "dina.friend@shop.test" });
    // The friend signs in on the referrer's browser, which still carries the referrer's device.
    const there = referrer.browser.clone();
    expect((await there.post("/api/auth/logout")).status).toBe(200);
    const signIn = await there.post("/api/auth/login", {
      emailOrUsername: friend.email,
      password: friend.password,
    });
    expect(signIn.status).toBe(200);
    // The review page's state, before Pay, already has no RM 10 off and says why.
    const review = await checkoutState(
      db(),
      { userId: friend.id },
      { deviceTokens: (there.cookies.get("__Host-device") ?? "").split(".") },
    );
    expect(review.kind === "ready" && review.summary).toMatchObject({
      referralSen: 0,
      referralRefused: "same_device",
      totalSen: 2500,
    });
    const { orderId } = await json(await there.post("/api/checkout", DEVICE_CONFIRMED));
    expect(await order(orderId)).toMatchObject({ referral_discount_sen: 0, total_amount_sen: 2500 });
    expect(await json(await friend.browser.get("/api/cart/summary"))).toMatchObject({
      referralRefused: "same_device",
    });
  });
});

describe("the referrer's reward is granted only when it is earned", () => {
  it("the stand-in reports one fingerprint per test card, in Stripe's wire format", async () => {
    const first = await customer();
    const second = await customer();
    const fingerprints: unknown[] = [];
    for (const [buyer, card] of [
      [first, VISA],
      [second, VISA],
      [second, MASTERCARD],
    ] as const) {
      await buyer.browser.post("/api/cart", { productId: await productId(ESIM), quantity: 1 });
      const { orderId } = await json(await buyer.browser.post("/api/checkout", DEVICE_CONFIRMED));
      await payWithCard(orderId, card);
      const charge = await chargeOf(String((await order(orderId))?.payment_intent_id));
      const details = charge.payment_method_details as { type: string; card: Record<string, unknown> };
      expect(details.type).toBe("card");
      expect(details.card.fingerprint).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(details.card.last4).toBe(card.slice(-4));
      fingerprints.push(details.card.fingerprint);
      expect((await order(orderId))?.card_fingerprint).toBe(details.card.fingerprint);
    }
    expect(fingerprints[0]).toBe(fingerprints[1]);
    expect(fingerprints[2]).not.toBe(fingerprints[0]);
  });

  it("no reward when the friend paid with a card the referrer pays with", async () => {
    const referrer = await referrerWith("erin.card@shop.test");
    await referrer.browser.post("/api/cart", { productId: await productId(ESIM), quantity: 1 });
    const own = await json(await referrer.browser.post("/api/checkout", DEVICE_CONFIRMED));
    await payWithCard(own.orderId, MASTERCARD);
    const sameCard = await paidFriendOrder(await friendOf(referrer.code), MASTERCARD);
    const otherCard = await paidFriendOrder(await friendOf(referrer.code), VISA);
    const later = Math.max(sameCard.paidAt, otherCard.paidAt) + 8 * DAY;
    await grantReferralRewards(db(), later);
    const credit = await staffCredit(referrer.id);
    expect(credit.balanceSen).toBe(1000);
    expect(credit.entries.filter((e: { reason: string }) => e.reason === "referral")).toHaveLength(1);
    await grantReferralRewards(db(), later + DAY);
    expect(await creditBalance(db(), referrer.id, later + DAY)).toBe(1000);
  });

  it("waits while the friend's e-mail is unverified, and grants once it is verified", async () => {
    const referrer = await customer();
    const friend = await friendOf(await codeOf(referrer.id), { verify: false });
    const { paidAt } = await paidFriendOrder(friend);
    await grantReferralRewards(db(), paidAt + 9 * DAY);
    expect(await creditBalance(db(), referrer.id, paidAt + 9 * DAY)).toBe(0);
    await verifyEmail(friend.email);
    await grantReferralRewards(db(), paidAt + 10 * DAY);
    expect(await creditBalance(db(), referrer.id, paidAt + 10 * DAY)).toBe(1000);
  });

  it("a dispute before the 7 days means no reward", async () => {
    const referrer = await customer();
    const { orderId, paidAt } = await paidFriendOrder(await friendOf(await codeOf(referrer.id)));
    const dispute = await disputeOnStandin(String((await order(orderId))?.payment_intent_id));
    expect(dispute).toMatchObject({ object: "dispute", status: "needs_response", amount: 1500 });
    expect((await webhook("charge.dispute.created", dispute)).res.status).toBe(200);
    expect((await order(orderId))?.disputed_at).not.toBeNull();
    await grantReferralRewards(db(), paidAt + 10 * DAY);
    expect(await creditBalance(db(), referrer.id, paidAt + 10 * DAY)).toBe(0);
  });
});

describe("a refund or dispute after the reward claws it back", () => {
  type Entry = { reason: string; amountSen: number; owedSen?: number; orderId: number | null };
  const clawbacksOf = async (userId: number) =>
    ((await staffCredit(userId)).entries as Entry[]).filter((e) => e.reason === "clawback");

  async function rewarded() {
    const referrer = await customer();
    const paid = await paidFriendOrder(await friendOf(await codeOf(referrer.id)));
    await grantReferralRewards(db(), paid.paidAt + 8 * DAY);
    expect(await creditBalance(db(), referrer.id)).toBe(1000);
    return { referrer, ...paid };
  }

  it("a staff refund takes the unspent reward back, as an entry staff and the customer read", async () => {
    const { referrer, orderId } = await rewarded();
    expect((await as(root).post(`/api/admin/orders/${orderId}/refund`, {})).status).toBe(200);
    expect(await creditBalance(db(), referrer.id)).toBe(0);
    const staff = await staffCredit(referrer.id);
    expect(staff.balanceSen).toBe(0);
    expect(staff.owedSen).toBe(0);
    expect(await clawbacksOf(referrer.id)).toMatchObject([
      { reason: "clawback", amountSen: -1000, owedSen: 0, orderId },
    ]);
    const mine = await json(await referrer.browser.get("/api/user/credit"));
    expect(mine).toMatchObject({ balance: "0.00", balanceSen: 0 });
    // The friend's order stays the friend's: the referrer reads only that the reward went back.
    expect(mine.entries.filter((e: Entry) => e.reason === "clawback")).toMatchObject([
      { amount: "-10.00", orderId: null, owed: "0.00" },
    ]);
  });

  it("Stripe's own refund (charge.refunded) claws it back once, however often it arrives", async () => {
    const { referrer, orderId } = await rewarded();
    const row = await order(orderId);
    const charge = {
      ...(await chargeOf(String(row?.payment_intent_id))),
      amount_refunded: 1500,
      refunded: true,
    };
    expect((await webhook("charge.refunded", charge)).res.status).toBe(200);
    expect((await webhook("charge.refunded", charge)).res.status).toBe(200);
    expect(await creditBalance(db(), referrer.id)).toBe(0);
    expect(await clawbacksOf(referrer.id)).toHaveLength(1);
  });

  it("a dispute after the reward was spent leaves the balance at zero and shows staff what is owed", async () => {
    const { referrer, orderId } = await rewarded();
    // The referrer spends the reward on an order of their own.
    await referrer.browser.post("/api/cart", { productId: await productId(ESIM), quantity: 1 });
    const own = await json(
      await referrer.browser.post("/api/checkout", { ...DEVICE_CONFIRMED, useCredit: true }),
    );
    expect(await order(own.orderId)).toMatchObject({ credit_amount_sen: 1000, total_amount_sen: 1500 });
    await payOnStandin(own.orderId);
    expect(await creditBalance(db(), referrer.id)).toBe(0);

    const dispute = await disputeOnStandin(String((await order(orderId))?.payment_intent_id));
    const delivered = await webhook("charge.dispute.created", dispute);
    expect(delivered.res.status).toBe(200);
    // Stripe delivers again: nothing more is taken.
    expect((await webhook("charge.dispute.created", dispute, { id: delivered.body.id })).res.status).toBe(
      200,
    );
    expect((await webhook("charge.dispute.created", dispute)).res.status).toBe(200);
    expect(await creditBalance(db(), referrer.id)).toBe(0);
    const staff = await staffCredit(referrer.id);
    expect(staff).toMatchObject({ balanceSen: 0, owedSen: 1000, owed: "10.00" });
    expect(await clawbacksOf(referrer.id)).toMatchObject([{ amountSen: 0, owedSen: 1000, orderId }]);
  });

  it("credit of the reward held by an unpaid checkout does not come back after the clawback", async () => {
    const { referrer, orderId } = await rewarded();
    await referrer.browser.post("/api/cart", { productId: await productId(ESIM), quantity: 1 });
    const held = await json(
      await referrer.browser.post("/api/checkout", { ...DEVICE_CONFIRMED, useCredit: true }),
    );
    expect(await order(held.orderId)).toMatchObject({ credit_amount_sen: 1000 });
    expect((await as(root).post(`/api/admin/orders/${orderId}/refund`, {})).status).toBe(200);
    expect(await clawbacksOf(referrer.id)).toMatchObject([{ amountSen: 0, owedSen: 1000 }]);
    // The unpaid checkout is cancelled: its RM 10 settles what was owed instead of returning.
    expect((await as(root).post(`/api/admin/orders/${held.orderId}/cancel`, {})).status).toBe(200);
    expect(await creditBalance(db(), referrer.id)).toBe(0);
    expect(await clawbacksOf(referrer.id)).toMatchObject([{ amountSen: -1000, owedSen: 0 }]);
    expect((await staffCredit(referrer.id)).owedSen).toBe(0);
  });
});
