/** A plan's picture beside an order's line: decorative (the line names the plan), 16:7, lazy. */
export function PlanThumb({ src }: { src: string }) {
  return (
    <img
      src={src}
      alt=""
      width={96}
      height={42}
      loading="lazy"
      className="aspect-[16/7] w-20 shrink-0 rounded-control bg-primary-50 object-cover sm:w-24"
    />
  );
}
