import { useId, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { ShieldCheck, ShieldOff } from "~/components/ui/icons";
import { inputClass } from "~/components/ui/input";
import { useHydrated } from "~/lib/use-hydrated";
import type { StaffAccount } from "~/schemas/admin/account";
import type { AccountSecrets } from "~/schemas/admin/account-intents";
import { HiddenFields } from "../intent-actions";
import { useAdminIntent } from "../use-admin-intent";

// The secrets of enrolment (the key, its QR code, the recovery codes) are the action's answer to
// this card's posts: shown here once, never in a toast.

type ConfirmIntent = ReturnType<typeof useAdminIntent<AccountSecrets>>;

/** Two-factor sign-in: set up with an authenticator app (QR or typed secret), or turn off. */
export function TwoFactorCard({
  account,
  answer,
  needed = false,
}: {
  account: StaffAccount;
  answer: unknown;
  /** Required of this member and not set up yet (shop-wide, or by their permissions). */
  needed?: boolean;
}) {
  // The confirmation's fetcher lives here: its answer (the recovery codes) outlasts the set-up form.
  const confirm = useAdminIntent<AccountSecrets>({ intent: "confirm-two-factor", actionData: answer });
  const codes = confirm.answer?.ok ? confirm.answer.recoveryCodes : undefined;
  const [saved, setSaved] = useState<string[] | null>(null);
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Two-factor sign-in</h2>
        {account.twoFactorEnabled ? (
          <Badge tone="success">On</Badge>
        ) : (
          <Badge tone={account.twoFactorRequired || needed ? "danger" : "neutral"}>Off</Badge>
        )}
      </div>
      {(account.twoFactorRequired || needed) && !account.twoFactorEnabled && (
        <p role="alert" className="mt-2 rounded-control bg-warning-50 px-3 py-2 text-sm text-warning-800">
          {account.twoFactorRequired
            ? "Two-factor sign-in is required for all staff."
            : "Two-factor sign-in is required for staff who may refund, manage users or manage staff."}{" "}
          Set it up to open the rest of the back office.
        </p>
      )}
      {codes && codes !== saved && account.twoFactorEnabled ? (
        <RecoveryCodes codes={codes} onDone={() => setSaved(codes)} />
      ) : account.twoFactorEnabled ? (
        <DisableTwoFactor account={account} answer={answer} />
      ) : (
        <EnrolTwoFactor confirm={confirm} answer={answer} />
      )}
    </Card>
  );
}

