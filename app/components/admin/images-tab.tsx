import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { Dialog, DialogFormActions } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Upload } from "~/components/ui/icons";
import { inputClass } from "~/components/ui/input";
import type { FormResult } from "~/lib/form-errors";
import { DeleteButton, deleteConfirmation, EditButton, TabHeader } from "./crud";
import { ConfirmDialog, HiddenFields, useCloseOnSuccess } from "./intent-actions";
import { useAdminIntent } from "./use-admin-intent";
import { useTabDialog } from "./use-tab-dialog";

export interface SiteImageRow {
  id: number;
  key: string;
  url: string;
  alt: string;
  description: string | null;
}

type Mode =
  | { kind: "create" }
  | { kind: "edit"; image: SiteImageRow }
  | { kind: "delete"; image: SiteImageRow };

export function ImagesTab({ data }: { data: SiteImageRow[] }) {
  const { mode, opened, show, close } = useTabDialog<Mode>();
  return (
    <div>
      <TabHeader title="Site Images" addLabel="Add Image" onAdd={() => show({ kind: "create" })} />
      <DataTable
        caption="Site images"
        rows={data}
        rowKey={(i) => i.id}
        empty="No images found"
        columns={[
          { key: "key", label: "Key", render: (i) => <code className="text-xs">{i.key}</code> },
          {
            key: "preview",
            label: "Preview",
            render: (i) => (
              <img
                src={i.url}
                alt={i.alt}
                width={96}
                height={48}
                loading="lazy"
                className="h-12 w-24 rounded bg-canvas object-contain ring-1 ring-line"
              />
            ),
          },
          { key: "alt", label: "Alt Text", className: "max-w-xs", render: (i) => i.alt },
          {
            key: "actions",
            actions: true,
            label: "Actions",
            render: (i) => (
              <span className="flex gap-1">
                <EditButton label={`Edit ${i.key}`} onClick={() => show({ kind: "edit", image: i })} />
                <DeleteButton label={`Delete ${i.key}`} onClick={() => show({ kind: "delete", image: i })} />
              </span>
            ),
          },
        ]}
      />
      <ImageDialog
        key={opened}
        mode={mode?.kind === "create" || mode?.kind === "edit" ? mode : null}
        onClose={close}
      />
      <ConfirmDialog
        key={`d${opened}`}
        {...deleteConfirmation(mode?.kind === "delete" ? mode.image.id : null)}
        title="Delete image"
        description={
          mode?.kind === "delete"
            ? `Delete the image "${mode.image.key}"? Pages fall back to their built-in default.`
            : undefined
        }
        onClose={close}
      />
    </div>
  );
}

const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

function ImageDialog({
  mode,
  onClose,
}: {
  mode: { kind: "create" } | { kind: "edit"; image: SiteImageRow } | null;
  onClose: () => void;
}) {
  const id = useId();
  const action = useAdminIntent();
  useCloseOnSuccess(action, onClose);
  const errors = action.failure?.fieldErrors ?? {};
  const image = mode?.kind === "edit" ? mode.image : null;
  const [url, setUrl] = useState(image?.url ?? "");
  const upload = useUpload(setUrl);
  return (
    <Dialog open={mode !== null} onClose={onClose} title={mode?.kind === "edit" ? "Edit Image" : "Add Image"}>
      <action.fetcher.Form method="post" noValidate className="space-y-3">
        {image ? (
          <HiddenFields intent="update" fields={{ id: image.id }} />
        ) : (
          <HiddenFields intent="create" />
        )}
        <Field
          variant="admin"
          label="Key"
          id={`${id}-key`}
          error={errors.key}
          hint="e.g. hero-header, world-map, vodafone-logo"
        >
          <input id={`${id}-key`} name="key" className={inputClass("admin")} defaultValue={image?.key} />
        </Field>
        <Field variant="admin" label="Image URL" id={`${id}-url`} error={errors.url}>
          <input
            id={`${id}-url`}
            name="url"
            className={inputClass("admin")}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
        </Field>
        <div>
          <label htmlFor={`${id}-file`} className={buttonClass("secondary", "sm", "cursor-pointer")}>
            <Upload aria-hidden="true" className="size-4" />{" "}
            {upload.pending ? "Uploading..." : "Upload a file instead"}
          </label>
          {/* Belongs to the upload's own form below (forms cannot nest). */}
          <input
            id={`${id}-file`}
            form={`${id}-upload`}
            name="file"
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp,image/avif"
            className="sr-only"
            onChange={(e) => upload.send(e.target.files?.[0])}
          />
          <p className="mt-1 text-xs text-subtle">PNG, JPEG, GIF, WebP or AVIF, at most 5 MB.</p>
          {upload.error && (
            <p role="alert" className="mt-1 text-xs font-medium text-danger-700">
              {upload.error}
            </p>
          )}
        </div>
        {url && !errors.url && (
          <img
            src={url}
            alt="Preview"
            width={320}
            height={160}
            className="h-40 w-full rounded-control bg-canvas object-contain ring-1 ring-line"
          />
        )}
        <Field variant="admin" label="Alt Text" id={`${id}-alt`} error={errors.alt}>
          <input id={`${id}-alt`} name="alt" className={inputClass("admin")} defaultValue={image?.alt} />
        </Field>
        <Field
          variant="admin"
          label="Description (optional)"
          id={`${id}-description`}
          error={errors.description}
        >
          <input
            id={`${id}-description`}
            name="description"
            className={inputClass("admin")}
            defaultValue={image?.description ?? ""}
          />
        </Field>
        {action.failure && !action.failure.fieldErrors && (
          <p role="alert" className="text-sm text-danger-700">
            {action.failure.error}
          </p>
        )}
        <DialogFormActions
          onCancel={onClose}
          pending={action.pending}
          label={mode?.kind === "edit" ? "Update Image" : "Create Image"}
          disabled={upload.pending}
        />
      </action.fetcher.Form>
      <upload.fetcher.Form
        id={`${id}-upload`}
        ref={upload.form}
        method="post"
        encType="multipart/form-data"
        hidden
      >
        <HiddenFields intent="upload" />
      </upload.fetcher.Form>
    </Dialog>
  );
}

/** The file goes up on its own (the upload intent); its stored URL fills the Image URL field. */
function useUpload(onUploaded: (url: string) => void) {
  const fetcher = useFetcher<FormResult & { url?: string }>();
  const form = useRef<HTMLFormElement>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (answer?.ok && answer.url) onUploaded(answer.url);
  }, [answer, onUploaded]);
  function send(file: File | undefined) {
    if (!file) return;
    setTooLarge(file.size > MAX_UPLOAD_BYTES);
    if (file.size > MAX_UPLOAD_BYTES || !form.current) return;
    fetcher.submit(form.current);
  }
  const failure = answer && !answer.ok ? (answer.fieldErrors?.file ?? answer.error) : "";
  return {
    fetcher,
    form,
    send,
    pending: fetcher.state !== "idle",
    error: tooLarge ? "Images must be at most 5 MB" : failure,
  };
}
