import { useId, useState } from "react";
import { Dialog, DialogFormActions } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { inputClass } from "~/components/ui/input";
import { MALAYSIA_OFFSET_MS } from "~/lib/malaysia-clock";
import { senToDecimal } from "~/lib/money";
import type { PromotionDto } from "~/schemas/promotions";
import { HiddenFields, useCloseOnSuccess } from "./intent-actions";
import { useAdminIntent } from "./use-admin-intent";

/** An ISO moment as a datetime-local value in Malaysia time (UTC+8), which the form posts back. */
function malaysiaInput(iso: string | null): string {
  if (!iso) return "";
  return new Date(Date.parse(iso) + MALAYSIA_OFFSET_MS).toISOString().slice(0, 16);
}

/** Create or edit a code: ringgit and Malaysia time here; the tab's action turns them into the API's fields. */
export function PromotionDialog({
  mode,
  onClose,
}: {
  mode: { kind: "create" } | { kind: "edit"; promotion: PromotionDto } | null;
  onClose: () => void;
}) {
  const id = useId();
  const action = useAdminIntent();
  useCloseOnSuccess(action, onClose);
  const errors = action.failure?.fieldErrors ?? {};
  const promotion = mode?.kind === "edit" ? mode.promotion : null;
  const [kind, setKind] = useState(promotion?.kind ?? "percent");
  const field = (name: string, label: string) => ({
    variant: "admin" as const,
    label,
    id: `${id}-${name}`,
    error: errors[name],
  });
  return (
    <Dialog
      open={mode !== null}
      onClose={onClose}
      title={promotion ? `Edit ${promotion.code}` : "Add Promotion"}
      wide
    >
      <action.fetcher.Form method="post" noValidate className="grid gap-3 sm:grid-cols-2">
        {promotion ? (
          <HiddenFields intent="update" fields={{ id: promotion.id }} />
        ) : (
          <HiddenFields intent="create" />
        )}
        <Field {...field("code", "Code")}>
          <input
            id={`${id}-code`}
            name="code"
            autoCapitalize="characters"
            className={`${inputClass("admin")} uppercase`}
            defaultValue={promotion?.code}
          />
        </Field>
        <Field {...field("kind", "Kind")}>
          <select
            id={`${id}-kind`}
            name="kind"
            className={inputClass("admin")}
            value={kind}
            onChange={(event) => setKind(event.target.value as typeof kind)}
          >
            <option value="percent">Percentage off</option>
            <option value="amount">Amount off (RM)</option>
          </select>
        </Field>
        <Field {...field("value", kind === "percent" ? "Percentage (1–100)" : "Amount off (RM)")}>
          <input
            id={`${id}-value`}
            name="value"
            inputMode="decimal"
            className={inputClass("admin")}
            defaultValue={
              promotion ? (promotion.kind === "amount" ? senToDecimal(promotion.value) : promotion.value) : ""
            }
          />
        </Field>
        <Field {...field("minSubtotal", "Minimum subtotal (RM, optional)")}>
          <input
            id={`${id}-minSubtotal`}
            name="minSubtotal"
            inputMode="decimal"
            className={inputClass("admin")}
            defaultValue={promotion?.minSubtotal ? senToDecimal(promotion.minSubtotal) : ""}
          />
        </Field>
        <LimitFields id={id} promotion={promotion} field={field} />
        <label className="flex items-center gap-2 text-sm sm:col-span-2">
          <input
            type="checkbox"
            name="active"
            className="size-4 accent-primary-700"
            defaultChecked={promotion?.active ?? true}
          />{" "}
          Active
        </label>
        <DialogFormActions
          className="sm:col-span-2"
          onCancel={onClose}
          pending={action.pending}
          label="Save promotion"
        />
      </action.fetcher.Form>
    </Dialog>
  );
}

type FieldProps = (
  name: string,
  label: string,
) => {
  variant: "admin";
  label: string;
  id: string;
  error: string | undefined;
};

/** When a code may be used and how often: its window in Malaysia time and its two use limits. */
function LimitFields({
  id,
  promotion,
  field,
}: {
  id: string;
  promotion: PromotionDto | null;
  field: FieldProps;
}) {
  return (
    <>
      <Field {...field("startsAt", "Starts (Malaysia time, optional)")}>
        <input
          id={`${id}-startsAt`}
          name="startsAt"
          type="datetime-local"
          className={inputClass("admin")}
          defaultValue={malaysiaInput(promotion?.startsAt ?? null)}
        />
      </Field>
      <Field {...field("endsAt", "Ends (Malaysia time, optional)")}>
        <input
          id={`${id}-endsAt`}
          name="endsAt"
          type="datetime-local"
          className={inputClass("admin")}
          defaultValue={malaysiaInput(promotion?.endsAt ?? null)}
        />
      </Field>
      <Field {...field("maxRedemptions", "Total uses (blank: no limit)")}>
        <input
          id={`${id}-maxRedemptions`}
          name="maxRedemptions"
          type="number"
          min={1}
          className={inputClass("admin")}
          defaultValue={promotion?.maxRedemptions ?? ""}
        />
      </Field>
      <Field {...field("perCustomer", "Uses per customer (blank: no limit)")}>
        <input
          id={`${id}-perCustomer`}
          name="perCustomer"
          type="number"
          min={1}
          className={inputClass("admin")}
          defaultValue={promotion?.perCustomer ?? ""}
        />
      </Field>
    </>
  );
}
