import Stripe from "stripe";
import { InvalidError, UnavailableError } from "../services/errors";
import { logUnexpectedError } from "../services/shared/log-error";

/**
 * The one adapter for Stripe (ARCHITECTURE.md "Who may import whom"). The official SDK over fetch,
 * pointed at `apiUrl` (Stripe's own by default, a stand-in in tests and `npm run start:payments`).
 * Callers get plain data back and domain errors on failure; nothing else imports `stripe`.
 */
export interface StripeKeys {
  secretKey: string;
  apiUrl: string;
}

export type CheckoutSession = Stripe.Checkout.Session;
export type StripeEvent = Stripe.Event;
export type StripeCharge = Stripe.Charge;
export type StripeDispute = Stripe.Dispute;

const clients = new Map<string, Stripe>();

function client({ secretKey, apiUrl }: StripeKeys): Stripe {
  const cacheKey = `${apiUrl}\n${secretKey}`;
  let stripe = clients.get(cacheKey);
  if (!stripe) {
    const url = new URL(apiUrl);
    const protocol = url.protocol === "http:" ? "http" : "https";
    stripe = new Stripe(secretKey, {
      httpClient: Stripe.createFetchHttpClient(),
      host: url.hostname,
      port: url.port ? Number(url.port) : protocol === "http" ? 80 : 443,
      protocol,
      // Two tries of 5 s (the SDK's one retry, safe under the idempotency keys) answer a customer
      // within 15 s when Stripe stalls, with room for the page; Stripe answers in well under a second.
      maxNetworkRetries: 1,
      timeout: 5_000,
    });
    clients.set(cacheKey, stripe);
  }
  return stripe;
}

/** Stripe's errors carry the request and its answer: only their class, code and Stripe's request id are logged. */
function unavailable(error: unknown): never {
  const requestId = error instanceof Stripe.errors.StripeError ? error.requestId : undefined;
  logUnexpectedError("stripe", error, requestId ?? "none");
  throw new UnavailableError({
    key: "forms.the_payment_provider_could_not_be_reached_please_try_again_in_a_moment",
  });
}

export interface CheckoutSessionInput {
  orderId: number;
  customerEmail: string;
  lines: { name: string; description?: string; unitAmountSen: number; quantity: number }[];
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
}

/**
 * Mode payment, ringgit in sen, card + FPX + GrabPay, 30-minute expiry. The idempotency key names
 * the order and its expiry: order ids repeat across databases (staging and a developer's machine
 * on one test account), and a bare id would hand one of them the other's session.
 */
export async function createCheckoutSession(keys: StripeKeys, input: CheckoutSessionInput) {
  try {
    return await client(keys).checkout.sessions.create(
      {
        mode: "payment",
        currency: "myr",
        // API version 2026-09-30.endive removed `payment_method_types` here; this is its replacement.
        allowed_payment_method_types: ["card", "fpx", "grabpay"],
        line_items: input.lines.map((line) => ({
          quantity: line.quantity,
          price_data: {
            currency: "myr",
            unit_amount: line.unitAmountSen,
            product_data: { name: line.name, ...(line.description ? { description: line.description } : {}) },
          },
        })),
        client_reference_id: String(input.orderId),
        metadata: { orderId: String(input.orderId) },
        payment_intent_data: { metadata: { orderId: String(input.orderId) } },
        customer_email: input.customerEmail,
        expires_at: Math.floor(input.expiresAt.getTime() / 1000),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      },
      { idempotencyKey: `order-${input.orderId}-checkout-${input.expiresAt.getTime()}` },
    );
  } catch (error) {
    unavailable(error);
  }
}

export async function retrieveCheckoutSession(keys: StripeKeys, sessionId: string) {
  try {
    return await client(keys).checkout.sessions.retrieve(sessionId);
  } catch (error) {
    unavailable(error);
  }
}

