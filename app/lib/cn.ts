import { type ClassValue, clsx } from "clsx";

/**
 * Join class names (clsx: strings, falsy values, arrays and `{ class: condition }` objects).
 *
 * No tailwind-merge (decision 0019): it would add 8.3 KiB gzip to every storefront page's first
 * load, and rendering 23 pages with it changed no class list. Components take size and layout
 * overrides through props or breakpoint-prefixed classes, which never conflict.
 */
export function cn(...classes: ClassValue[]): string {
  return clsx(classes);
}
