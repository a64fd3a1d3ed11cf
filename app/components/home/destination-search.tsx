import { Search } from "lucide-react";
import { Form } from "react-router";
import { cn } from "~/lib/cn";

/** A plain GET form to /shop?q=…: the same search the Shop page runs, with or without JavaScript. */
export function DestinationSearch({ className }: { className?: string }) {
  return (
    <Form
      method="get"
      action="/shop"
      role="search"
      aria-label="Find plans by destination"
      className={className}
    >
      <label htmlFor="home-destination" className="text-sm font-semibold text-ink">
        Where are you travelling?
      </label>
      <div className="mt-2 flex gap-2">
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-3.5 left-3 size-5 text-subtle"
          />
          <input
            id="home-destination"
            type="search"
            name="q"
            required
            maxLength={80}
            autoComplete="off"
            placeholder="e.g. Japan or Europe"
            className="h-12 w-full rounded-control border border-line bg-white pr-3 pl-10 text-base shadow-sm"
          />
        </div>
        <button
          type="submit"
          className={cn(
            "inline-flex h-12 items-center rounded-control bg-ink px-5 font-semibold text-white hover:bg-primary-900",
          )}
        >
          Search
        </button>
      </div>
    </Form>
  );
}
