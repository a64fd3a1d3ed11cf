import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import { Apple, Keyboard, QrCode, Smartphone } from "~/components/ui/icons";
import { useT } from "~/lib/i18n";
import type { DevicePlatform } from "~/schemas/devices";
import type { EsimView } from "~/schemas/esim";
import { CopyButton } from "./copy-button";

type IssuedEsim = Extract<EsimView, { status: "issued" }>;

function Way({
  id,
  icon,
  title,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section data-testid={`install-${id}`} aria-labelledby={`${id}-title`} className="pt-5 first:pt-0">
      <h3 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
        {icon} {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Label and Copy button on one line, the code below: the Copy button stays clear of the chat button. */
function CodeRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <dt className="flex items-center gap-3">
        <span className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</span>
        <CopyButton value={value} label={label} />
      </dt>
      <dd className="mt-1">
        <code
          data-testid={testId}
          className="block break-all rounded-control bg-canvas px-3 py-2 text-sm select-all"
        >
          {value}
        </code>
      </dd>
    </div>
  );
}

function OneTap({ esim, platform }: { esim: IssuedEsim; platform: DevicePlatform }) {
  const t = useT();
  const links = [
    platform !== "android" && (
      <div key="iphone">
        <a
          data-testid="iphone-install"
          href={esim.iphoneInstallUrl}
          className={buttonClass("primary", "lg", "w-full sm:w-auto")}
        >
          <Apple aria-hidden="true" className="size-5" /> {t("install.iphone")}
        </a>
        <p className="mt-1 text-xs text-muted">{t("install.iphoneNote")}</p>
      </div>
    ),
    platform !== "ios" && (
      <div key="android">
        <a
          data-testid="android-install"
          href={esim.androidInstallUrl}
          className={buttonClass(platform === "android" ? "primary" : "secondary", "lg", "w-full sm:w-auto")}
        >
          <Smartphone aria-hidden="true" className="size-5" /> {t("install.android")}
        </a>
        <p className="mt-1 text-xs text-muted">{t("install.androidNote")}</p>
      </div>
    ),
  ];
  return (
    <Way id="one-tap" icon={<Smartphone aria-hidden="true" className="size-4" />} title={t("install.oneTap")}>
      <p className="text-sm text-muted">
        {platform === "other" ? t("install.oneTapElsewhere") : t("install.oneTapOnPhone")}
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{links}</div>
    </Way>
  );
}

function ScanQr({ esim }: { esim: IssuedEsim }) {
  const t = useT();
  const qrSrc = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(esim.qrSvg)}`;
  return (
    <Way id="scan" icon={<QrCode aria-hidden="true" className="size-4" />} title={t("install.scan")}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <figure className="mx-auto w-full max-w-[220px] shrink-0 sm:mx-0">
          <img
            data-testid="esim-qr"
            src={qrSrc}
            alt={t("install.qrAlt", { plan: esim.productName })}
            width={220}
            height={220}
            className="aspect-square w-full rounded-control border border-line bg-white"
          />
          <figcaption className="mt-2 text-center text-xs text-muted">{t("install.scanCaption")}</figcaption>
        </figure>
        <ul className="space-y-2 text-sm text-muted">
          <li>{t("install.scanIphone")}</li>
          <li>{t("install.scanAndroid")}</li>
        </ul>
      </div>
    </Way>
  );
}

function ByHand({ esim }: { esim: IssuedEsim }) {
  const t = useT();
  return (
    <Way id="by-hand" icon={<Keyboard aria-hidden="true" className="size-4" />} title={t("install.byHand")}>
      <p className="text-sm text-muted">{t("install.byHandSteps")}</p>
      <dl className="mt-3 flex flex-col gap-3">
        <CodeRow label={t("install.smdp")} value={esim.smdpAddress} testId="esim-smdp" />
        <CodeRow label={t("install.code")} value={esim.activationCode} testId="esim-code" />
        {esim.apn && <CodeRow label="APN" value={esim.apn} testId="esim-apn" />}
      </dl>
    </Way>
  );
}

/**
 * Three ways to install, as alternatives: on a phone the one-tap link of that phone comes first
 * (the QR code is for another screen, so it comes last); on a computer the QR code comes first.
 */
export function EsimInstall({ esim, platform }: { esim: IssuedEsim; platform: DevicePlatform }) {
  const t = useT();
  const ways =
    platform === "other"
      ? [
          <ScanQr key="scan" esim={esim} />,
          <ByHand key="hand" esim={esim} />,
          <OneTap key="tap" esim={esim} platform={platform} />,
        ]
      : [
          <OneTap key="tap" esim={esim} platform={platform} />,
          <ByHand key="hand" esim={esim} />,
          <ScanQr key="scan" esim={esim} />,
        ];
  return (
    <div className="mt-5">
      <p className="text-sm font-medium">{t("install.intro")}</p>
      <div
        data-testid="install-ways"
        className="mt-4 flex flex-col divide-y divide-line rounded-control border border-line p-4 sm:p-5 [&>section]:pb-5 [&>section:last-child]:pb-0"
      >
        {ways}
      </div>
      <p className="mt-4 text-sm text-muted">{t("install.arrive")}</p>
    </div>
  );
}
