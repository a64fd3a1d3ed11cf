import { useId } from "react";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { inputClass } from "~/components/ui/input";
import { CLAIM_LABELS, CLAIM_NAMES, type StorefrontClaimsInput } from "~/schemas/claims";
import { HiddenFields } from "./intent-actions";
import { useAdminIntent } from "./use-admin-intent";

/**
 * The home page's claims (partner logos): each is shown only when ticked here with its source, which
 * the home page prints beside it (decision 0068). The shop's counts come from its data (decision 0085).
 */
export function ClaimsCard({ claims }: { claims: StorefrontClaimsInput }) {
  const id = useId();
  const { fetcher, pending, failure } = useAdminIntent();
  const errors = failure?.fieldErrors ?? {};
  return (
    <Card>
      <h2 className="text-lg font-semibold">Storefront claims</h2>
      <p className="text-sm text-muted">
        Shown on the home page only when ticked, with the source that backs them (a contract, a report, a web
        address). Without a source a claim stays hidden.
      </p>
      <fetcher.Form method="post" noValidate className="mt-4 grid gap-4" data-testid="claims-form">
        <HiddenFields intent="save-claims" />
        {CLAIM_NAMES.map((name) => (
          <div key={name} className="grid gap-2 sm:grid-cols-[16rem_1fr] sm:items-start">
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                name={`${name}Shown`}
                className="mt-0.5 size-4 accent-primary-700"
                defaultChecked={claims[name].shown}
              />
              <span>Show {CLAIM_LABELS[name]}</span>
            </label>
            <Field
              variant="admin"
              label={`Source for ${name}`}
              id={`${id}-${name}`}
              error={errors[`${name}Source`]}
            >
              <input
                id={`${id}-${name}`}
                name={`${name}Source`}
                className={inputClass("admin")}
                defaultValue={claims[name].source ?? ""}
              />
            </Field>
          </div>
        ))}
        <button
          type="submit"
          disabled={pending}
          className={buttonClass("primary", "sm", "justify-self-start")}
        >
          Save claims
        </button>
      </fetcher.Form>
    </Card>
  );
}
