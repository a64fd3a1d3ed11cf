import { useId } from "react";
import { Dialog, DialogFormActions } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { inputClass } from "~/components/ui/input";
import type { ProductForm } from "~/schemas/admin/catalogue";
import type { AdminProduct } from "~/schemas/admin/catalogue-lists";
import { PRODUCT_TYPES, REGIONS } from "~/schemas/catalogue-vocabulary";
import { HiddenFields, useCloseOnSuccess } from "./intent-actions";
import { PlanTranslations } from "./plan-translations";
import { useAdminIntent } from "./use-admin-intent";

// The Products tab's create and edit dialog: one form posting the tab's create or update intent.

const EMPTY: ProductForm = {
  name: "",
  region: REGIONS[0],
  duration: "",
  data: "",
  price: "",
  originalPrice: "",
  coverage: "",
  countries: "",
  type: "eSIM",
  image: "",
  purchaseUrl: "",
  supplierPackage: "",
  popular: false,
  active: true,
  networks: "",
  speed: "",
  hotspot: "",
  validityStart: "",
  topUp: "",
  description: "",
  nameMs: "",
  descriptionMs: "",
  nameZh: "",
  descriptionZh: "",
};

const yesNo = (v: boolean | null) => (v === null ? "" : v ? "yes" : "no");

function toForm(p: AdminProduct): ProductForm {
  return {
    name: p.name,
    region: p.region,
    duration: p.duration,
    data: p.data,
    price: p.price,
    originalPrice: p.originalPrice ?? "",
    coverage: p.coverage,
    countries: p.countries.join(", "),
    type: p.type,
    image: p.image,
    purchaseUrl: p.purchaseUrl,
    supplierPackage: p.supplierPackage ?? "",
    popular: p.popular,
    active: p.active,
    networks: p.networks ?? "",
    speed: p.speed ?? "",
    hotspot: yesNo(p.hotspot),
    validityStart: p.validityStart ?? "",
    topUp: yesNo(p.topUp),
    description: p.description ?? "",
    nameMs: p.nameMs ?? "",
    descriptionMs: p.descriptionMs ?? "",
    nameZh: p.nameZh ?? "",
    descriptionZh: p.descriptionZh ?? "",
  };
}

// Plan facts: "" = not stated, so the card leaves the fact out.
const FACT_SELECTS = [
  {
    name: "speed",
    label: "Speed",
    options: [
      ["", "Not stated"],
      ["4G", "4G"],
      ["5G", "5G"],
    ],
  },
  {
    name: "hotspot",
    label: "Hotspot",
    options: [
      ["", "Not stated"],
      ["yes", "Allowed"],
      ["no", "Not allowed"],
    ],
  },
  {
    name: "validityStart",
    label: "Validity starts",
    options: [
      ["", "Not stated"],
      ["first-use", "On first use"],
      ["purchase", "On purchase"],
    ],
  },
  {
    name: "topUp",
    label: "Top-up",
    options: [
      ["", "Not stated"],
      ["yes", "Possible"],
      ["no", "Not possible"],
    ],
  },
] as const;

export function ProductFormDialog({
  mode,
  onClose,
}: {
  mode: { kind: "create" } | { kind: "edit"; product: AdminProduct } | null;
  onClose: () => void;
}) {
  const id = useId();
  const action = useAdminIntent();
  useCloseOnSuccess(action, onClose);
  const errors = action.failure?.fieldErrors ?? {};
  const product = mode?.kind === "edit" ? mode.product : null;
  const values = product ? toForm(product) : EMPTY;
  const text = (
    name: keyof ProductForm,
    label: string,
    props: React.InputHTMLAttributes<HTMLInputElement> = {},
    hint?: string,
  ) => (
    <Field variant="admin" label={label} id={`${id}-${name}`} error={errors[name]} hint={hint}>
      <input
        id={`${id}-${name}`}
        name={name}
        className={inputClass("admin")}
        defaultValue={String(values[name] ?? "")}
        {...props}
      />
    </Field>
  );
  return (
    <Dialog
      open={mode !== null}
      onClose={onClose}
      title={mode?.kind === "edit" ? "Edit Product" : "Create Product"}
      wide
    >
      <action.fetcher.Form method="post" noValidate className="grid gap-3 sm:grid-cols-2">
        {product ? (
          <HiddenFields intent="update" fields={{ id: product.id }} />
        ) : (
          <HiddenFields intent="create" />
        )}
        {text("name", "Name", { placeholder: "Japan" })}
        <Field variant="admin" label="Region" id={`${id}-region`} error={errors.region}>
          <select
            id={`${id}-region`}
            name="region"
            className={inputClass("admin")}
            defaultValue={values.region}
          >
            {REGIONS.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        </Field>
        {text("duration", "Duration", { placeholder: "7 Days" }, "Days, e.g. 7 or 7 Days")}
        {text("data", "Data", { placeholder: "5 GB" }, "e.g. 5 GB, 500 MB or Unlimited")}
        {text("price", "Price (RM)", { type: "number", step: "0.01", min: "0", inputMode: "decimal" })}
        {text("originalPrice", "Original price (RM, optional)", {
          type: "number",
          step: "0.01",
          min: "0",
          inputMode: "decimal",
        })}
        {text("coverage", "Coverage", { placeholder: "Japan" })}
        <Field variant="admin" label="Type" id={`${id}-type`} error={errors.type}>
          <select id={`${id}-type`} name="type" className={inputClass("admin")} defaultValue={values.type}>
            {PRODUCT_TYPES.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </Field>
        <div className="sm:col-span-2">
          {text(
            "countries",
            "Countries (optional)",
            { placeholder: "Japan, South Korea" },
            "Comma-separated names, aliases or codes (Japan, UK, KR); each must be a known destination",
          )}
        </div>
        <div className="sm:col-span-2">
          {text("networks", "Networks (optional)", { placeholder: "SoftBank, KDDI" })}
        </div>
        {FACT_SELECTS.map((f) => (
          <Field variant="admin" key={f.name} label={f.label} id={`${id}-${f.name}`} error={errors[f.name]}>
            <select
              id={`${id}-${f.name}`}
              name={f.name}
              className={inputClass("admin")}
              defaultValue={String(values[f.name] ?? "")}
            >
              {f.options.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </Field>
        ))}
        {text("image", "Image URL", { type: "url", placeholder: "https://… or /images/…" })}
        {text("purchaseUrl", "Purchase URL", { type: "url", placeholder: "https://…" })}
        {text(
          "supplierPackage",
          "Supplier package (eSIM)",
          { placeholder: "e.g. japan-7days-5gb" },
          "The eSIM supplier's package code this plan is fulfilled with",
        )}
        <PlanTranslations id={id} values={values} errors={errors} />
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="active"
            className="size-4 accent-primary-700"
            defaultChecked={values.active ?? true}
          />{" "}
          Active
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="popular"
            className="size-4 accent-primary-700"
            defaultChecked={values.popular ?? false}
          />{" "}
          Popular
        </label>
        {action.failure && !action.failure.fieldErrors && (
          <p role="alert" className="text-sm text-danger-700 sm:col-span-2">
            {action.failure.error}
          </p>
        )}
        <DialogFormActions
          className="sm:col-span-2"
          onCancel={onClose}
          pending={action.pending}
          label={mode?.kind === "edit" ? "Update Product" : "Create Product"}
        />
      </action.fetcher.Form>
    </Dialog>
  );
}
