import { useEffect, useId, useRef, useState } from "react";
import { useFetcher, useNavigate, useNavigation, useSearchParams } from "react-router";
import { VerifyingAccess } from "~/components/admin/access";
import { adminMeta } from "~/components/admin/route-meta";
import { StaffFrame } from "~/components/admin/staff-frame";
import { useFetcherForm } from "~/components/forms/use-route-form";
import { buttonClass } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { CheckCircle2, Loader2, LockKeyhole } from "~/components/ui/icons";
import { inputClass } from "~/components/ui/input";
import { adminRedirectTarget } from "~/lib/admin-redirect";
import { STAFF_CHROME } from "~/lib/chrome";
import { AdminLoginSchema } from "~/schemas/admin/session";
import { adminLoginAction } from "../../worker/web/pages/admin/admin-login.server";
import type { Route } from "./+types/admin.login";

const ADMIN_LOGIN_REDIRECT_MS = 1500;

export const meta: Route.MetaFunction = adminMeta("Sign in");

/** A back-office page: its own slim frame, not the shop's header ("Sign up") and footer. */
export const handle = STAFF_CHROME;

type Status = "idle" | "loading" | "success" | "error";

/** The one sign-in form's post (worker/web/pages/admin/admin-login.server.ts); no JSON API call from the page. */
export async function action({ request, context }: Route.ActionArgs) {
  return adminLoginAction(request, context);
}

/** Where the card is: posting, signed in (about to move on), refused, or waiting for input. */
function loginStatus(posting: boolean, signedIn: boolean, failure: Record<string, unknown> | null): Status {
  if (posting) return "loading";
  if (signedIn) return "success";
  return failure && !failure.askCode ? "error" : "idle";
}

function signInFailedWords(codeAsked: boolean): string {
  return codeAsked
    ? "Sign-in failed. Check the code and try the newest one."
    : "Sign-in failed. Check your username and password.";
}

function LoginHeading() {
  return (
    <div className="flex items-center gap-3">
      <span className="rounded-full bg-primary-50 p-2 text-primary-700">
        <LockKeyhole aria-hidden="true" className="size-6" />
      </span>
      <div>
        <h1 className="text-2xl font-bold">Admin Login</h1>
        <p className="text-sm text-muted">Staff only. Sign in to manage the shop.</p>
      </div>
    </div>
  );
}

export default function AdminLoginPage({ actionData }: Route.ComponentProps) {
  const id = useId();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const fetcher = useFetcher<typeof action>();
  const formRef = useRef<HTMLFormElement>(null);
  // Back to the back-office page that sent them here (?redirectTo=), on this site only.
  const [searchParams] = useSearchParams();
  const back = adminRedirectTarget(searchParams.get("redirectTo"));
  const result = fetcher.data ?? actionData;
  const failure = result && !result.ok ? result : null;
  const next = result?.ok ? result.next : back;
  // Two-factor: after a right password the server asks for the code; both go again.
  const [askCode, setAskCode] = useState(false);
  const codeAsked = askCode || failure?.twoFactorRequired === true;
  const status = loginStatus(fetcher.state !== "idle", result?.ok === true, failure);
  const { form, onSubmit: submit } = useFetcherForm({
    schema: AdminLoginSchema,
    defaults: { username: "", password: "", code: "" },
    fetcher,
    formRef,
  });
  const { errors } = form.formState;
  const fieldError = (name: "username" | "password") => errors[name]?.message ?? failure?.fieldErrors?.[name];

  useEffect(() => {
    if (!codeAsked) return;
    setAskCode(true);
    form.setFocus("code");
  }, [codeAsked, form]);

  useEffect(() => {
    if (status !== "success") return;
    const timer = setTimeout(() => navigate(next), ADMIN_LOGIN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [status, navigate, next]);

  if (navigation.state === "loading" && navigation.location.pathname === next.split(/[?#]/)[0]) {
    return <VerifyingAccess />;
  }

  return (
    <StaffFrame back={{ to: "/", label: "Back to the shop" }}>
      <div className="mx-auto flex max-w-md flex-col px-4 py-12 sm:py-20">
        <div className="rounded-card bg-surface p-6 shadow-card ring-1 ring-line sm:p-8" data-state={status}>
          <LoginHeading />
          {/* Without JavaScript: the same post, then the same 1.5 s before the next page. */}
          {actionData?.ok && <meta httpEquiv="refresh" content={`1.5;url=${actionData.next}`} />}
          <form ref={formRef} method="post" onSubmit={submit} noValidate className="mt-6 space-y-4">
            <input type="hidden" name="redirectTo" value={back} />
            <Field variant="admin" label="Username" id={`${id}-username`} error={fieldError("username")}>
              <input
                id={`${id}-username`}
                autoComplete="username"
                className={inputClass("admin")}
                aria-invalid={Boolean(errors.username) || status === "error"}
                {...form.register("username")}
              />
            </Field>
            <Field variant="admin" label="Password" id={`${id}-password`} error={fieldError("password")}>
              <input
                id={`${id}-password`}
                type="password"
                autoComplete="current-password"
                className={inputClass("admin")}
                aria-invalid={Boolean(errors.password) || status === "error"}
                {...form.register("password")}
              />
            </Field>
            {codeAsked && (
              <Field
                variant="admin"
                label="Authentication code"
                id={`${id}-code`}
                hint="The 6-digit code from your authenticator app, or a recovery code."
              >
                <input
                  id={`${id}-code`}
                  autoComplete="one-time-code"
                  className={inputClass("admin", "font-mono tracking-widest")}
                  aria-invalid={status === "error"}
                  {...form.register("code")}
                />
              </Field>
            )}
            {status === "error" && (
              <p role="alert" className="rounded-control bg-danger-50 px-3 py-2 text-sm text-danger-700">
                {failure?.status === 429 ? failure.error : signInFailedWords(codeAsked)}
              </p>
            )}
            <button
              type="submit"
              className={buttonClass("primary", "md", "w-full")}
              disabled={status === "loading" || status === "success"}
            >
              {status === "loading" ? (
                <>
                  <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Signing in...
                </>
              ) : status === "success" ? (
                <>
                  <CheckCircle2 aria-hidden="true" className="size-4" /> Signed in
                </>
              ) : (
                "Sign in"
              )}
            </button>
          </form>
        </div>
      </div>
    </StaffFrame>
  );
}
