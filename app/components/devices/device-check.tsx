import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Smartphone } from "~/components/ui/icons";
import { apiFetch } from "~/lib/api";
import { useT } from "~/lib/i18n";
import type { DeviceDetection } from "~/schemas/devices";
import { useCompatibilityHref } from "./compatibility-href";
import { DeviceVerdict } from "./device-verdict";

/**
 * On pages kept in the edge cache (a plan), which must look the same for everyone: the phone is
 * asked about after load, through the API. Without JavaScript, or until it answers, a link to check.
 */
export function DeviceCheck({ className }: { className?: string }) {
  const [detected, setDetected] = useState<DeviceDetection | null>(null);
  const t = useT();
  const compatibilityHref = useCompatibilityHref();
  useEffect(() => {
    const controller = new AbortController();
    apiFetch<DeviceDetection>("/api/devices/detect", { signal: controller.signal })
      .then(setDetected)
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  if (detected) return <DeviceVerdict detected={detected} className={className} />;
  return (
    <p className={className} data-testid="device-check-link">
      <Link
        to={compatibilityHref}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary-700 underline"
      >
        <Smartphone aria-hidden="true" className="size-4" /> {t("compatDevice.link")}
      </Link>
    </p>
  );
}
