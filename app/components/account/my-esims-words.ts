import type { MessageKey } from "~/lib/translate";
import type { EsimStatus, EsimUsageView } from "~/schemas/esim";

/**
 * The badge of one eSIM: its own status once refunded, else what the supplier says of it. Its word
 * is the catalogue's `esims.badge.<state>` (messages/*.json).
 */
export const ESIM_STATE_BADGES: Record<
  Exclude<EsimStatus, "issued"> | EsimUsageView["status"],
  { label: MessageKey; tone: "neutral" | "success" | "warning" | "danger" | "info" | "primary" }
> = {
  refunded: { label: "esims.badge.refunded", tone: "neutral" },
  cancelled: { label: "esims.badge.cancelled", tone: "neutral" },
  not_installed: { label: "esims.badge.not_installed", tone: "info" },
  active: { label: "esims.badge.active", tone: "success" },
  finished: { label: "esims.badge.finished", tone: "warning" },
  expired: { label: "esims.badge.expired", tone: "neutral" },
  unknown: { label: "esims.badge.unknown", tone: "primary" },
};
