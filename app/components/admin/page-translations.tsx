import type { UseFormRegister } from "react-hook-form";
import { Field } from "~/components/ui/field";
import { inputClass } from "~/components/ui/input";
import type { ContentInput } from "~/schemas/admin/catalogue";
import { TRANSLATION_LANGUAGES } from "~/schemas/admin/translations";

/**
 * A content page's Malay and Chinese versions, one fold per language under the English. Optional:
 * a field left empty shows the English on that language's page. Closed folds still post.
 */
export function PageTranslations({
  id,
  register,
  errorOf: error,
  values,
}: {
  id: string;
  register: UseFormRegister<ContentInput>;
  /** The client's or the server's message for a field. */
  errorOf: (name: keyof ContentInput) => string | undefined;
  values: ContentInput;
}) {
  return (
    <>
      {TRANSLATION_LANGUAGES.map(({ key, label }) => {
        const title = `title${key}` as const;
        const subtitle = `subtitle${key}` as const;
        const content = `content${key}` as const;
        const done = Boolean(values[title] && values[content]);
        return (
          <details
            key={key}
            open
            className="rounded-control p-3 ring-1 ring-line"
            data-testid={`page-${key.toLowerCase()}`}
          >
            <summary className="cursor-pointer font-semibold">
              {label} version{" "}
              <span className="text-sm font-normal text-muted">
                {done ? "(translated)" : "(needs a translation: the English is shown)"}
              </span>
            </summary>
            <div className="mt-3 space-y-3">
              <Field
                variant="admin"
                label={`Page Title (${label})`}
                id={`${id}-${title}`}
                error={error(title)}
              >
                <input id={`${id}-${title}`} className={inputClass("admin")} {...register(title)} />
              </Field>
              <Field
                variant="admin"
                label={`Subtitle (${label})`}
                id={`${id}-${subtitle}`}
                error={error(subtitle)}
              >
                <input id={`${id}-${subtitle}`} className={inputClass("admin")} {...register(subtitle)} />
              </Field>
              <Field
                variant="admin"
                label={`Page Content (${label})`}
                id={`${id}-${content}`}
                error={error(content)}
              >
                <textarea
                  id={`${id}-${content}`}
                  rows={10}
                  className={inputClass("admin", "font-mono")}
                  {...register(content)}
                />
              </Field>
            </div>
          </details>
        );
      })}
    </>
  );
}
