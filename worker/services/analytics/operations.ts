import { z } from "zod";
import { salesDays } from "../../../app/schemas/admin/analytics";
import { operation } from "../shared/operation";
import { analytics } from "./overview";

/** The dashboard every staff member opens on; each panel shows only what their permissions allow. */
export const analyticsOperations = {
  readAnalytics: operation({
    access: "staff",
    // An unknown range falls back to the default rather than failing the dashboard.
    input: z.object({ days: z.string().optional() }),
    run: ({ db, admin }, { days }) => analytics(db, admin, Date.now(), salesDays(days)),
  }),
};
