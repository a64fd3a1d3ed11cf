import { useState } from "react";
import { Check, Copy } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { useT } from "~/lib/i18n";

/** Copies a value; without JavaScript the value beside it stays selectable text. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const t = useT();
  return (
    <button
      type="button"
      aria-label={t(copied ? "install.copiedLabel" : "install.copyLabel", { label })}
      onClick={async () => {
        await navigator.clipboard?.writeText(value);
        setCopied(true);
        setTimeout(() => setCopied(false), 2000);
      }}
      className={cn(
        "inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-control border border-line bg-white px-3 text-sm font-medium text-ink hover:bg-canvas focus-visible:outline-2 focus-visible:outline-primary-600",
        copied && "border-success-700/40 text-success-700",
      )}
    >
      {copied ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <Copy aria-hidden="true" className="size-4" />
      )}
      <span>{t(copied ? "install.copied" : "install.copy")}</span>
    </button>
  );
}
