import { Badge } from "~/components/ui/badge";
import { DataTable } from "~/components/ui/data-table";
import { formatMalaysiaShort } from "~/lib/dates";
import { formatRm } from "~/lib/money";
import type { PromotionDto } from "~/schemas/promotions";
import { EditButton, TabHeader } from "./crud";
import { HiddenFields } from "./intent-actions";
import { PromotionDialog } from "./promotion-dialog";
import { useAdminIntent } from "./use-admin-intent";
import { useTabDialog } from "./use-tab-dialog";

type Mode = { kind: "create" } | { kind: "edit"; promotion: PromotionDto };

const discountOf = (p: PromotionDto) =>
  p.kind === "percent" ? `${p.value}% off` : `${formatRm(p.value)} off`;

function validity(p: PromotionDto) {
  if (!p.startsAt && !p.endsAt) return "Always";
  return `${p.startsAt ? formatMalaysiaShort(p.startsAt) : "Now"} – ${p.endsAt ? formatMalaysiaShort(p.endsAt) : "no end"}`;
}

export function PromotionsTab({ items }: { items: PromotionDto[] }) {
  const { mode, opened, show, close } = useTabDialog<Mode>();
  return (
    <div>
      <TabHeader title="Promotions" addLabel="Add Promotion" onAdd={() => show({ kind: "create" })} />
      <DataTable
        caption="Promotion codes"
        rows={items}
        rowKey={(p) => p.id}
        empty="No promotion codes yet"
        columns={[
          {
            key: "code",
            label: "Code",
            render: (p) => <span className="font-mono font-semibold">{p.code}</span>,
          },
          { key: "discount", label: "Discount", render: discountOf },
          {
            key: "minimum",
            label: "Minimum",
            align: "right",
            render: (p) => (p.minSubtotal ? formatRm(p.minSubtotal) : "—"),
          },
          { key: "valid", label: "Valid (MYT)", render: validity },
          {
            key: "uses",
            label: "Uses",
            align: "right",
            render: (p) => (
              <span>
                {p.redemptions}
                {p.maxRedemptions !== null && ` of ${p.maxRedemptions}`}
                {p.perCustomer !== null && (
                  <span className="block text-xs text-muted">{p.perCustomer} per customer</span>
                )}
              </span>
            ),
          },
          { key: "active", label: "Active", render: (p) => <ActiveSwitch promotion={p} /> },
          {
            key: "actions",
            actions: true,
            label: "Actions",
            render: (p) => (
              <EditButton label={`Edit ${p.code}`} onClick={() => show({ kind: "edit", promotion: p })} />
            ),
          },
        ]}
      />
      <PromotionDialog key={opened} mode={mode} onClose={close} />
    </div>
  );
}

/** The switch posts the code's `active` flipped; the change is audited as any edit. */
function ActiveSwitch({ promotion }: { promotion: PromotionDto }) {
  const { fetcher, pending } = useAdminIntent();
  return (
    <fetcher.Form method="post" className="flex items-center gap-2">
      <HiddenFields intent="toggle" fields={{ id: promotion.id, active: String(!promotion.active) }} />
      <button
        type="submit"
        role="switch"
        aria-checked={promotion.active}
        aria-label={`${promotion.code} active`}
        disabled={pending}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${
          promotion.active ? "bg-primary-700" : "bg-line"
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
            promotion.active ? "translate-x-5" : "translate-x-0.5"
          }`}
        />
      </button>
      <Badge tone={promotion.active ? "success" : "neutral"}>{promotion.active ? "On" : "Off"}</Badge>
    </fetcher.Form>
  );
}
