import { Field } from "~/components/ui/field";
import { inputClass } from "~/components/ui/input";
import type { ProductForm } from "~/schemas/admin/catalogue";

type TextKey = "description" | "nameMs" | "descriptionMs" | "nameZh" | "descriptionZh";

const FIELDS: { name: TextKey; label: string; long?: boolean }[] = [
  { name: "description", label: "Description (optional)", long: true },
  { name: "nameMs", label: "Name (Bahasa Melayu)" },
  { name: "descriptionMs", label: "Description (Bahasa Melayu)", long: true },
  { name: "nameZh", label: "Name (简体中文)" },
  { name: "descriptionZh", label: "Description (简体中文)", long: true },
];

/**
 * The plan's description and its Malay and Chinese name and description. All optional: an empty
 * one shows the English on that language's pages.
 */
export function PlanTranslations({
  id,
  values,
  errors,
}: {
  id: string;
  values: ProductForm;
  errors: Record<string, string | undefined>;
}) {
  return (
    <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-1 text-sm font-semibold">Texts and translations</legend>
      {FIELDS.map(({ name, label, long }) => (
        <div key={name} className={long ? "sm:col-span-2" : undefined}>
          <Field variant="admin" label={label} id={`${id}-${name}`} error={errors[name]}>
            {long ? (
              <textarea
                id={`${id}-${name}`}
                name={name}
                rows={3}
                className={inputClass("admin")}
                defaultValue={values[name] ?? ""}
              />
            ) : (
              <input
                id={`${id}-${name}`}
                name={name}
                className={inputClass("admin")}
                defaultValue={values[name] ?? ""}
              />
            )}
          </Field>
        </div>
      ))}
    </fieldset>
  );
}
