import { Star } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { useT } from "~/lib/i18n";

/** Five stars with the rating spelled out for screen readers. */
export function StarRating({
  rating,
  className,
  label,
}: {
  rating: number;
  className?: string;
  /** The spoken rating; by default `stars.rated`, which the page must send. */
  label?: string;
}) {
  const t = useT();
  // A star is filled from .75 up, so 4.5 shows four stars rather than a flattering five.
  const rounded = Math.floor(rating + 0.25);
  return (
    <p className={cn("flex items-center gap-0.5", className)}>
      <span className="sr-only">{label ?? t("stars.rated", { rating })}</span>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn("size-4", n <= rounded ? "fill-accent-400 text-accent-400" : "text-line")}
        />
      ))}
    </p>
  );
}
