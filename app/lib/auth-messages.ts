/** What an auth action or API call answered when it failed. */
export interface AuthFailure {
  status: number;
  error?: string;
  reason?: unknown;
  banExpiresAt?: unknown;
}
