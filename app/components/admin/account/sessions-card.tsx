import { SessionsList } from "~/components/account/sessions-list";
import { Card } from "~/components/ui/card";
import { formatMalaysiaShort } from "~/lib/dates";
import type { SignedInSession } from "~/schemas/sessions";
import { IntentButton } from "../intent-actions";

/** My account's "Where you're signed in": this member's open sessions; ending one is audited. */
export function StaffSessionsCard({ sessions }: { sessions: SignedInSession[] }) {
  const others = sessions.some((session) => !session.current);
  return (
    <Card labelledBy="staff-sessions-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-xl">
          <h2 id="staff-sessions-title" className="text-lg font-semibold">
            Where you're signed in
          </h2>
          <p className="text-sm text-muted">
            Places are approximate. Sign out any browser you don't recognise, then change your password.
          </p>
        </div>
        {others && <IntentButton intent="end-other-sessions">Sign out everywhere else</IntentButton>}
      </div>
      <div className="mt-4">
        <SessionsList
          sessions={sessions}
          formatTime={formatMalaysiaShort}
          endControl={(session) => (
            <IntentButton intent="end-session" fields={{ sessionId: session.id }}>
              Sign out
            </IntentButton>
          )}
        />
      </div>
    </Card>
  );
}
