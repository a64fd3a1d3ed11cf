import { zodResolver } from "@hookform/resolvers/zod";
import { Upload } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { buttonClass } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { Dialog, DialogFormActions } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { inputClass } from "~/components/ui/input";
import { apiFetch, failureMessage } from "~/lib/api";
import { type SiteImageInput, SiteImageSchema } from "~/schemas/admin/catalogue";
import { ConfirmDelete, DeleteButton, EditButton, TabHeader } from "./crud";
import { useAdminMutation } from "./use-mutation";

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
  | { kind: "delete"; image: SiteImageRow }
  | null;

export function ImagesTab({ data }: { data: SiteImageRow[] }) {
  const [mode, setMode] = useState<Mode>(null);
  const close = () => setMode(null);
  const { run, pending } = useAdminMutation();
  async function remove(image: SiteImageRow) {
    const result = await run("DELETE", `/api/admin/site-images/${image.id}`, undefined, {
      success: { title: "Image deleted successfully" },
    });
    if (result.ok) close();
  }
  return (
    <div>
      <TabHeader title="Site Images" addLabel="Add Image" onAdd={() => setMode({ kind: "create" })} />
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
                <EditButton label={`Edit ${i.key}`} onClick={() => setMode({ kind: "edit", image: i })} />
                <DeleteButton
                  label={`Delete ${i.key}`}
                  onClick={() => setMode({ kind: "delete", image: i })}
                />
              </span>
            ),
          },
        ]}
      />
      <ImageDialog mode={mode?.kind === "create" || mode?.kind === "edit" ? mode : null} onClose={close} />
      <ConfirmDelete
        open={mode?.kind === "delete"}
        title="Delete image"
        description={
          mode?.kind === "delete"
            ? `Delete the image "${mode.image.key}"? Pages fall back to their built-in default.`
            : undefined
        }
        pending={pending}
        onCancel={close}
        onConfirm={() => mode?.kind === "delete" && remove(mode.image)}
      />
    </div>
  );
}

function ImageDialog({
  mode,
  onClose,
}: {
  mode: { kind: "create" } | { kind: "edit"; image: SiteImageRow } | null;
  onClose: () => void;
}) {
  const id = useId();
  const { run, pending } = useAdminMutation();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState("");
  const form = useForm<SiteImageInput>({ resolver: zodResolver(SiteImageSchema) });
  const { errors } = form.formState;
  const url = form.watch("url");
  useEffect(() => {
    if (!mode) return;
    setUploadError("");
    const image = mode.kind === "edit" ? mode.image : null;
    form.reset({
      key: image?.key ?? "",
      url: image?.url ?? "",
      alt: image?.alt ?? "",
      description: image?.description ?? "",
    });
  }, [mode, form]);

  async function upload(file: File | undefined) {
    if (!file) return;
    setUploadError("");
    if (file.size > 5 * 1024 * 1024) return setUploadError("Images must be at most 5 MB");
    setUploading(true);
    const body = new FormData();
    body.set("file", file);
    try {
      const uploaded = await apiFetch<{ url: string }>("/api/admin/site-images/upload", {
        method: "POST",
        body,
      });
      form.setValue("url", uploaded.url, { shouldValidate: true });
    } catch (error) {
      setUploadError(failureMessage(error));
    } finally {
      setUploading(false);
    }
  }

  const submit = form.handleSubmit(async (values) => {
    if (!mode) return;
    const result =
      mode.kind === "edit"
        ? await run("PUT", `/api/admin/site-images/${mode.image.id}`, values, {
            success: { title: "Image updated successfully" },
          })
        : await run("POST", "/api/admin/site-images", values, {
            success: { title: "Image created successfully" },
          });
    if (result.ok) onClose();
    else form.setError("root", { message: result.error });
  });

  return (
    <Dialog open={mode !== null} onClose={onClose} title={mode?.kind === "edit" ? "Edit Image" : "Add Image"}>
      <form onSubmit={submit} noValidate className="space-y-3">
        <Field
          variant="admin"
          label="Key"
          id={`${id}-key`}
          error={errors.key?.message}
          hint="e.g. hero-header, world-map, vodafone-logo"
        >
          <input
            id={`${id}-key`}
            className={inputClass("admin")}
            aria-invalid={Boolean(errors.key)}
            {...form.register("key")}
          />
        </Field>
        <Field variant="admin" label="Image URL" id={`${id}-url`} error={errors.url?.message}>
          <input
            id={`${id}-url`}
            className={inputClass("admin")}
            aria-invalid={Boolean(errors.url)}
            {...form.register("url")}
          />
        </Field>
        <div>
          <label htmlFor={`${id}-file`} className={buttonClass("secondary", "sm", "cursor-pointer")}>
            <Upload aria-hidden="true" className="size-4" />{" "}
            {uploading ? "Uploading..." : "Upload a file instead"}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp,image/avif"
            className="sr-only"
            onChange={(e) => upload(e.target.files?.[0])}
          />
          <p className="mt-1 text-xs text-subtle">PNG, JPEG, GIF, WebP or AVIF, at most 5 MB.</p>
          {uploadError && (
            <p role="alert" className="mt-1 text-xs font-medium text-danger-700">
              {uploadError}
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
        <Field variant="admin" label="Alt Text" id={`${id}-alt`} error={errors.alt?.message}>
          <input
            id={`${id}-alt`}
            className={inputClass("admin")}
            aria-invalid={Boolean(errors.alt)}
            {...form.register("alt")}
          />
        </Field>
        <Field variant="admin" label="Description (optional)" id={`${id}-description`}>
          <input id={`${id}-description`} className={inputClass("admin")} {...form.register("description")} />
        </Field>
        {errors.root && (
          <p role="alert" className="text-sm text-danger-700">
            {errors.root.message}
          </p>
        )}
        <DialogFormActions
          onCancel={onClose}
          pending={pending}
          label={mode?.kind === "edit" ? "Update Image" : "Create Image"}
          disabled={uploading}
        />
      </form>
    </Dialog>
  );
}
