import { useEffect } from "react";

/**
 * SPEC.md §2: `.fade-in` elements appear once 10% of them is in view. Progressive enhancement:
 * the server renders everything visible; only after hydration are elements still below the fold
 * hidden, and only when the visitor has not asked for reduced motion.
 */
function show(element: HTMLElement) {
  element.classList.remove("reveal-pending");
  element.classList.add("is-visible");
  element.style.transition = "opacity 500ms ease-out, transform 500ms ease-out";
  element.style.opacity = "";
  element.style.transform = "";
}

export function ScrollReveal() {
  useEffect(() => {
    if (!("IntersectionObserver" in window)) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    // The observer's first report says which elements are in view, so nothing here measures the
    // page: a measurement per element would force the layout that sections drawn only near the
    // viewport (`render-near-view`) skip.
    const hidden = new WeakSet<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const element = entry.target as HTMLElement;
          if (entry.isIntersecting) {
            if (hidden.has(element)) show(element);
            else element.classList.add("is-visible");
            observer.unobserve(element);
          } else if (!hidden.has(element)) {
            // Hidden at once, with no transition: one set here would fade every section below the
            // fold out after hydration, each firing transition events through React's root listener.
            hidden.add(element);
            element.classList.add("reveal-pending");
            element.style.opacity = "0";
            element.style.transform = "translateY(16px)";
          }
        }
      },
      { threshold: 0.1 },
    );
    for (const element of document.querySelectorAll(".fade-in:not(.is-visible)")) observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return null;
}
