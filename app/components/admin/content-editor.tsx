import { useEffect, useId, useRef, useState } from "react";
import { useFetcherForm } from "~/components/forms/use-route-form";
import { buttonClass } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { ExternalLink } from "~/components/ui/icons";
import { inputClass } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { CONTENT_PAGES, type ContentInput, type ContentPage, ContentSchema } from "~/schemas/admin/catalogue";
import { isWebUrl } from "~/schemas/admin/common";
import { HiddenFields } from "./intent-actions";
import { PageTranslations } from "./page-translations";
import { useAdminIntent } from "./use-admin-intent";

interface PageRow {
  page: string;
  title: string;
  subtitle: string | null;
  content: string;
  imageUrl: string | null;
  titleMs: string | null;
  subtitleMs: string | null;
  contentMs: string | null;
  titleZh: string | null;
  subtitleZh: string | null;
  contentZh: string | null;
}

const LABELS: Record<ContentPage, string> = {
  about: "About Us",
  support: "Support",
  partner: "Partner",
  privacy: "Privacy",
  terms: "Terms",
  "refund-policy": "Refund Policy",
};

// Used when a page has no stored row yet (SPEC.md §2: default texts are prefilled per page).
const DEFAULTS: Record<ContentPage, ContentInput> = {
  about: { title: "Our Story", subtitle: "", content: "## Our mission\n\n", imageUrl: "" },
  support: { title: "Support Center", subtitle: "", content: "## We are here to help\n\n", imageUrl: "" },
  partner: { title: "Partner With Us", subtitle: "", content: "## Why partner with us\n\n", imageUrl: "" },
  privacy: { title: "Privacy Policy", subtitle: "", content: "## What we collect\n\n", imageUrl: "" },
  terms: { title: "Terms of Service", subtitle: "", content: "## Using our shop\n\n", imageUrl: "" },
  "refund-policy": { title: "Refund Policy", subtitle: "", content: "## The 7-day rule\n\n", imageUrl: "" },
};

export function ContentEditor({ pages }: { pages: PageRow[] }) {
  const [active, setActive] = useState<ContentPage>("about");
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">Content Manager</h1>
      <p className="mt-1 text-sm text-muted">
        Edit the public About Us, Support and Partner pages. Changes show on the next visit.
      </p>
      <div role="tablist" aria-label="Pages" className="mt-6 flex gap-1 overflow-x-auto border-b border-line">
        {CONTENT_PAGES.map((page) => (
          <button
            key={page}
            type="button"
            role="tab"
            id={`tab-${page}`}
            aria-selected={active === page}
            aria-controls={`panel-${page}`}
            onClick={() => setActive(page)}
            className={cn(
              "-mb-px shrink-0 border-b-2 px-4 py-2 text-sm font-medium whitespace-nowrap",
              active === page
                ? "border-primary-700 text-primary-800"
                : "border-transparent text-muted hover:text-ink",
            )}
          >
            {LABELS[page]}
          </button>
        ))}
      </div>
      {CONTENT_PAGES.map((page) => {
        const row = pages.find((p) => p.page === page);
        return (
          <div
            key={page}
            role="tabpanel"
            id={`panel-${page}`}
            aria-labelledby={`tab-${page}`}
            hidden={active !== page}
            className="mt-6"
          >
            <PageForm
              page={page}
              initial={
                row
                  ? {
                      title: row.title,
                      subtitle: row.subtitle ?? "",
                      content: row.content,
                      imageUrl: row.imageUrl ?? "",
                      titleMs: row.titleMs ?? "",
                      subtitleMs: row.subtitleMs ?? "",
                      contentMs: row.contentMs ?? "",
                      titleZh: row.titleZh ?? "",
                      subtitleZh: row.subtitleZh ?? "",
                      contentZh: row.contentZh ?? "",
                    }
                  : DEFAULTS[page]
              }
            />
          </div>
        );
      })}
    </div>
  );
}

function PageForm({ page, initial }: { page: ContentPage; initial: ContentInput }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { fetcher, pending, failure } = useAdminIntent();
  const { form, onSubmit: submit } = useFetcherForm({
    schema: ContentSchema,
    defaults: initial,
    fetcher: fetcher,
    formRef,
  });
  const { errors } = form.formState;
  const serverErrors = failure?.fieldErrors ?? {};
  const imageUrl = form.watch("imageUrl") ?? "";
  const [preview, setPreview] = useState(imageUrl);
  useEffect(() => setPreview(imageUrl), [imageUrl]);

  // Checked in the browser first, then posted to the route's action (its toast comes from the root).

  return (
    <form
      ref={formRef}
      method="post"
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-6"
    >
      <HiddenFields intent="save-content" fields={{ page }} />
      <Field
        variant="admin"
        label="Page Title"
        id={`${id}-title`}
        error={errors.title?.message ?? serverErrors.title}
      >
        <input
          id={`${id}-title`}
          className={inputClass("admin")}
          aria-invalid={Boolean(errors.title)}
          {...form.register("title")}
        />
      </Field>
      <Field variant="admin" label="Subtitle (optional)" id={`${id}-subtitle`}>
        <input id={`${id}-subtitle`} className={inputClass("admin")} {...form.register("subtitle")} />
      </Field>
      <Field
        variant="admin"
        label="Hero Image URL"
        id={`${id}-image`}
        error={errors.imageUrl?.message ?? serverErrors.imageUrl}
      >
        <input
          id={`${id}-image`}
          className={inputClass("admin")}
          aria-invalid={Boolean(errors.imageUrl)}
          {...form.register("imageUrl")}
        />
      </Field>
      {preview && isWebUrl(preview) && (
        <img
          src={preview}
          alt="Hero preview"
          width={640}
          height={200}
          className="h-48 w-full rounded-control bg-canvas object-cover ring-1 ring-line"
        />
      )}
      <Field
        variant="admin"
        label="Page Content"
        id={`${id}-content`}
        error={errors.content?.message ?? serverErrors.content}
        hint="Markdown: ## headings, **bold**, - lists, [links](https://…)"
      >
        <textarea
          id={`${id}-content`}
          rows={20}
          className={inputClass("admin", "font-mono")}
          aria-invalid={Boolean(errors.content)}
          {...form.register("content")}
        />
      </Field>
      <PageTranslations
        id={id}
        register={form.register}
        errorOf={(name) => errors[name]?.message ?? serverErrors[name]}
        values={initial}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass("primary", "md")} disabled={pending}>
          {pending ? "Saving..." : "Save Changes"}
        </button>
        <a href={`/${page}`} target="_blank" rel="noopener" className={buttonClass("secondary", "md")}>
          Preview Page <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      </div>
    </form>
  );
}
