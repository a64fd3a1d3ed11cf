import { Loader2 } from "~/components/ui/icons";

export function VerifyingAccess() {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-24 text-center">
      <Loader2 aria-hidden="true" className="size-8 animate-spin text-primary-700" />
      <p className="text-lg font-semibold">Verifying Access</p>
      <p className="text-sm text-muted">Checking your permissions...</p>
    </div>
  );
}
