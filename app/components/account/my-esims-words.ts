import type { EsimStatus, EsimUsageView } from "~/schemas/esim";

/** Every word the My eSIMs page shows, in one place (the languages issue translates them). */
export const MY_ESIMS_WORDS = {
  title: "My eSIMs",
  intro: "Data left, days left and top-ups for every eSIM you bought.",
  toOrders: "My Orders",
  emptyTitle: "No eSIMs yet",
  emptyText: "When you buy an eSIM plan, it will show up here with its data and days left.",
  emptyAction: "Browse plans",
  esimNumber: (lastFour: string) => `eSIM …${lastFour}`,
  dataLeft: (left: string, total: string) => `${left} of ${total} left`,
  unlimited: "Unlimited data",
  dataUnknown: "Data balance unknown",
  usageUnavailable: "Live usage is unavailable right now. Try again later.",
  daysLeft: (days: number) => (days === 1 ? "1 day left" : `${days} days left`),
  lastDay: "Ends today",
  ended: "Validity ended",
  startsOnInstall: "Starts when you install it",
  installIphone: "Install on iPhone",
  installAndroid: "Install on Android",
  installOptions: "QR code and manual install",
  details: "Codes and APN",
  topUp: "Top up",
  withdrawn: "This eSIM was refunded and can no longer be used.",
} as const;

/** The badge of one eSIM: its own status once refunded, else what the supplier says of it. */
export const ESIM_STATE_BADGES: Record<
  Exclude<EsimStatus, "issued"> | EsimUsageView["status"],
  { label: string; tone: "neutral" | "success" | "warning" | "danger" | "info" | "primary" }
> = {
  refunded: { label: "Refunded", tone: "neutral" },
  cancelled: { label: "Cancelled", tone: "neutral" },
  not_installed: { label: "Not installed", tone: "info" },
  active: { label: "Active", tone: "success" },
  finished: { label: "Data used up", tone: "warning" },
  expired: { label: "Expired", tone: "neutral" },
  unknown: { label: "Ready", tone: "primary" },
};
