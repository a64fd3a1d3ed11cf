import { Link } from "react-router";

/** The brand mark and name, linking home: the shop's home, or the back office's in the staff shell. */
export function BrandLogo({
  name,
  to = "/",
  label = `${name} home`,
}: {
  name: string;
  to?: string;
  label?: string;
}) {
  return (
    <Link to={to} className="flex items-center gap-2 rounded-md font-bold text-ink" aria-label={label}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" className="shrink-0">
        <rect width="32" height="32" rx="8" className="fill-primary-700" />
        <path
          d="M9 20a10 10 0 0 1 14 0M12 16.5a6 6 0 0 1 8 0"
          fill="none"
          stroke="white"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
        <circle cx="16" cy="23" r="1.8" fill="white" />
      </svg>
      <span className="text-lg tracking-tight">{name}</span>
    </Link>
  );
}
