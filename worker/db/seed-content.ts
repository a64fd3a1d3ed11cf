// The site images and content pages a fresh database starts with (staff edit them afterwards).
export const SITE_IMAGE_DEFAULTS = [
  {
    key: "hero-header",
    url: "/static/site/hero-header.svg",
    alt: "A phone showing an eSIM QR code, connected across the globe",
    description: "Home page hero",
  },
  {
    key: "world-map",
    url: "/static/site/world-map.svg",
    alt: "World map of JalanSIM coverage",
    description: "Global coverage map",
  },
  {
    key: "vodafone-logo",
    url: "/static/site/vodafone-logo.svg",
    alt: "Vodafone",
    description: "Trusted partner wordmark",
  },
  {
    key: "orange-logo",
    url: "/static/site/orange-logo.svg",
    alt: "Orange",
    description: "Trusted partner wordmark",
  },
  {
    key: "tmobile-logo",
    url: "/static/site/tmobile-logo.svg",
    alt: "T-Mobile",
    description: "Trusted partner wordmark",
  },
  { key: "mtn-logo", url: "/static/site/mtn-logo.svg", alt: "MTN", description: "Trusted partner wordmark" },
  {
    key: "telstra-logo",
    url: "/static/site/telstra-logo.svg",
    alt: "Telstra",
    description: "Trusted partner wordmark",
  },
  {
    key: "movistar-logo",
    url: "/static/site/movistar-logo.svg",
    alt: "Movistar",
    description: "Trusted partner wordmark",
  },
] as const;

export const PAGE_CONTENT_DEFAULTS = [
  {
    page: "about",
    title: "Our Story",
    subtitle: "Connecting travellers to the world since 2019",
    imageUrl: "/static/site/world-map.svg",
    content: `## Our mission

We believe staying connected abroad should be as easy as switching on your phone. JalanSIM gives travellers fast, affordable mobile data across Asia Pacific, Europe, the Americas and beyond, with no roaming shocks and no airport queues.

## Who we are

Founded in Kuala Lumpur by frequent travellers, we work with local operators to bring you reliable networks at fair prices, all priced in ringgit. Our team answers in **English and Bahasa Malaysia**, wherever you are.`,
  },
  {
    page: "support",
    title: "Support Center",
    subtitle: "Answers for every step of your trip",
    imageUrl: "/static/site/hero-header.svg",
    content: `## We are here to help

Most questions are answered in the FAQ below. If you still need help, send us a message and we will reply **within 24 hours**, or reach us by phone or WhatsApp.`,
  },
  {
    page: "partner",
    title: "Partner With Us",
    subtitle: "Grow your travel business with JalanSIM",
    imageUrl: "/static/site/world-map.svg",
    content: `## Why partner with JalanSIM

Travel agencies, retail shops, affiliates and resellers earn **commission of up to 25%** on every plan they sell. Tell us about your business and our partnerships team will review your request in **2-3 business days**.`,
  },
  {
    page: "privacy",
    title: "Privacy Policy",
    subtitle: "What we collect, why, and your choices",
    imageUrl: null,
    content: `## What we collect

To sell and deliver your plan we keep your **name, e-mail address, username and order history**. When you chat with support we keep the messages so the next agent can pick up where the last one stopped. We do not store card numbers: payments are handled by our payment provider.

## Why we use it

- To deliver your eSIM or SIM and send you its QR code and receipts.
- To answer your support questions and refund requests.
- To keep your account secure (sign-in records, protection against abuse).

We never sell your personal data. We share it only with the mobile network partner that activates your plan and with the payment provider, and only what they need.

## Your choices

You can change your e-mail and password on your [Profile](/profile) page, and delete your account yourself there at any time (**Delete my account**): your name, e-mail address, phone, chats and cart are erased at once and you are signed out everywhere. Receipts of your orders are kept without your name, as the law on business records requires.

## Cookies

We use only the cookies the shop needs: your session and your cart. No advertising trackers.`,
  },
  {
    page: "terms",
    title: "Terms of Service",
    subtitle: "The rules for buying and using our plans",
    imageUrl: null,
    content: `## Using JalanSIM

By buying a plan you agree to these terms. Plans are for personal travel use on a device that supports eSIM (for eSIM plans) or is unlocked (for physical SIM cards). Check your device before you buy.

## Plans and prices

Prices are in Malaysian ringgit (RM) and include the data, validity and coverage shown on the plan page. A plan's validity starts either when it first connects to a network in a covered country or when it is purchased, as the plan page states.

## Fair use

Plans are for personal use. Reselling, running servers or sharing a plan with many devices may lead to the plan being slowed or stopped by the network partner.

## Refunds

Refunds follow our [Refund Policy](/refund-policy): a full refund for an unused, not-yet-activated eSIM within 7 days of purchase.

## Contact

Questions about these terms? Reach us through the [Support page](/support).`,
  },
  {
    page: "refund-policy",
    title: "Refund Policy",
    subtitle: "Full refund for an unused eSIM within 7 days",
    imageUrl: null,
    content: `## The 7-day rule

You get a **full refund for an unused, not-yet-activated eSIM within 7 days of purchase**. Not activated means the eSIM has not been installed on a device and has not connected to any network.

## How to ask for a refund

Open the order in [My Orders](/my-orders) and choose **Request a refund**, with a word on why. We answer within 24 hours: once we have checked that the eSIM has not been activated, the full amount goes back to the way you paid, usually within 5 to 10 business days, and we e-mail you when it is on its way. You can also ask through the [Support page](/support) or the live chat.

## When a refund is not possible

- The eSIM has been installed or has connected to a network.
- More than 7 days have passed since purchase.
- A physical SIM card has been opened or used.

If a plan does not work because of a fault on our side, contact support: we will fix it, replace the plan or refund you, even after activation.`,
  },
] as const;

/**
 * Default paragraphs that no longer say what the shop does (refunds are asked for on the order page,
 * accounts are deleted by their owner): a re-seed rewrites a page's text in that language only
 * while no staff member has saved the page and the text still holds the old paragraph (or word).
 */
export const SUPERSEDED_PAGE_TEXT = [
  {
    page: "privacy",
    column: "content",
    old: "ask us to delete your account at any time through the Support page",
  },
  { page: "privacy", column: "content_ms", old: "meminta kami memadam akaun anda pada bila-bila masa" },
  { page: "privacy", column: "content_zh", old: "通过“客服”页面要求我们删除账户" },
  {
    page: "refund-policy",
    column: "content",
    old: "Send us your order number through the [Support page](/support)",
  },
  { page: "refund-policy", column: "content_ms", old: "Hantar nombor pesanan anda melalui" },
  { page: "refund-policy", column: "content_zh", old: "或在线客服发送你的订单号" },
  // The Chinese pages address the reader as 您, as the rest of the shop does.
  ...(["about", "support", "partner", "privacy", "terms", "refund-policy"] as const).map(
    (page) => ({ page, column: "content_zh", old: "你" }) as const,
  ),
  { page: "partner", column: "subtitle_zh", old: "你" },
  { page: "privacy", column: "subtitle_zh", old: "你" },
] as const;
