// Human labels for the codes the back office stores: staff read words, not constants.
import {
  EMAIL_STATUS_LABELS,
  EMAIL_TEMPLATE_LABELS,
  type EmailStatus,
  type EmailTemplate,
} from "~/schemas/admin/emails";
import { BAN_DURATION_LABELS, type BanDuration } from "~/schemas/admin/users";
import { PAYMENT_METHOD_LABELS } from "~/schemas/checkout";

/** ban_logs.ban_duration holds a preset code ("7_days") or a custom length ("36 hours"). */
export function banDurationText(stored: string): string {
  const preset = BAN_DURATION_LABELS[stored as BanDuration];
  if (preset && stored !== "custom") return preset;
  const hours = /^(\d+) hours?$/.exec(stored)?.[1];
  if (hours) {
    const n = Number(hours);
    if (n >= 48 && n % 24 === 0) return `${n / 24} days`;
    return `${n} ${n === 1 ? "hour" : "hours"}`;
  }
  return humanise(stored);
}

const TARGETS: Record<string, string> = {
  product: "product",
  user: "customer",
  admin_user: "staff account",
  site_image: "image",
  review: "review",
  page_content: "page",
  store_settings: "store settings",
  r2_object: "uploaded file",
  order: "order",
  chat_room: "chat",
};

const VERBS: Record<string, string> = {
  CREATE: "Created",
  UPDATE: "Updated",
  DELETE: "Deleted",
  UPLOAD: "Uploaded",
  BAN: "Banned",
  UNBAN: "Unbanned",
  ACTIVATE: "Activated",
  DEACTIVATE: "Deactivated",
  PASSWORD_CHANGE: "Changed the password of",
  PASSWORD_RESET: "Reset the password of",
  ROLE_CHANGE: "Changed the role of",
  PERMISSIONS_UPDATE: "Changed the permissions of",
  "2FA_SETUP": "Started two-factor set-up for",
  "2FA_ENABLE": "Turned on two-factor for",
  "2FA_DISABLE": "Turned off two-factor for",
  "2FA_FAILED": "Wrong two-factor code for",
  SIGN_IN: "Signed in to",
  SIGN_IN_FAILED: "Wrong password for",
  THRESHOLD: "Changed the low-stock threshold of",
  ADJUST: "Adjusted the stock of",
  ERASE: "Erased",
};

/** "SOME_CODE" → "Some code". */
export function humanise(code: string): string {
  const words = code.replace(/[_-]+/g, " ").trim().toLowerCase();
  return words ? words[0]?.toUpperCase() + words.slice(1) : code;
}

/** "PRODUCT_UPDATE" on product 3 named "Japan" → "Updated product “Japan”". */
export function auditActionText(entry: {
  action: string;
  targetType: string;
  targetId: number | null;
  targetName?: string | null;
}): string {
  const target = TARGETS[entry.targetType] ?? humanise(entry.targetType).toLowerCase();
  const verbKey = Object.keys(VERBS)
    .filter((key) => entry.action.endsWith(`_${key}`))
    .sort((a, b) => b.length - a.length)[0];
  const named = entry.targetName
    ? `${target} “${entry.targetName}”`
    : entry.targetId !== null
      ? `${target} #${entry.targetId}`
      : target;
  if (entry.action === "SETTINGS_UPDATE") return "Updated the store settings";
  if (!verbKey) return `${humanise(entry.action)}${entry.targetName ? ` (${entry.targetName})` : ""}`;
  return `${VERBS[verbKey]} ${named}`;
}

/** The badge tone of each order status, on the Orders list and the order desk alike. */
export const ORDER_TONES: Record<string, "success" | "warning" | "danger" | "neutral" | "info"> = {
  paid: "success",
  pending: "warning",
  cancelled: "neutral",
  refunded: "neutral",
  failed: "danger",
  shipped: "info",
  delivered: "info",
};

const CARD_BRANDS: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
  cartes_bancaires: "Cartes Bancaires",
};

/** "card" + "visa" + "4242" → "Visa •••• 4242"; "fpx" + "maybank2u" → "FPX online banking (Maybank2u)". */
export function paymentMethodText(method: string, brand: string | null, last4: string | null): string {
  if (method === "card" && brand) {
    const name = CARD_BRANDS[brand] ?? humanise(brand);
    return last4 ? `${name} •••• ${last4}` : name;
  }
  const name = PAYMENT_METHOD_LABELS[method] ?? humanise(method);
  return brand ? `${name} (${humanise(brand)})` : name;
}

/** Who acted, by username; "Admin #7" only when that staff account no longer exists. */
export function staffName(entry: { adminId: number | null; adminUsername: string | null }): string {
  if (entry.adminId === null) return "The customer";
  return entry.adminUsername ?? `Admin #${entry.adminId}`;
}

/** "payment_confirmed" → "Payment confirmed"; a code this build does not know is humanised. */
export function emailTemplateText(code: string): string {
  return EMAIL_TEMPLATE_LABELS[code as EmailTemplate] ?? humanise(code);
}

export function emailStatusText(status: string): string {
  return EMAIL_STATUS_LABELS[status as EmailStatus] ?? humanise(status);
}

/** The badge tone of each e-mail status, on the E-mails tab and the order desk alike. */
export const EMAIL_TONES: Record<string, "success" | "warning" | "danger" | "info"> = {
  sent: "success",
  queued: "warning",
  sending: "info",
  failed: "danger",
};
