import { z } from "zod";
import { MALAYSIA_OFFSET_MS } from "../lib/malaysia-clock";

// Posting a Physical SIM inside Malaysia: the states a courier delivers to, the phone number it
// calls, the estimate a buyer is shown, and the carriers whose tracking pages we link to.

/** Malaysia's thirteen states and three federal territories, as couriers write them. */
export const MALAYSIA_STATES = [
  "Johor",
  "Kedah",
  "Kelantan",
  "Melaka",
  "Negeri Sembilan",
  "Pahang",
  "Perak",
  "Perlis",
  "Pulau Pinang",
  "Sabah",
  "Sarawak",
  "Selangor",
  "Terengganu",
  "W.P. Kuala Lumpur",
  "W.P. Labuan",
  "W.P. Putrajaya",
] as const;

/** East Malaysia takes longer by post: the estimate has its own band there. */
const EAST_MALAYSIA: readonly string[] = ["Sabah", "Sarawak", "W.P. Labuan"];
export const isEastMalaysia = (state: string) => EAST_MALAYSIA.includes(state);

const PHONE_MESSAGE = "Enter a Malaysian phone number, such as +60 12-345 6789 or 012-345 6789";

/**
 * A Malaysian number as a courier dials it: +60 or 0, then a mobile (1x, 9 or 10 digits with the
 * prefix) or a landline (3–9, 8 or 9 digits). Spaces, dashes and brackets are allowed and dropped;
 * the number is kept as +60… so every order writes it one way.
 * @unitTested by `tests/unit/shipping.test.ts`
 */
export function normaliseMalaysianPhone(raw: string): string | null {
  const compact = raw.replace(/[\s\-()]/g, "");
  const match = /^(?:\+?60|0)(1\d{8,9}|[3-9]\d{7,8})$/.exec(compact);
  return match ? `+60${match[1]}` : null;
}

export const MalaysianPhoneSchema = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .max(24, PHONE_MESSAGE)
  .transform((value, ctx) => {
    const phone = normaliseMalaysianPhone(value);
    if (phone) return phone;
    ctx.addIssue({ code: "custom", message: PHONE_MESSAGE });
    return z.NEVER;
  });

const STATE_MESSAGE = "Choose your state or federal territory";
export const MalaysiaStateSchema = z.enum(MALAYSIA_STATES, { error: STATE_MESSAGE });

/** How many working days the post takes, West Malaysia and Sabah/Sarawak/Labuan; staff may change it. */
export interface DeliveryEstimateRule {
  westMin: number;
  westMax: number;
  eastMin: number;
  eastMax: number;
}
export const DEFAULT_DELIVERY_ESTIMATE: DeliveryEstimateRule = {
  westMin: 2,
  westMax: 3,
  eastMin: 3,
  eastMax: 5,
};

const DAY_MS = 86_400_000;

/**
 * The Malaysia-time day (YYYY-MM-DD) `count` working days after the day of `from` (before it, for a
 * negative count), weekends skipped.
 */
export function addWorkingDays(from: number, count: number): string {
  const step = Math.sign(count);
  let day = Math.floor((from + MALAYSIA_OFFSET_MS) / DAY_MS);
  let left = Math.abs(count);
  while (left > 0) {
    day += step;
    const weekday = new Date(day * DAY_MS).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export interface DeliveryEstimate {
  minDays: number;
  maxDays: number;
  /** The Malaysia-time days the SIM should arrive between, from `from` (payment, or now at checkout). */
  earliest: string;
  latest: string;
}

export function deliveryEstimate(rule: DeliveryEstimateRule, state: string, from: number): DeliveryEstimate {
  const east = isEastMalaysia(state);
  const minDays = east ? rule.eastMin : rule.westMin;
  const maxDays = east ? rule.eastMax : rule.westMax;
  return { minDays, maxDays, earliest: addWorkingDays(from, minDays), latest: addWorkingDays(from, maxDays) };
}

/** A paid Physical SIM should leave within this many working days; past it, staff are told. */
export const SHIP_WITHIN_WORKING_DAYS = 1;

/** The carriers a Malaysian shop posts with, and where each lets a customer follow a parcel. */
export const CARRIERS = [
  { id: "poslaju", name: "Pos Laju", url: "https://tracking.pos.com.my/tracking/" },
  { id: "jt", name: "J&T Express", url: "https://www.jtexpress.my/tracking/" },
  {
    id: "dhl",
    name: "DHL eCommerce",
    url: "https://www.dhl.com/my-en/home/tracking/tracking-ecommerce.html?tracking-id=",
  },
  { id: "ninjavan", name: "Ninja Van", url: "https://www.ninjavan.co/en-my/tracking?id=" },
  {
    id: "citylink",
    name: "City-Link Express",
    url: "https://www.citylinkexpress.com/tracking-result/?track0=",
  },
] as const;

/** Staff may also type another carrier's name; that one is shown as plain text, with no link. */
const CARRIER_ALIASES: Record<string, string> = {
  poslaju: "poslaju",
  "pos laju": "poslaju",
  "pos malaysia": "poslaju",
  jt: "jt",
  "j&t": "jt",
  "j&t express": "jt",
  dhl: "dhl",
  "dhl ecommerce": "dhl",
  ninjavan: "ninjavan",
  "ninja van": "ninjavan",
  citylink: "citylink",
  "city-link": "citylink",
  "city-link express": "citylink",
  "city link": "citylink",
};

/** The tracking page for a parcel, or null for a carrier we do not know. */
export function trackingUrl(carrier: string | null | undefined, trackingNumber: string | null | undefined) {
  if (!carrier || !trackingNumber) return null;
  const id = CARRIER_ALIASES[carrier.trim().toLowerCase()];
  const known = CARRIERS.find((c) => c.id === id);
  return known ? `${known.url}${encodeURIComponent(trackingNumber.trim())}` : null;
}
