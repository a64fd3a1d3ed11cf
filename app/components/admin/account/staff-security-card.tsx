import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useAdminMutation } from "../use-mutation";

/** Super admin only: make two-factor sign-in required for every staff member. */
export function StaffSecurityCard({ required, selfEnabled }: { required: boolean; selfEnabled: boolean }) {
  const { run, pending } = useAdminMutation();
  async function toggle() {
    await run(
      "PUT",
      "/api/admin/settings/security",
      { twoFactorRequired: !required },
      {
        success: {
          title: required ? "Two-factor is optional" : "Two-factor is required",
          description: required ? undefined : "Staff without it are sent to set it up on their next request.",
        },
        failure: "Error",
      },
    );
  }
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
      <button
        type="button"
        className={buttonClass(required ? "secondary" : "primary", "sm", "mt-3")}
        onClick={toggle}
        disabled={pending || (!required && !selfEnabled)}
      >
        {required ? "Make two-factor optional" : "Require two-factor for all staff"}
      </button>
    </Card>
  );
}
