import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { HiddenFields } from "../intent-actions";
import { useAdminIntent } from "../use-admin-intent";

/** Super admin only: make two-factor sign-in required for every staff member. */
export function StaffSecurityCard({ required, selfEnabled }: { required: boolean; selfEnabled: boolean }) {
  const { fetcher, pending } = useAdminIntent();
  return (
    <Card>
      <h2 className="text-lg font-semibold">Staff sign-in rules</h2>
      <p className="text-sm text-muted">
        {required
          ? "Two-factor sign-in is required for all staff."
          : "Two-factor sign-in is optional. Require it so that a stolen password alone opens nothing."}
      </p>
      {!required && !selfEnabled && (
        <p className="mt-2 text-sm text-muted">Set up two-factor for your own account first.</p>
      )}
      <fetcher.Form method="post">
        <HiddenFields intent="require-two-factor" fields={{ twoFactorRequired: String(!required) }} />
        <button
          type="submit"
          className={buttonClass(required ? "secondary" : "primary", "sm", "mt-3")}
          disabled={pending || (!required && !selfEnabled)}
        >
          {required ? "Make two-factor optional" : "Require two-factor for all staff"}
        </button>
      </fetcher.Form>
    </Card>
  );
}
