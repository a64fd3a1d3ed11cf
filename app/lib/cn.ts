import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Join class names (clsx: strings, falsy values, arrays and `{ class: condition }` objects) and let a
 * later Tailwind class win over an earlier one of the same property, so a caller's `className`
 * overrides a component's default (e.g. `cn("px-3", "px-6")` is `"px-6"`).
 */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}
