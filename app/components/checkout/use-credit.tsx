import { Gift } from "~/components/ui/icons";
import { useT } from "~/lib/i18n";
import { formatRm } from "~/lib/money";

/** "Use my credit": ticked by default when there is a balance; unticked, the card pays it all. */
export function UseCreditBox({
  balanceSen,
  checked,
  onChange,
}: {
  balanceSen: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useT();
  return (
    <label
      className="mt-5 flex min-h-11 cursor-pointer items-center gap-3 rounded-control border border-line bg-canvas px-3 py-2 text-sm"
      data-testid="use-credit"
    >
      <input
        type="checkbox"
        name="useCredit"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 shrink-0 accent-primary-700"
      />
      <Gift aria-hidden="true" className="size-4 shrink-0 text-primary-700" />
      <span className="font-medium">{t("credit.use", { amount: formatRm(balanceSen) })}</span>
    </label>
  );
}