/** Expire an open session; `null` when Stripe says it is no longer open (paid or already expired). */
export async function expireCheckoutSession(keys: StripeKeys, sessionId: string) {
  try {
    return await client(keys).checkout.sessions.expire(sessionId);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
    unavailable(error);
  }
}

/** How a payment was made, as the shop keeps it: the charge and the method's type, brand and last 4. */
export interface PaymentDetails {
  chargeId: string | null;
  methodType: string | null;
  /** The card brand ("visa"), or for FPX the bank; null for methods that name neither. */
  brand: string | null;
  last4: string | null;
  /** Stripe's fingerprint of the card: the same card number gives the same one, whoever pays. */
  fingerprint: string | null;
  /** What has been refunded of the charge so far, in sen (a refund can come before its payment's event). */
  amountRefunded: number;
}

/**
 * The PaymentIntent with its latest_charge expanded, reduced to what the order desk shows. A
 * delayed method that has not settled yet has no charge: every field is then null.
 */
export async function retrievePaymentDetails(keys: StripeKeys, paymentIntentId: string) {
  let intent: Stripe.PaymentIntent;
  try {
    intent = await client(keys).paymentIntents.retrieve(paymentIntentId, { expand: ["latest_charge"] });
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) {
      throw new InvalidError(`The payment provider does not know ${paymentIntentId}: ${error.message}`);
    }
    unavailable(error);
  }
  const charge = intent.latest_charge;
  const method = typeof charge === "object" && charge ? charge.payment_method_details : null;
  return {
    chargeId: typeof charge === "string" ? charge : (charge?.id ?? null),
    methodType: method?.type ?? null,
    brand: method?.card?.brand ?? method?.fpx?.bank ?? null,
    last4: method?.card?.last4 ?? null,
    fingerprint: method?.card?.fingerprint ?? null,
    amountRefunded: typeof charge === "object" && charge ? charge.amount_refunded : 0,
  } satisfies PaymentDetails;
}

export async function createRefund(
  keys: StripeKeys,
  input: {
    paymentIntentId: string;
    amountSen: number;
    idempotencyKey: string;
    metadata: Record<string, string>;
  },
) {
  try {
    return await client(keys).refunds.create(
      { payment_intent: input.paymentIntentId, amount: input.amountSen, metadata: input.metadata },
      { idempotencyKey: input.idempotencyKey },
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) throw refusedRefund(error);
    unavailable(error);
  }
}

/**
 * Why Stripe refused a refund, in staff's words: Stripe's own message names its API (and may quote
 * the request), so staff read what it means and the log keeps Stripe's code and request id.
 */
function refusedRefund(error: InstanceType<typeof Stripe.errors.StripeInvalidRequestError>): InvalidError {
  logUnexpectedError("stripe", error, error.requestId ?? "none", "warn");
  const code = error.code ?? "";
  if (code === "resource_missing")
    return new InvalidError(
      "The payment provider has no record of this order's payment, so nothing was refunded. Check the payment in the Stripe dashboard of the account this shop uses.",
    );
  if (code === "charge_already_refunded")
    return new InvalidError("The payment provider says this payment was already refunded in full.");
  if (code === "amount_too_large")
    return new InvalidError("The payment provider says this is more than is left to refund on the payment.");
  return new InvalidError(
    "The payment provider refused the refund; nothing was refunded. See the payment in the Stripe dashboard.",
  );
}

/**
 * Verify a webhook's raw body against its `Stripe-Signature` (v1, 5-minute tolerance) with the Web
 * Crypto provider. Throws InvalidError for a missing, forged or stale signature.
 */
export async function verifyWebhook(body: string, signature: string | null, secret: string) {
  if (!signature) throw new InvalidError("Missing Stripe-Signature header");
  try {
    return await Stripe.webhooks.constructEventAsync(
      body,
      signature,
      secret,
      300,
      Stripe.createSubtleCryptoProvider(),
    );
  } catch {
    throw new InvalidError("Invalid Stripe signature");
  }
}
