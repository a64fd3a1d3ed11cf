import type { JSX, SVGProps } from "react";
import sprite from "~/assets/icons.svg?url";
import { cn } from "~/lib/cn";

type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;
export type IconComponent = (props: IconProps) => JSX.Element;

/**
 * One icon drawn from the sprite by reference. The stroke and fill come from the `icon` class in
 * app.css and reach the shapes through <use>, so `text-*` and `fill-*` classes colour it as they
 * coloured Lucide's inline drawings. Decorative unless given a label.
 */
export function spriteIcon(id: string): IconComponent {
  return function Icon({ className, ...props }) {
    const labelled = props["aria-label"] !== undefined;
    return (
      // biome-ignore lint/a11y/noSvgWithoutTitle: hidden from assistive technology unless labelled, and then role="img" names it
      <svg
        width="24"
        height="24"
        viewBox="0 0 24 24"
        className={cn("icon", className)}
        aria-hidden={labelled ? undefined : true}
        role={labelled ? "img" : undefined}
        {...props}
      >
        <use href={`${sprite}#${id}`} />
      </svg>
    );
  };
}
