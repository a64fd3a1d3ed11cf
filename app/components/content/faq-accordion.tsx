import { ChevronDown } from "lucide-react";

// SPEC.md §2 Support: five questions; §9: refunds within 7 days for an unused, unactivated eSIM.
const FAQS = [
  {
    question: "How do I activate my eSIM?",
    answer:
      "After purchase you receive a QR code by e-mail. On your phone, open Settings, choose to add a data plan (or mobile/cellular plan) and scan the QR code. Turn the eSIM line on when you land.",
  },
  {
    question: "Does my phone support eSIM?",
    answer:
      "Most phones released since 2019 do, including recent iPhone, Google Pixel and Samsung Galaxy models. The phone must be carrier-unlocked. If yours does not support eSIM, choose a Physical SIM plan instead.",
  },
  {
    question: "Can I use it as soon as I arrive?",
    answer:
      "Yes. Install the eSIM before you travel and switch the line on after landing: it connects to a local partner network within a minute or two. The validity period starts at the first connection.",
  },
  {
    question: "Can I top up my plan?",
    answer:
      "Yes. If you run low on data, buy a top-up or a new plan for the same destination from the shop; it is added to the same eSIM without scanning a new QR code.",
  },
  {
    question: "What is your refund policy?",
    answer:
      "We give a full refund for an unused, not-yet-activated eSIM within 7 days of purchase. Contact us with your order number and we will process it.",
  },
] as const;

/**
 * Native exclusive accordion: <details> elements sharing a `name` open one at a time, work by
 * keyboard and need no JavaScript.
 */
export function FaqAccordion() {
  return (
    <div className="divide-y divide-line rounded-card border border-line bg-white" data-testid="faq">
      {FAQS.map((faq, index) => (
        <details key={faq.question} name="faq" open={index === 0} className="group">
          <summary className="flex cursor-pointer items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:bg-canvas">
            {faq.question}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-subtle transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="px-5 pb-5 text-muted">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
