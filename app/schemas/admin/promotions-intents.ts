import { z } from "zod";
import { decimalToSen } from "~/lib/money";
import { checkAcross, PromotionFields } from "../promotions";
import { formFlag, recordId } from "./intent-fields";

// The Promotions tab's one action, told apart by `intent`. Staff type ringgit and Malaysia time;
// the API takes sen and ISO times, so the posted form is turned into the API's fields first and
// then checked by the same rules.

const id = recordId("Promotion");

/** "25" or "25.50" → sen; anything else is left for the schema to refuse. */
const sen = (value: unknown) => (typeof value === "string" ? (decimalToSen(value) ?? value) : value);

/** A datetime-local value, read as Malaysia time (UTC+8, no daylight saving). */
const malaysiaTime = (value: unknown) =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+08:00` : value;

function fromForm(raw: unknown) {
  if (!raw || typeof raw !== "object") return raw;
  const form = raw as Record<string, unknown>;
  if (form.intent !== "create" && form.intent !== "update") return form;
  return {
    ...form,
    value: form.kind === "amount" ? sen(form.value) : form.value,
    minSubtotal: form.minSubtotal === undefined ? 0 : sen(form.minSubtotal),
    startsAt: malaysiaTime(form.startsAt),
    endsAt: malaysiaTime(form.endsAt),
    active: form.active === "on" || form.active === "true",
  };
}

export const PromotionsActionSchema = z.preprocess(
  fromForm,
  z.discriminatedUnion("intent", [
    PromotionFields.extend({ intent: z.literal("create") }).superRefine(checkAcross),
    PromotionFields.extend({ intent: z.literal("update"), id }).superRefine(checkAcross),
    z.object({ intent: z.literal("toggle"), id, active: formFlag }),
  ]),
);
export type PromotionsAction = z.output<typeof PromotionsActionSchema>;
