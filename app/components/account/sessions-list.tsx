import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { Monitor, Smartphone, Tablet } from "~/components/ui/icons";
import type { SignedInSession } from "~/schemas/sessions";

/** The list's words; staff read them in English, a customer in their page's language. */
export interface SessionsWords {
  thisDevice: string;
  activeNow: string;
  lastActive: (at: string) => string;
  signedIn: (at: string) => string;
}

const ENGLISH: SessionsWords = {
  thisDevice: "This device",
  activeNow: "Active now",
  lastActive: (at) => `Last active ${at}`,
  signedIn: (at) => `Signed in ${at}`,
};

function DeviceIcon({ device }: { device: string }) {
  const Icon = /iPad/.test(device) ? Tablet : /Android|iPhone/.test(device) ? Smartphone : Monitor;
  return (
    <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-50 text-primary-700">
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}

/**
 * "Where you're signed in", shared by the customer's profile and the staff member's account: one
 * row per open session, this browser first; `endControl` draws the page's own way to end one.
 */
export function SessionsList({
  sessions,
  formatTime,
  endControl,
  words = ENGLISH,
}: {
  sessions: SignedInSession[];
  formatTime: (iso: string) => string;
  endControl: (session: SignedInSession) => ReactNode;
  words?: SessionsWords;
}) {
  return (
    <ul className="divide-y divide-line" data-testid="sessions-list">
      {sessions.map((session) => (
        <li
          key={session.id}
          data-testid="session-row"
          className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-3 py-4 first:pt-0 last:pb-0 sm:grid-cols-[auto_1fr_auto]"
        >
          <DeviceIcon device={session.device} />
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2 font-semibold">
              {session.device}
              {session.current && <Badge tone="success">{words.thisDevice}</Badge>}
            </p>
            <p className="text-sm text-muted">{session.place}</p>
            <p className="text-xs text-subtle">
              <span className="whitespace-nowrap">
                {session.current
                  ? words.activeNow
                  : words.lastActive(formatTime(session.lastSeenAt ?? session.createdAt))}
              </span>
              {" · "}
              <span className="whitespace-nowrap">{words.signedIn(formatTime(session.createdAt))}</span>
            </p>
          </div>
          {!session.current && <div className="col-start-2 sm:col-start-3">{endControl(session)}</div>}
        </li>
      ))}
    </ul>
  );
}
