import { ChevronDown } from "~/components/ui/icons";
import { useT } from "~/lib/i18n";

// SPEC.md §2 Support: five questions; §9: refunds within 7 days for an unused, unactivated eSIM.
// Their words are the catalogue's content.faq.<id>.q / .a.
const FAQS = ["activate", "phone", "arrive", "topup", "refund"] as const;

/**
 * Native exclusive accordion: <details> elements sharing a `name` open one at a time, work by
 * keyboard and need no JavaScript.
 */
export function FaqAccordion() {
  const t = useT();
  return (
    <div className="divide-y divide-line rounded-card border border-line bg-white" data-testid="faq">
      {FAQS.map((faq, index) => (
        <details key={faq} name="faq" open={index === 0} className="group">
          <summary className="flex cursor-pointer items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:bg-canvas">
            {t(`content.faq.${faq}.q`)}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-subtle transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="px-5 pb-5 text-muted">{t(`content.faq.${faq}.a`)}</p>
        </details>
      ))}
    </div>
  );
}
