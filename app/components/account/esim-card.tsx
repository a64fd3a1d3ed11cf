import { Apple, Ban, Smartphone } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { formatDay } from "~/lib/dates";
import type { DevicePlatform } from "~/schemas/devices";
import type { EsimUsageView, EsimView } from "~/schemas/esim";
import { CopyButton } from "./copy-button";

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
            · expires <time dateTime={usage.expiresAt}>{formatDay(usage.expiresAt)}</time>
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

function CodeRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
      <dd className="mt-1 flex items-center gap-2">
        <code
          data-testid={testId}
          className="min-w-0 flex-1 break-all rounded-control bg-canvas px-3 py-2 text-sm select-all"
        >
          {value}
        </code>
        <CopyButton value={value} label={label} />
      </dd>
    </div>
  );
}

/**
 * One eSIM: QR (drawn in the Worker), codes with copy buttons, one-tap install for the phone reading
 * the page (both links when it cannot be told), steps, usage.
 */
export function EsimCard({ esim, platform = "other" }: { esim: EsimView; platform?: DevicePlatform }) {
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
            <EsimUsage usage={esim.usage} />
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
            <span className="font-semibold">{esim.message}</span>{" "}
            <span className="text-muted">
              It can no longer be installed, so its QR code and activation code are no longer shown.
            </span>
          </span>
        </p>
      )}
    </article>
  );
}

function EsimInstall({
  esim,
  platform,
}: {
  esim: Extract<EsimView, { status: "issued" }>;
  platform: DevicePlatform;
}) {
  const qrSrc = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(esim.qrSvg)}`;
  return (
    <>
      <div className="mt-5 grid gap-6 md:grid-cols-[220px_1fr]">
        <figure className="mx-auto w-full max-w-[220px]">
          <img
            data-testid="esim-qr"
            src={qrSrc}
            alt={`QR code to install ${esim.productName}`}
            width={220}
            height={220}
            className="aspect-square w-full rounded-control border border-line bg-white"
          />
          <figcaption className="mt-2 text-center text-xs text-muted">Scan from another screen</figcaption>
        </figure>
        <div className="flex min-w-0 flex-col gap-4">
          {platform !== "android" && (
            <>
              <a
                data-testid="iphone-install"
                href={esim.iphoneInstallUrl}
                className={buttonClass("primary", "lg", "w-full sm:w-auto")}
              >
                <Apple aria-hidden="true" className="size-5" /> Install on iPhone
              </a>
              <p className="-mt-2 text-xs text-muted">
                Opens the eSIM setup directly on iPhone with iOS 17.4 or later.
              </p>
            </>
          )}
          {platform !== "ios" && (
            <>
              <a
                data-testid="android-install"
                href={esim.androidInstallUrl}
                className={buttonClass(
                  platform === "android" ? "primary" : "secondary",
                  "lg",
                  "w-full sm:w-auto",
                )}
              >
                <Smartphone aria-hidden="true" className="size-5" /> Install on Android
              </a>
              <p className="-mt-2 text-xs text-muted">
                Opens the eSIM setup directly on Android phones that support it (Pixel, Samsung and others).
              </p>
            </>
          )}
          <dl className="flex flex-col gap-3">
            <CodeRow label="SM-DP+ address" value={esim.smdpAddress} testId="esim-smdp" />
            <CodeRow label="Activation code" value={esim.activationCode} testId="esim-code" />
            {esim.apn && <CodeRow label="APN" value={esim.apn} testId="esim-apn" />}
          </dl>
        </div>
      </div>
      <div className="mt-6 grid gap-4 border-t border-line pt-5 sm:grid-cols-2">
        <section>
          <h3 className="flex items-center gap-2 font-semibold">
            <Apple aria-hidden="true" className="size-4" /> iPhone
          </h3>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-muted">
            <li>On the iPhone, tap Install on iPhone above, or</li>
            <li>Settings → Mobile Service → Add eSIM → Use QR Code, and scan this QR from another screen.</li>
            <li>No camera? Tap Enter Details Manually and paste the SM-DP+ address and activation code.</li>
            <li>Turn on Data Roaming for this eSIM when you arrive.</li>
          </ol>
        </section>
        <section>
          <h3 className="flex items-center gap-2 font-semibold">
            <Smartphone aria-hidden="true" className="size-4" /> Android
          </h3>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-muted">
            <li>On the phone, tap Install on Android above, or</li>
            <li>Settings → Network &amp; internet → SIMs → Add eSIM (Samsung: Connections → SIM manager).</li>
            <li>Scan this QR code shown on another screen.</li>
            <li>Or choose Enter code manually and paste the SM-DP+ address and activation code.</li>
            <li>Turn on Roaming for this eSIM when you arrive.</li>
          </ol>
        </section>
      </div>
    </>
  );
}
