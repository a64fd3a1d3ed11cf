import type { CustomerProfile } from "~/schemas/admin/customer";

/** How an account's state reads on the customer page and beside a chat. */
export const STATE_BADGES: Record<
  CustomerProfile["state"],
  { label: string; tone: "success" | "neutral" | "danger" }
> = {
  active: { label: "Active", tone: "success" },
  inactive: { label: "Inactive", tone: "neutral" },
  banned: { label: "Banned", tone: "danger" },
  deleted: { label: "Deleted", tone: "neutral" },
};
