import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { Apple, CalendarClock, Plus, QrCode, Smartphone } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { type Translate, useLocalePath, useT } from "~/lib/i18n";
import type { DevicePlatform } from "~/schemas/devices";
import { topupPath } from "~/schemas/esim";
import type { MyEsimCardView } from "~/schemas/my-esims";
import { ESIM_STATE_BADGES } from "./my-esims-words";

const DAY_MS = 24 * 3600 * 1000;

function formatMb(mb: number): string {
  if (mb < 1024) return `${mb} MB`;
  const gb = mb / 1024;
  return `${Number.isInteger(gb) ? gb : gb.toFixed(1)} GB`;
}

/** Whole days until `expiresAt`, counted from `now` (the loader's clock, so server and browser agree). */
function daysLeftText(t: Translate, esim: MyEsimCardView, now: number): string | null {
  if (esim.state === "not_installed") return t("esims.startsOnInstall");
  const expiresAt = esim.usage?.expiresAt;
  if (!expiresAt) return null;
  const left = Date.parse(expiresAt) - now;
  if (left <= 0) return t("esims.ended");
  const days = Math.floor(left / DAY_MS);
  return days === 0 ? t("esims.lastDay") : t("esims.daysLeft", { count: days });
}

function DataLeft({ usage }: { usage: MyEsimCardView["usage"] }) {
  const t = useT();
  if (!usage) return <p className="text-sm text-muted">{t("esims.usageUnavailable")}</p>;
  const { totalMb, remainingMb, unlimited } = usage;
  const known = !unlimited && totalMb !== null && remainingMb !== null && totalMb > 0;
  const percent = known ? Math.max(0, Math.min(100, Math.round((remainingMb / totalMb) * 100))) : null;
  return (
    <div>
      <p data-testid="esim-data-left" className="font-semibold">
        {unlimited
          ? t("esims.unlimited")
          : known
            ? t("esims.dataLeft", { left: formatMb(remainingMb), total: formatMb(totalMb) })
            : t("esims.dataUnknown")}
      </p>
      <div
        data-testid="esim-data-bar"
        aria-hidden="true"
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-primary-50"
      >
        <div
          className={cn(
            "h-full rounded-full",
            percent !== null && percent <= 10 ? "bg-accent-600" : "bg-primary-600",
          )}
          style={{ width: `${unlimited ? 100 : (percent ?? 0)}%` }}
        />
      </div>
    </div>
  );
}

/** One eSIM on My eSIMs: data and days left, the install links until it is installed, and "Top up". */
export function MyEsimCard({
  esim,
  platform,
  now,
}: {
  esim: MyEsimCardView;
  platform: DevicePlatform;
  now: number;
}) {
  const t = useT();
  const issued = esim.status === "issued";
  const badge = ESIM_STATE_BADGES[esim.status === "issued" ? (esim.state ?? "unknown") : esim.status];
  const days = issued ? daysLeftText(t, esim, now) : null;
  return (
    <li
      data-testid="my-esim"
      data-iccid={esim.iccid}
      className={cn(
        "rounded-card border border-line bg-white shadow-card",
        !issued && "bg-canvas opacity-75",
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-line px-5 py-4">
        <div className="min-w-0">
          <h2 className="font-bold">{esim.planName}</h2>
          <p className="tabular text-sm text-muted">
            {t("esims.number", { lastFour: esim.iccid.slice(-4) })}
          </p>
        </div>
        <Badge tone={badge.tone}>{t(badge.label)}</Badge>
      </div>
      {issued ? (
        <>
          <div className="flex flex-col gap-3 px-5 py-4">
            <DataLeft usage={esim.usage} />
            {days && (
              <p data-testid="esim-days-left" className="flex items-center gap-2 text-sm text-muted">
                <CalendarClock aria-hidden="true" className="size-4" /> {days}
              </p>
            )}
          </div>
          <EsimActions esim={esim} platform={platform} />
        </>
      ) : (
        <p data-testid="esim-withdrawn" className="px-5 py-4 text-sm text-muted">
          {t("esims.withdrawn")}
        </p>
      )}
    </li>
  );
}

function EsimActions({ esim, platform }: { esim: MyEsimCardView; platform: DevicePlatform }) {
  const { install } = esim;
  const t = useT();
  const href = useLocalePath();
  return (
    <div className="flex flex-col gap-3 border-t border-line px-5 py-4 sm:flex-row sm:flex-wrap sm:items-center">
      {install && platform !== "android" && (
        <a data-testid="iphone-install" href={install.iphone} className={buttonClass("primary", "md")}>
          <Apple aria-hidden="true" className="size-5" /> {t("esims.installIphone")}
        </a>
      )}
      {install && platform !== "ios" && (
        <a
          data-testid="android-install"
          href={install.android}
          className={buttonClass(platform === "android" ? "primary" : "secondary", "md")}
        >
          <Smartphone aria-hidden="true" className="size-5" /> {t("esims.installAndroid")}
        </a>
      )}
      {esim.topUpAvailable && (
        <Link
          data-testid="esim-topup-link"
          to={href(topupPath(esim.iccid))}
          className={buttonClass(install ? "secondary" : "primary", "md")}
        >
          <Plus aria-hidden="true" className="size-5" /> {t("esims.topUp")}
        </Link>
      )}
      <Link
        data-testid="esim-page-link"
        to={href(`/my-orders/${esim.orderId}/esim`)}
        className="inline-flex min-h-11 items-center justify-center gap-2 text-sm font-semibold text-primary-700 underline-offset-4 hover:underline sm:ml-auto"
      >
        <QrCode aria-hidden="true" className="size-4" />{" "}
        {t(install ? "esims.installOptions" : "esims.details")}
      </Link>
    </div>
  );
}
