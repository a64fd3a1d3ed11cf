import { Pencil, Plus, Trash2 } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { HiddenFields, useCloseOnSuccess } from "./intent-actions";
import { useAdminIntent } from "./use-admin-intent";

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

/** "Delete …?" with Cancel and Delete, as a fetcher form: posts the `delete` intent for row `id` to the tab's action. */
export function IntentDelete({
  id,
  title,
  description,
  onCancel,
}: {
  id: number | null;
  title: string;
  description?: string;
  onCancel: () => void;
}) {
  const action = useAdminIntent();
  useCloseOnSuccess(action, onCancel);
  return (
    <Dialog open={id !== null} onClose={onCancel} title={title} description={description}>
      <action.fetcher.Form method="post" className="flex justify-end gap-2">
        <HiddenFields intent="delete" fields={{ id: id ?? "" }} />
        <button type="button" className={buttonClass("secondary", "sm")} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={buttonClass("accent", "sm")} disabled={action.pending}>
          Delete
        </button>
      </action.fetcher.Form>
    </Dialog>
  );
}
