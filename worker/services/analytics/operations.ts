import { z } from "zod";
import { salesDays } from "../../../app/schemas/admin/analytics";
import { needsAttention } from "../orders/attention";
import { operation } from "../shared/operation";
import { analytics } from "./overview";
import { dashboardToday } from "./today";

/** The dashboard every staff member opens on; each panel shows only what their permissions allow. */
export const analyticsOperations = {
  readAnalytics: operation({
    access: "staff",
    // An unknown range falls back to the default rather than failing the dashboard.
    input: z.object({ days: z.string().optional() }),
    run: ({ db, admin }, { days }) => analytics(db, admin, Date.now(), salesDays(days)),
  }),
  // The dashboard's first screen: today's takings, orders and chats waiting (each by permission).
  readToday: operation({
    access: "staff",
    run: ({ db, admin }) => dashboardToday(db, admin),
  }),
  // The navigation's "Needs attention", asked again while a back-office page stays open.
  readAttention: operation({
    access: "staff",
    run: ({ db, admin }) => needsAttention(db, admin),
  }),
};
