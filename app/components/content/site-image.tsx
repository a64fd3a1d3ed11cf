import type { SiteImage as SiteImageData } from "~/schemas/content";

interface SiteImageProps {
  image: SiteImageData;
  /** Only the one above-the-fold hero is eager; everything else waits until it is near. */
  priority?: boolean;
  className?: string;
  alt?: string;
}

/** A site image (SPEC.md §3) with its box size, alt text and the right loading hints. */
export function SiteImage({ image, priority = false, className, alt }: SiteImageProps) {
  return (
    <img
      src={image.url}
      alt={alt ?? image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={className}
    />
  );
}
