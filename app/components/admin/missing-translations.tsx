import { Languages } from "~/components/ui/icons";
import { LANGUAGE_NAMES } from "~/lib/locale";
import type { MissingTranslation } from "~/schemas/admin/translations";

const FIELD = { name: "name", description: "description", page: "page" } as const;

/**
 * How many texts staff wrote in English still have no Malay or Chinese version, and which: the
 * storefront shows the English for each of them until someone writes it.
 */
export function MissingTranslations({ items }: { items: MissingTranslation[] }) {
  if (items.length === 0)
    return (
      <p className="flex items-center gap-2 text-sm text-muted" data-testid="missing-translations">
        <Languages aria-hidden="true" className="size-4" /> Every text has its Malay and Chinese versions.
      </p>
    );
  return (
    <details
      className="rounded-card bg-surface p-3 text-sm ring-1 ring-line"
      data-testid="missing-translations"
    >
      <summary className="flex cursor-pointer items-center gap-2 font-medium">
        <Languages aria-hidden="true" className="size-4" />
        {items.length === 1 ? "1 text needs a translation" : `${items.length} texts need a translation`}
      </summary>
      <ul className="mt-2 max-h-64 space-y-1 overflow-y-auto">
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}-${item.field}-${item.locale}`}>
            {item.kind === "page" ? (
              <a
                href="/content-manager"
                className="font-medium text-primary-700 underline-offset-2 hover:underline"
              >
                {item.label} (/{item.id})
              </a>
            ) : (
              <span className="font-medium">
                {item.label} (#{item.id})
              </span>
            )}{" "}
            <span className="text-muted">
              {FIELD[item.field]} · {LANGUAGE_NAMES[item.locale]}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
