import { Star } from "lucide-react";
import { cn } from "~/lib/cn";

/** Five stars with the rating spelled out for screen readers. */
export function StarRating({
  rating,
  className,
  label = `Rated ${rating} out of 5`,
}: {
  rating: number;
  className?: string;
  /** The spoken rating in the page's language (pages that send their own words pass it). */
  label?: string;
}) {
  // A star is filled from .75 up, so 4.5 shows four stars rather than a flattering five.
  const rounded = Math.floor(rating + 0.25);
  return (
    <p className={cn("flex items-center gap-0.5", className)}>
      <span className="sr-only">{label}</span>
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
