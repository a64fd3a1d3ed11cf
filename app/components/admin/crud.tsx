import { buttonClass } from "~/components/ui/button";
import { Pencil, Plus, Trash2 } from "~/components/ui/icons";

/** A catalogue tab's heading with its "Add …" button. */
export function TabHeader({
  title,
  addLabel,
  onAdd,
}: {
  title: string;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h2 className="text-lg font-semibold">{title}</h2>
      <button type="button" className={buttonClass("primary", "sm")} onClick={onAdd}>
        <Plus aria-hidden="true" className="size-4" /> {addLabel}
      </button>
    </div>
  );
}

/** The pencil button of a table row; `label` names the row for screen readers. */
export function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      className="rounded-control p-1.5 text-primary-800 hover:bg-primary-50 max-md:p-2.5 max-md:ring-1 max-md:ring-line"
      onClick={onClick}
    >
      <Pencil aria-hidden="true" className="size-4" />
    </button>
  );
}

/** The bin button of a table row; it opens a ConfirmDelete, it never deletes by itself. */
export function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      className="rounded-control p-1.5 text-danger-700 hover:bg-danger-50 max-md:p-2.5 max-md:ring-1 max-md:ring-line"
      onClick={onClick}
    >
      <Trash2 aria-hidden="true" className="size-4" />
    </button>
  );
}

/**
 * The ConfirmDialog props of a row's deletion: open while a row is chosen, posting the `delete`
 * intent for row `id` to the tab's action, with a Delete button in the danger colour.
 */
export function deleteConfirmation(id: number | null) {
  return {
    open: id !== null,
    intent: "delete",
    fields: { id: id ?? "" },
    confirmLabel: "Delete",
    confirmVariant: "accent" as const,
  };
}
