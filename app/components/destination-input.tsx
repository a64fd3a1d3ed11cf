import { type Dispatch, type KeyboardEvent, type SetStateAction, useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { Search } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { useLocale, useLocalePath, useT } from "~/lib/i18n";
import type { DestinationSuggestion } from "~/schemas/destinations";

/** A suggestion's name in the page's language: the browser's own ICU names a country by its code. */
function suggestionName(locale: string, item: DestinationSuggestion): string {
  if (locale === "en" || !item.code) return item.name;
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(item.code) ?? item.name;
  } catch {
    return item.name;
  }
}

function shownName(locale: string, item: DestinationSuggestion): string {
  return item.type === "region" ? item.name : suggestionName(locale, item);
}

/** The alias that matched is worth showing only when it is not the name already shown ("Jepun Jepun"). */
function sameWord(a: string, b: string): boolean {
  return a.localeCompare(b, undefined, { sensitivity: "base" }) === 0;
}

/** Where a picked suggestion leads: a destination's own page, or the shop's plans for a region. */
function suggestionHref(item: Pick<DestinationSuggestion, "type" | "slug">): string {
  return item.type === "region" ? `/shop?region=${item.slug}` : `/esim/${item.slug}`;
}

/**
 * The suggestions for what is typed, from GET /api/destinations a moment after the last keystroke
 * (a newer one cancels the ask), and which of them the arrow keys have reached.
 */
function useSuggestions(value: string, open: boolean) {
  const [items, setItems] = useState<DestinationSuggestion[]>([]);
  const [active, setActive] = useState(-1);
  useEffect(() => {
    const q = value.trim();
    if (!q || !open) {
      // The same array when already empty: a new one would re-render the field as the page hydrates.
      setItems((shown) => (shown.length === 0 ? shown : []));
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      // The JSON client loads with the first suggestion asked for, not with Home's first paint.
      import("~/lib/api")
        .then(({ ApiError, apiFetch }) =>
          apiFetch<DestinationSuggestion[]>(`/api/destinations?q=${encodeURIComponent(q)}&limit=6`, {
            signal: controller.signal,
          })
            // A refusal shows no suggestions; a dropped connection or a newer keystroke leaves them.
            .catch((error) => (error instanceof ApiError && error.status > 0 ? [] : null)),
        )
        .catch(() => null)
        .then((list) => {
          if (list === null) return;
          setItems(list);
          setActive(-1);
        });
    }, 120);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, open]);
  return { items, active, setActive };
}

/** The open list's keys: arrows move through it, Enter picks, Escape closes it. */
function listKeys(
  e: KeyboardEvent<HTMLInputElement>,
  list: {
    items: DestinationSuggestion[];
    active: number;
    setActive: Dispatch<SetStateAction<number>>;
    pick: (item: DestinationSuggestion) => void;
    close: () => void;
  },
) {
  const { items, active } = list;
  if (e.key === "ArrowDown" || e.key === "ArrowUp") {
    e.preventDefault();
    const step = e.key === "ArrowDown" ? 1 : -1;
    list.setActive((i) => (i + step + items.length) % items.length);
  } else if (e.key === "Enter" && active >= 0) {
    const item = items[active];
    if (item) {
      e.preventDefault();
      list.pick(item);
    }
  } else if (e.key === "Escape") {
    // Escape closes the open list and keeps the text; only a second Escape clears the field.
    e.preventDefault();
    list.close();
  }
}

/**
 * The destination field of the home hero and the shop: a plain input named `q` inside a
 * GET form, so it works with JavaScript off; with it on, suggestions from GET /api/destinations
 * appear while typing (ARIA combobox). Picking one opens its destination page (or a region's plans).
 */
export function DestinationInput({
  id,
  defaultValue = "",
  placeholder,
  required,
  className,
  inputClassName,
}: {
  id: string;
  defaultValue?: string;
  placeholder: string;
  required?: boolean;
  className?: string;
  inputClassName?: string;
}) {
  const [value, setValue] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const { items, active, setActive } = useSuggestions(value, open);
  const listId = useId();
  const navigate = useNavigate();
  const translate = useT();
  // The 404 pages show this field with only the frame's words: there it says them in English.
  const t = (
    key: "place.search.suggestions" | "place.search.global" | "place.search.region",
    english: string,
  ) => {
    const text = translate(key);
    return text === key ? english : text;
  };
  const locale = useLocale();
  const href = useLocalePath();

  function pick(item: DestinationSuggestion) {
    setValue(suggestionName(locale, item));
    setOpen(false);
    navigate(href(suggestionHref(item)));
  }

  const expanded = open && items.length > 0;
  return (
    <div className={cn("relative", className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-subtle"
      />
      <input
        id={id}
        type="search"
        name="q"
        value={value}
        required={required}
        maxLength={80}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder={placeholder}
        className={cn(
          "w-full rounded-control border border-line bg-white pr-3 pl-10 text-base",
          inputClassName,
        )}
        onChange={(e) => {
          setValue(e.target.value);
          setOpen(true);
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(e) => {
          if (expanded) listKeys(e, { items, active, setActive, pick, close: () => setOpen(false) });
        }}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t("place.search.suggestions", "Suggestions")}
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-30 mt-1 overflow-hidden rounded-control border border-line bg-white py-1 text-left shadow-card"
      >
        {items.map((item, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (arrows, Enter, Escape)
          <div
            key={`${item.type}-${item.slug}`}
            tabIndex={-1}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={cn(
              "flex min-h-11 cursor-pointer items-center gap-3 px-3 text-base text-ink",
              i === active && "bg-primary-50",
            )}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(item)}
          >
            <span aria-hidden="true" className="text-xl">
              {item.flag}
            </span>
            <span className="flex min-w-0 flex-col py-1">
              <span>
                <span className="font-medium">{shownName(locale, item)}</span>
                {item.matched && !sameWord(item.matched, shownName(locale, item)) && (
                  <span className="ml-2 text-sm text-subtle">{item.matched}</span>
                )}
              </span>
              {item.coveredBy === "Global" && (
                <span className="text-sm text-muted">
                  {t("place.search.global", "Covered by our Global plans")}
                </span>
              )}
              {item.type === "region" && (
                <span className="text-sm text-muted">{t("place.search.region", "Regional plans")}</span>
              )}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
