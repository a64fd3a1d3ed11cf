import { Apple, Keyboard, QrCode, Smartphone } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import type { DevicePlatform } from "~/schemas/devices";
import type { EsimView } from "~/schemas/esim";
import { CopyButton } from "./copy-button";

type IssuedEsim = Extract<EsimView, { status: "issued" }>;

// Every word of the install part of the eSIM page, in one place.
const WORDS = {
  intro: "Choose one of these ways to install it. You only need one.",
  oneTap: "One tap",
  oneTapOnPhone: "On this phone, tap the button: the phone's own eSIM setup opens with everything filled in.",
  oneTapElsewhere: "Open this page on the phone itself and tap its button.",
  iphone: "Install on iPhone",
  iphoneNote: "iPhone with iOS 17.4 or later.",
  android: "Install on Android",
  androidNote: "Android phones that support it (Pixel, Samsung and others).",
  scan: "Scan the QR code",
  scanCaption: "Scan from another screen",
  scanIphone: "iPhone: Settings → Mobile Service → Add eSIM → Use QR Code.",
  scanAndroid:
    "Android: Settings → Network & internet → SIMs → Add eSIM (Samsung: Connections → SIM manager).",
  byHand: "Enter the codes by hand",
  byHandSteps:
    "iPhone: Add eSIM → Use QR Code → Enter Details Manually. Android: Add eSIM → Enter code manually. Paste the two codes below.",
  smdp: "SM-DP+ address",
  code: "Activation code",
  apn: "APN",
  arrive: "When you arrive, turn on data roaming for this eSIM.",
  qrAlt: (plan: string) => `QR code to install ${plan}`,
} as const;

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
  const links = [
    platform !== "android" && (
      <div key="iphone">
        <a
          data-testid="iphone-install"
          href={esim.iphoneInstallUrl}
          className={buttonClass("primary", "lg", "w-full sm:w-auto")}
        >
          <Apple aria-hidden="true" className="size-5" /> {WORDS.iphone}
        </a>
        <p className="mt-1 text-xs text-muted">{WORDS.iphoneNote}</p>
      </div>
    ),
    platform !== "ios" && (
      <div key="android">
        <a
          data-testid="android-install"
          href={esim.androidInstallUrl}
          className={buttonClass(platform === "android" ? "primary" : "secondary", "lg", "w-full sm:w-auto")}
        >
          <Smartphone aria-hidden="true" className="size-5" /> {WORDS.android}
        </a>
        <p className="mt-1 text-xs text-muted">{WORDS.androidNote}</p>
      </div>
    ),
  ];
  return (
    <Way id="one-tap" icon={<Smartphone aria-hidden="true" className="size-4" />} title={WORDS.oneTap}>
      <p className="text-sm text-muted">
        {platform === "other" ? WORDS.oneTapElsewhere : WORDS.oneTapOnPhone}
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{links}</div>
    </Way>
  );
}

function ScanQr({ esim }: { esim: IssuedEsim }) {
  const qrSrc = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(esim.qrSvg)}`;
  return (
    <Way id="scan" icon={<QrCode aria-hidden="true" className="size-4" />} title={WORDS.scan}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <figure className="mx-auto w-full max-w-[220px] shrink-0 sm:mx-0">
          <img
            data-testid="esim-qr"
            src={qrSrc}
            alt={WORDS.qrAlt(esim.productName)}
            width={220}
            height={220}
            className="aspect-square w-full rounded-control border border-line bg-white"
          />
          <figcaption className="mt-2 text-center text-xs text-muted">{WORDS.scanCaption}</figcaption>
        </figure>
        <ul className="space-y-2 text-sm text-muted">
          <li>{WORDS.scanIphone}</li>
          <li>{WORDS.scanAndroid}</li>
        </ul>
      </div>
    </Way>
  );
}

function ByHand({ esim }: { esim: IssuedEsim }) {
  return (
    <Way id="by-hand" icon={<Keyboard aria-hidden="true" className="size-4" />} title={WORDS.byHand}>
      <p className="text-sm text-muted">{WORDS.byHandSteps}</p>
      <dl className="mt-3 flex flex-col gap-3">
        <CodeRow label={WORDS.smdp} value={esim.smdpAddress} testId="esim-smdp" />
        <CodeRow label={WORDS.code} value={esim.activationCode} testId="esim-code" />
        {esim.apn && <CodeRow label={WORDS.apn} value={esim.apn} testId="esim-apn" />}
      </dl>
    </Way>
  );
}

/**
 * Three ways to install, as alternatives: on a phone the one-tap link of that phone comes first
 * (the QR code is for another screen, so it comes last); on a computer the QR code comes first.
 */
export function EsimInstall({ esim, platform }: { esim: IssuedEsim; platform: DevicePlatform }) {
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
      <p className="text-sm font-medium">{WORDS.intro}</p>
      <div
        data-testid="install-ways"
        className="mt-4 flex flex-col divide-y divide-line rounded-control border border-line p-4 sm:p-5 [&>section]:pb-5 [&>section:last-child]:pb-0"
      >
        {ways}
      </div>
      <p className="mt-4 text-sm text-muted">{WORDS.arrive}</p>
    </div>
  );
}
