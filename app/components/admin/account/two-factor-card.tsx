import { ShieldCheck, ShieldOff } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { inputClass } from "~/components/ui/input";
import { apiFetch, failureMessage } from "~/lib/api";
import type { StaffAccount, TwoFactorSetup } from "~/schemas/admin/account";
import { useAdminMutation } from "../use-mutation";

/** Two-factor sign-in: set up with an authenticator app (QR or typed secret), or turn off. */
export function TwoFactorCard({ account }: { account: StaffAccount }) {
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Two-factor sign-in</h2>
        {account.twoFactorEnabled ? (
          <Badge tone="success">On</Badge>
        ) : (
          <Badge tone={account.twoFactorRequired ? "danger" : "neutral"}>Off</Badge>
        )}
      </div>
      {account.twoFactorRequired && !account.twoFactorEnabled && (
        <p role="alert" className="mt-2 rounded-control bg-warning-50 px-3 py-2 text-sm text-warning-800">
          Two-factor sign-in is required for all staff. Set it up to open the rest of the back office.
        </p>
      )}
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      ) : account.twoFactorEnabled ? (
        <DisableTwoFactor account={account} />
      ) : (
        <EnrolTwoFactor onEnabled={setRecoveryCodes} />
      )}
    </Card>
  );
}

function EnrolTwoFactor({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const id = useId();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState("");
  const [starting, setStarting] = useState(false);
  const { run, pending } = useAdminMutation();

  async function start() {
    setStarting(true);
    setError("");
    try {
      setSetup(await apiFetch<TwoFactorSetup>("/api/admin/account/two-factor/setup", { method: "POST" }));
    } catch (error) {
      setError(failureMessage(error));
    } finally {
      setStarting(false);
    }
  }

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    setError("");
    const result = await run<{ recoveryCodes: string[] }>(
      "POST",
      "/api/admin/account/two-factor/confirm",
      { code },
      { success: { title: "Two-factor sign-in is on", description: "Keep your recovery codes safe." } },
    );
    if (result.ok) onEnabled(result.data.recoveryCodes);
    else setError(result.error);
  }

  if (!setup) {
    return (
      <div className="mt-3">
        <p className="text-sm text-muted">
          Sign-in will also ask for a 6-digit code from an authenticator app on your phone (Google
          Authenticator, 1Password, Authy…).
        </p>
        {error && (
          <p role="alert" className="mt-2 text-sm text-danger-700">
            {error}
          </p>
        )}
        <button
          type="button"
          className={buttonClass("primary", "sm", "mt-3")}
          onClick={start}
          disabled={starting}
        >
          <ShieldCheck aria-hidden="true" className="size-4" />
          {starting ? "Preparing..." : "Set up two-factor"}
        </button>
      </div>
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
      <form onSubmit={confirm} noValidate className="space-y-3">
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
        <Field variant="admin" label="Code from the app" id={`${id}-code`} error={error || undefined}>
          <input
            id={`${id}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className={inputClass("admin", "max-w-40 font-mono tracking-widest")}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
            aria-invalid={Boolean(error)}
          />
        </Field>
        <button
          type="submit"
          className={buttonClass("primary", "sm")}
          disabled={pending || code.length !== 6}
        >
          {pending ? "Checking..." : "Turn on two-factor"}
        </button>
      </form>
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
      <button type="button" className={buttonClass("secondary", "sm", "mt-3")} onClick={onDone}>
        I have saved them
      </button>
    </div>
  );
}

function DisableTwoFactor({ account }: { account: StaffAccount }) {
  const id = useId();
  const [password, setPassword] = useState("");
  const [error, setError] = useState("");
  const { run, pending } = useAdminMutation();
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError("");
    const result = await run(
      "POST",
      "/api/admin/account/two-factor/disable",
      { password },
      { success: { title: "Two-factor sign-in is off" } },
    );
    if (!result.ok) setError(result.error);
  }
  return (
    <div className="mt-3">
      <p className="text-sm text-muted">
        Sign-in asks for a code from your authenticator app. Recovery codes left:{" "}
        <strong className="text-ink">{account.recoveryCodesLeft}</strong>.
      </p>
      {account.twoFactorRequired ? (
        <p className="mt-2 text-sm text-muted">Required for all staff, so it cannot be turned off.</p>
      ) : (
        <form onSubmit={submit} noValidate className="mt-3 flex flex-wrap items-end gap-3">
          <Field variant="admin" label="Current password" id={`${id}-pw`} error={error || undefined}>
            <input
              id={`${id}-pw`}
              type="password"
              autoComplete="current-password"
              className={inputClass("admin")}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={Boolean(error)}
            />
          </Field>
          <button type="submit" className={buttonClass("secondary", "sm")} disabled={pending || !password}>
            <ShieldOff aria-hidden="true" className="size-4" /> Turn off
          </button>
        </form>
      )}
    </div>
  );
}
