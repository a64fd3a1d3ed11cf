import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ExternalLink } from "~/components/ui/icons";
import { formatMalaysiaShort } from "~/lib/dates";

/** The Content tab: which pages staff can edit, and the way to the content manager. */
export function ContentTab({ pages }: { pages: { page: string; title: string; updatedAt: string }[] }) {
  return (
    <Card>
      <h2 className="text-lg font-semibold">Page content</h2>
      <p className="mt-1 text-sm text-muted">
        Edit the About Us, Support and Partner pages in the content manager.
      </p>
      <ul className="mt-3 space-y-1 text-sm">
        {pages.map((page) => (
          <li key={page.page}>
            <span className="font-medium">{page.title}</span>{" "}
            <span className="text-muted">
              (/{page.page}, updated {formatMalaysiaShort(page.updatedAt)})
            </span>
          </li>
        ))}
      </ul>
      <a
        href="/content-manager"
        target="_blank"
        rel="noopener"
        className={buttonClass("primary", "sm", "mt-4")}
      >
        Open Content Manager <ExternalLink aria-hidden="true" className="size-4" />
      </a>
    </Card>
  );
}
