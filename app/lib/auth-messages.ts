import { formatMalaysiaTime } from "./dates";

/** What an auth action or API call answered when it failed. */
export interface AuthFailure {
  status: number;
  error?: string;
  reason?: unknown;
  banExpiresAt?: unknown;
}

/** SPEC.md §8 "Login": the ban message is several lines; 401 has its own sentence. */
export function loginFailureMessage(failure: AuthFailure): string {
  if (failure.status === 403 && failure.error === "Account is banned") {
    return [
      "Your account has been suspended by the admin.",
      typeof failure.reason === "string" && failure.reason
        ? `Ban reason: ${failure.reason}`
        : "No reason provided",
      typeof failure.banExpiresAt === "string"
        ? `Ban expires on: ${formatMalaysiaTime(failure.banExpiresAt)}`
        : "This is a permanent ban.",
      "Contact support for help.",
    ].join("\n");
  }
  if (failure.status === 401) {
    return "Invalid username/email or password. Please check your credentials and try again.";
  }
  return failure.error || "Login failed. Please try again.";
}

/** SPEC.md §8 "Registration". */
export function registerFailureMessage(failure: AuthFailure): string {
  if (failure.status === 409) {
    return "An account with this username or email already exists. Please use different credentials.";
  }
  if (failure.status === 400) {
    return failure.error || "Invalid registration data. Please check your information and try again.";
  }
  return failure.error || "Registration failed. Please try again.";
}

/** The one answer to "forgot password", whether or not the address has an account. */
export const FORGOT_ANSWER =
  "If an account uses that address, we have sent it a link to reset the password. It works for 30 minutes.";
