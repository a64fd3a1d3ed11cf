import { useState } from "react";
import { useT } from "~/lib/i18n";
import type { DeviceDetection } from "~/schemas/devices";
import { DeviceVerdict } from "./device-verdict";

/**
 * Checkout's eSIM question: what we could tell about this phone, and the tickbox without which
 * an eSIM is not sold (a plain checkbox: it posts "on" with or without JavaScript).
 */
export function DeviceConfirm({
  detected,
  error,
  confirmed: posted = false,
}: {
  detected: DeviceDetection;
  error?: string;
  /** Ticked when the form last posted it (the page after a failed payment). */
  confirmed?: boolean;
}) {
  const t = useT();
  // React resets a form after its action, a failed payment's too: the tick comes back as the
  // customer left it instead of asking again.
  const [confirmed, setConfirmed] = useState(posted);
  return (
    <fieldset className="mt-5" data-testid="device-confirm">
      <legend className="mb-2 font-semibold">{t("compatDevice.yourPhone")}</legend>
      <DeviceVerdict detected={detected} />
      <label className="mt-3 flex min-h-11 cursor-pointer items-start gap-3 text-sm">
        <input
          type="checkbox"
          name="deviceConfirmed"
          className="mt-0.5 size-5 shrink-0 accent-primary-600"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "deviceConfirmed-error" : undefined}
          data-testid="device-confirmed"
          defaultChecked={confirmed}
          onChange={(event) => setConfirmed(event.currentTarget.checked)}
        />
        <span className="font-medium">{t("compatDevice.confirmLabel")}</span>
      </label>
      {error && (
        <p id="deviceConfirmed-error" role="alert" className="mt-1 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