function EnrolTwoFactor({ confirm, answer }: { confirm: ConfirmIntent; answer: unknown }) {
  const id = useId();
  const hydrated = useHydrated();
  // Mounted afresh whenever two-factor is off, so a set-up from before a removal is not shown again.
  const start = useAdminIntent<AccountSecrets>({ intent: "start-two-factor", actionData: answer });
  const setup = start.answer?.ok ? start.answer.setup : undefined;
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const codeError = confirm.failure
    ? (confirm.failure.fieldErrors?.code ?? confirm.failure.error)
    : undefined;

  if (!setup) {
    const passwordError = start.failure?.fieldErrors?.password;
    const error = passwordError ? undefined : (start.failure?.error ?? codeError);
    return (
      <start.fetcher.Form method="post" noValidate className="mt-3">
        <HiddenFields intent="start-two-factor" />
        <p className="text-sm text-muted">
          Sign-in will also ask for a 6-digit code from an authenticator app on your phone (Google
          Authenticator, 1Password, Authy…). Enter your current password to begin.
        </p>
        {error && (
          <p role="alert" className="mt-2 text-sm text-danger-700">
            {error}
          </p>
        )}
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <PasswordField
            label="Your password"
            id={`${id}-start-pw`}
            value={password}
            onChange={setPassword}
            error={passwordError}
          />
          <button
            type="submit"
            className={buttonClass("primary", "sm")}
            disabled={start.pending || (hydrated && !password)}
          >
            <ShieldCheck aria-hidden="true" className="size-4" />
            {start.pending ? "Preparing..." : "Set up two-factor"}
          </button>
        </div>
      </start.fetcher.Form>
    );
  }
  return (
    <div className="mt-3 grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start">
      <div
        role="img"
        aria-label="QR code for your authenticator app"
        data-testid="totp-qr"
        className="mx-auto size-48 rounded-control bg-white p-1 ring-1 ring-line [&>svg]:size-full"
        // The SVG is generated on our server from the otpauth URI (uqr), never from user input.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted server-rendered QR SVG
        dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
      />
      <confirm.fetcher.Form method="post" noValidate className="space-y-3">
        <HiddenFields intent="confirm-two-factor" />
        <ol className="list-decimal space-y-1 pl-5 text-sm text-muted">
          <li>Scan the code with your authenticator app.</li>
          <li>
            Or type this key:{" "}
            <code data-testid="totp-secret" className="font-mono text-sm break-all text-ink select-all">
              {setup.secret}
            </code>
          </li>
          <li>Enter the 6-digit code the app shows.</li>
        </ol>
        <Field variant="admin" label="Code from the app" id={`${id}-code`} error={codeError}>
          <input
            id={`${id}-code`}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className={inputClass("admin", "max-w-40 font-mono tracking-widest")}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
            aria-invalid={Boolean(codeError)}
          />
        </Field>
        <button
          type="submit"
          className={buttonClass("primary", "sm")}
          disabled={confirm.pending || (hydrated && code.length !== 6)}
        >
          {confirm.pending ? "Checking..." : "Turn on two-factor"}
        </button>
      </confirm.fetcher.Form>
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="mt-3">
      <p className="text-sm text-muted">
        Recovery codes: each signs you in once if your phone is lost. They are shown only now; store them
        somewhere safe.
      </p>
      <ul
        data-testid="recovery-codes"
        className="mt-3 grid grid-cols-2 gap-2 rounded-control bg-canvas p-3 font-mono text-sm ring-1 ring-line sm:grid-cols-5"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      {/* Without JavaScript, the page loaded again (and the codes gone) is the way on. */}
      <form
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          onDone();
        }}
      >
        <button type="submit" className={buttonClass("secondary", "sm", "mt-3")}>
          I have saved them
        </button>
      </form>
    </div>
  );
}

function DisableTwoFactor({ account, answer }: { account: StaffAccount; answer: unknown }) {
  const id = useId();
  const hydrated = useHydrated();
  const [password, setPassword] = useState("");
  const { fetcher, pending, failure } = useAdminIntent({ intent: "disable-two-factor", actionData: answer });
  const error = failure ? (failure.fieldErrors?.password ?? failure.error) : undefined;
  return (
    <div className="mt-3">
      <p className="text-sm text-muted">
        Sign-in asks for a code from your authenticator app. Recovery codes left:{" "}
        <strong className="text-ink">{account.recoveryCodesLeft}</strong>.
      </p>
      {account.twoFactorRequired ? (
        <p className="mt-2 text-sm text-muted">Required for all staff, so it cannot be turned off.</p>
      ) : (
        <fetcher.Form method="post" noValidate className="mt-3 flex flex-wrap items-end gap-3">
          <HiddenFields intent="disable-two-factor" />
          <PasswordField
            label="Current password"
            id={`${id}-pw`}
            value={password}
            onChange={setPassword}
            error={error}
          />
          <button
            type="submit"
            className={buttonClass("secondary", "sm")}
            disabled={pending || (hydrated && !password)}
          >
            <ShieldOff aria-hidden="true" className="size-4" /> Turn off
          </button>
        </fetcher.Form>
      )}
    </div>
  );
}

/** The current password, which starting and ending two-factor both ask for. */
function PasswordField(props: {
  label: string;
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <Field variant="admin" label={props.label} id={props.id} error={props.error}>
      <input
        id={props.id}
        name="password"
        type="password"
        autoComplete="current-password"
        className={inputClass("admin")}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={Boolean(props.error)}
      />
    </Field>
  );
}
