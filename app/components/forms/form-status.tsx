import { CheckCircle2, CircleAlert } from "~/components/ui/icons";

/** Server-rendered outcome of a form post (shown when the form was posted without JavaScript). */
export function FormStatus({
  success,
  error,
}: {
  success?: { title: string; text: string };
  error?: string;
}) {
  if (success) {
    return (
      <div
        role="status"
        className="flex gap-3 rounded-card bg-success-50 p-4 text-success-700 ring-1 ring-success-700/20"
        data-testid="form-success"
      >
        <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
        <div>
          <p className="font-semibold">{success.title}</p>
          <p className="mt-0.5 text-sm">{success.text}</p>
        </div>
      </div>
    );
  }
  if (error) {
    return (
      <div
        role="alert"
        className="flex gap-3 rounded-card bg-danger-50 p-4 text-danger-700 ring-1 ring-danger-700/20"
        data-testid="form-error"
      >
        <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
        <p className="text-sm font-medium">{error}</p>
      </div>
    );
  }
  return null;
}
