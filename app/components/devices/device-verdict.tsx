import { CircleCheck, CircleHelp, CircleX } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import type { DeviceDetection } from "~/schemas/devices";

/** "Your Pixel 7 supports eSIM", or what we could not tell, with the way to check. */
function verdictOf(detected: DeviceDetection): {
  tone: "yes" | "no" | "unknown";
  text: string;
  link: string;
} {
  const { model, esim } = detected;
  if (model && esim === true)
    return { tone: "yes", text: `Your ${model} supports eSIM.`, link: "Check another phone" };
  if (model && esim === false)
    return {
      tone: "no",
      text: `Your ${model} does not support eSIM: choose a physical SIM plan.`,
      link: "Check another phone",
    };
  if (detected.platform === "ios" && detected.rule)
    return { tone: "unknown", text: `On an iPhone: ${detected.rule}.`, link: "Check your model" };
  return { tone: "unknown", text: "We could not tell which phone this is —", link: "check" };
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
  const { tone, text, link } = verdictOf(detected);
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
        {detected.note && tone !== "unknown" ? <span className="text-muted">{detected.note}. </span> : null}
        {checkLink ? (
          <Link to="/compatibility" className="font-medium text-primary-700 underline">
            {link}
          </Link>
        ) : (
          tone === "unknown" && <span>search for your model below.</span>
        )}
      </p>
    </div>
  );
}
