import { Link } from "react-router";
import { CircleCheck, CircleHelp, CircleX } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { type MessageKey, type Translate, useT } from "~/lib/i18n";
import type { DeviceDetection } from "~/schemas/devices";
import { useCompatibilityHref } from "./compatibility-href";

/** "Your Pixel 7 supports eSIM", or what we could not tell, with the way to check. */
function verdictOf(
  detected: DeviceDetection,
  t: Translate,
): {
  tone: "yes" | "no" | "unknown";
  text: string;
  link: string;
} {
  const { model, esim } = detected;
  if (model && esim === true)
    return { tone: "yes", text: t("compatDevice.yes", { model }), link: t("compatDevice.another") };
  if (model && esim === false)
    return {
      tone: "no",
      text: t("compatDevice.no", { model }),
      link: t("compatDevice.another"),
    };
  if (detected.platform === "ios" && detected.rule)
    // The one rule there is (IPHONE_ESIM_RULE), written out in each language.
    return { tone: "unknown", text: t("compatDevice.ios"), link: t("compatDevice.yourModel") };
  return { tone: "unknown", text: t("compatDevice.unknown"), link: t("compatDevice.check") };
}

const TONES = {
  yes: { icon: CircleCheck, box: "border-success-700/25 bg-success-50", mark: "text-success-700" },
  no: { icon: CircleX, box: "border-danger-700/25 bg-danger-50", mark: "text-danger-700" },
  unknown: { icon: CircleHelp, box: "border-line bg-canvas", mark: "text-muted" },
} as const;

/** What was detected about the phone reading the page, and a link to check another. */
export function DeviceVerdict({
  detected,
  className,
  checkLink = true,
}: {
  detected: DeviceDetection;
  className?: string;
  /** Off on the compatibility page itself, where the search is right below. */
  checkLink?: boolean;
}) {
  const t = useT();
  const compatibilityHref = useCompatibilityHref();
  const { tone, text, link } = verdictOf(detected, t);
  // From the API, the shop's own note comes with its key, said here in the page's language.
  const note = detected.noteKey ? t(detected.noteKey as MessageKey) : detected.note;
  const { icon: Icon, box, mark } = TONES[tone];
  return (
    <div
      className={cn("flex items-start gap-2 rounded-control border px-3 py-2.5 text-sm", box, className)}
      data-testid="device-verdict"
      data-tone={tone}
    >
      <Icon aria-hidden="true" className={cn("mt-0.5 size-4 shrink-0", mark)} />
      <p>
        <span className="font-semibold">{text}</span>{" "}
        {note && tone !== "unknown" ? <span className="text-muted">{note}. </span> : null}
        {checkLink ? (
          <Link to={compatibilityHref} className="font-medium text-primary-700 underline">
            {link}
          </Link>
        ) : (
          tone === "unknown" && <span>{t("compatDevice.below")}</span>
        )}
      </p>
    </div>
  );
}
