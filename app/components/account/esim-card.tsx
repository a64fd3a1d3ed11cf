import { Ban } from "~/components/ui/icons";
import { formatMalaysiaDay } from "~/lib/dates";
import { type Translate, useT } from "~/lib/i18n";
import type { DevicePlatform } from "~/schemas/devices";
import type { EsimUsageView, EsimView } from "~/schemas/esim";
import { EsimInstall } from "./esim-install";

const STATE_LABEL: Record<EsimUsageView["status"], string> = {
  not_installed: "Not installed yet",
  active: "Installed and active",
  finished: "Data used up",
  expired: "Expired",
  unknown: "Status unknown",
};

function formatMb(mb: number): string {
  return mb >= 1024 ? `${(mb / 1024).toFixed(mb % 1024 === 0 ? 0 : 1)} GB` : `${mb} MB`;
}

export function EsimUsage({ usage }: { usage: EsimUsageView | null }) {
  if (!usage)
    return <p className="text-sm text-muted">Live usage is unavailable right now. Try again later.</p>;
  const left = usage.unlimited
    ? "Unlimited data"
    : usage.remainingMb !== null && usage.totalMb !== null
      ? `${formatMb(usage.remainingMb)} left of ${formatMb(usage.totalMb)}`
      : "Data balance unknown";
  const percent =
    !usage.unlimited && usage.remainingMb !== null && usage.totalMb
      ? Math.max(0, Math.min(100, Math.round((usage.remainingMb / usage.totalMb) * 100)))
      : null;
  return (
    <div data-testid="esim-usage" className="text-sm">
      <p>
        <span className="font-semibold">{STATE_LABEL[usage.status]}</span>
        <span className="text-muted"> · {left}</span>
        {usage.expiresAt && (
          <span className="text-muted">
            {" "}
            · expires <time dateTime={usage.expiresAt}>{formatMalaysiaDay(usage.expiresAt)}</time>
          </span>
        )}
      </p>
      {percent !== null && (
        <div className="mt-2 h-2 overflow-hidden rounded-full bg-canvas" aria-hidden="true">
          <div className="h-full rounded-full bg-primary-600" style={{ width: `${percent}%` }} />
        </div>
      )}
    </div>
  );
}

/** The same line in the customer's language (staff read EsimUsage above, in English). */
function CustomerUsage({ usage, days }: { usage: EsimUsageView | null; days: Record<string, string> }) {
  const t = useT();
  if (!usage) return <p className="text-sm text-muted">{t("install.usageUnavailable")}</p>;
  const percent =
    !usage.unlimited && usage.remainingMb !== null && usage.totalMb
      ? Math.max(0, Math.min(100, Math.round((usage.remainingMb / usage.totalMb) * 100)))
      : null;
  return (
    <div data-testid="esim-usage" className="text-sm">
      <p>
        <span className="font-semibold">{t(`install.state.${usage.status}`)}</span>
        <span className="text-muted"> · {dataLeft(t, usage)}</span>
        {usage.expiresAt && (
          <span className="text-muted">
            {" "}
            ·{" "}
            <time dateTime={usage.expiresAt}>
              {t("install.expires", { on: days[usage.expiresAt] ?? "" })}
            </time>
          </span>
        )}
      </p>
      {percent !== null && (
        <div className="mt-2 h-2 overflow-hidden rounded-full bg-canvas" aria-hidden="true">
          <div className="h-full rounded-full bg-primary-600" style={{ width: `${percent}%` }} />
        </div>
      )}
    </div>
  );
}

function dataLeft(t: Translate, usage: EsimUsageView): string {
  if (usage.unlimited) return t("install.unlimited");
  if (usage.remainingMb === null || usage.totalMb === null) return t("install.dataUnknown");
  return t("install.leftOf", { left: formatMb(usage.remainingMb), total: formatMb(usage.totalMb) });
}

/**
 * One eSIM: usage, then the ways to install it (one tap, the QR code, the codes by hand), in the
 * order that suits the device reading the page.
 */
export function EsimCard({
  esim,
  platform = "other",
  days,
}: {
  esim: EsimView;
  platform?: DevicePlatform;
  /** The page's days in its language, by ISO text (the loader's daysIn). */
  days: Record<string, string>;
}) {
  const t = useT();
  return (
    <article
      data-testid="esim-card"
      className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold">{esim.productName}</h2>
        <p className="text-xs text-muted">
          ICCID <span className="tabular">{esim.iccid}</span>
        </p>
      </header>
      {esim.status === "issued" ? (
        <>
          <div className="mt-4">
            <CustomerUsage usage={esim.usage} days={days} />
          </div>
          <EsimInstall esim={esim} platform={platform} />
        </>
      ) : (
        <p
          data-testid="esim-withdrawn"
          className="mt-4 flex items-start gap-2 rounded-control border border-line bg-canvas px-4 py-3 text-sm"
        >
          <Ban aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
          <span>
            <span className="font-semibold">{t("install.withdrawn")}</span>{" "}
            <span className="text-muted">{t("install.withdrawnText")}</span>
          </span>
        </p>
      )}
    </article>
  );
}
