import { useState } from "react";
import { buttonClass } from "~/components/ui/button";
import type { AdminEmailBody } from "~/schemas/admin/emails";

const VIEWS = [
  { id: "html", label: "As sent" },
  { id: "text", label: "Text version" },
] as const;

/**
 * One e-mail as its recipient saw it: the HTML version in a sandboxed frame (no scripts, no
 * same-origin access, no navigation of this page), or its text version. The server has already
 * taken every one-time link, token and signed QR address out of both.
 */
export function EmailBodyView({ email }: { email: AdminEmailBody }) {
  const [view, setView] = useState<"html" | "text">(email.html ? "html" : "text");
  return (
    <div className="mt-1 w-full min-w-0 lg:min-w-[26rem]" data-testid="email-body">
      {email.html && (
        <fieldset className="mb-2 flex gap-1">
          <legend className="sr-only">Version</legend>
          {VIEWS.map((v) => (
            <button
              key={v.id}
              type="button"
              aria-pressed={view === v.id}
              onClick={() => setView(v.id)}
              className={buttonClass(view === v.id ? "primary" : "secondary", "sm")}
            >
              {v.label}
            </button>
          ))}
        </fieldset>
      )}
      {view === "html" && email.html ? (
        <iframe
          title={`E-mail as sent: ${email.subject ?? email.to}`}
          sandbox=""
          referrerPolicy="no-referrer"
          srcDoc={email.html}
          data-testid="email-html"
          className="h-[28rem] w-full rounded-control bg-white ring-1 ring-line"
        />
      ) : (
        <pre data-testid="email-text" className="whitespace-pre-wrap break-words text-xs">
          {email.text ?? "This message has no text version."}
        </pre>
      )}
    </div>
  );
}
