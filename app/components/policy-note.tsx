import { Link } from "react-router";

/** The refund rule and the policy links, for checkout and anywhere a purchase is made. */
export function PolicyNote({ className }: { className?: string }) {
  return (
    <p className={className ?? "mt-4 text-sm text-muted"} data-testid="policy-note">
      Full refund for an unused, not-yet-activated eSIM within 7 days (
      <Link to="/refund-policy" className="font-medium text-primary-700 underline underline-offset-2">
        Refund Policy
      </Link>
      ). By paying you agree to our{" "}
      <Link to="/terms" className="font-medium text-primary-700 underline underline-offset-2">
        Terms
      </Link>{" "}
      and{" "}
      <Link to="/privacy" className="font-medium text-primary-700 underline underline-offset-2">
        Privacy Policy
      </Link>
      .
    </p>
  );
}
