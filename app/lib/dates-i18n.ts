import { UTCDate } from "@date-fns/utc";
import { format } from "date-fns";
import { ms } from "date-fns/locale/ms";
import { zhCN } from "date-fns/locale/zh-CN";
import type { Locale } from "./locale";

/**
 * A calendar day in the reader's language (UTC day, like formatDay): "Nov 26, 2026" (SPEC.md §9),
 * "26 Nov 2026", "2026年11月26日". Call it in a loader: the two date-fns locales weigh 2.7 KiB gzip,
 * which a component calling it would add to the page's JavaScript.
 */
export function formatDayIn(locale: Locale, iso: string | Date): string {
  const day = new UTCDate(typeof iso === "string" ? iso : iso.getTime());
  if (locale === "ms") return format(day, "d MMM yyyy", { locale: ms });
  if (locale === "zh-Hans") return format(day, "PPP", { locale: zhCN });
  return format(day, "MMM dd, yyyy");
}
