import { z } from "zod";
import { PositiveIdSchema } from "./id";

/** `POST /api/user/esims/:iccid/topups` and the top-up page's Buy button: which top-up to buy. */
export const TopupRequestSchema = z.object({
  topupId: z.preprocess(
    (v) => (v === "" ? undefined : v),
    PositiveIdSchema.optional().refine((v) => v !== undefined, "Choose a top-up"),
  ),
});

/** "…1234": how an eSIM is named to its owner without spelling out its ICCID. */
export const iccidTail = (iccid: string) => `…${iccid.slice(-4)}`;

/** The name a top-up order's line keeps (My Orders, the order desk, e-mails, Stripe's page). */
export const topupLineName = (iccid: string, topupName: string) =>
  `Top-up for eSIM ${iccidTail(iccid)} – ${topupName}`;
