import { useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { LogOut } from "~/components/ui/icons";
import { useT } from "~/lib/i18n";
import type { SignedInSession } from "~/schemas/sessions";
import { SessionsList } from "./sessions-list";

const cardClass = "rounded-card border border-line bg-white p-5 shadow-card sm:p-6";

/** One post to the profile's action; a plain POST without JavaScript, a fetcher's with it. */
function EndButton({
  intent,
  sessionId,
  label,
  ariaLabel,
}: {
  intent: "end-session" | "end-other-sessions";
  sessionId?: number;
  label: string;
  ariaLabel?: string;
}) {
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      {sessionId !== undefined && <input type="hidden" name="sessionId" value={sessionId} />}
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        className={buttonClass("secondary", "sm")}
        aria-label={ariaLabel}
      >
        <LogOut aria-hidden="true" className="size-4" />
        {label}
      </button>
    </fetcher.Form>
  );
}

/**
 * The customer's open sessions on /profile's Security tab; `times` holds each session's moments in
 * the page's language, written by the loader.
 */
export function SessionsCard({
  sessions,
  times,
}: {
  sessions: SignedInSession[];
  times: Record<string, string>;
}) {
  const others = sessions.filter((session) => !session.current).length;
  const t = useT();
  return (
    <section aria-labelledby="sessions-title" className={cardClass}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-xl">
          <h2 id="sessions-title" className="text-lg font-bold">
            {t("profile.sessions.title")}
          </h2>
          <p className="mt-1 text-sm text-muted">{t("profile.sessions.text")}</p>
        </div>
        {others > 0 && <EndButton intent="end-other-sessions" label={t("profile.sessions.endOthers")} />}
      </div>
      <div className="mt-5">
        <SessionsList
          sessions={sessions}
          formatTime={(iso) => times[iso] ?? ""}
          words={{
            thisDevice: t("profile.sessions.thisDevice"),
            activeNow: t("profile.sessions.activeNow"),
            lastActive: (at) => t("profile.sessions.lastActive", { at }),
            signedIn: (at) => t("profile.sessions.signedIn", { at }),
          }}
          endControl={(session) => (
            <EndButton
              intent="end-session"
              sessionId={session.id}
              label={t("profile.sessions.end")}
              ariaLabel={t("profile.sessions.endLabel", { device: session.device, place: session.place })}
            />
          )}
        />
      </div>
    </section>
  );
}
