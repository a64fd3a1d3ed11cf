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
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          show(entry.target as HTMLElement);
          observer.unobserve(entry.target);
        }
      },
      { threshold: 0.1 },
    );
    // Measure every element first, then write: interleaving the two forces a layout per element.
    const elements = [...document.querySelectorAll<HTMLElement>(".fade-in:not(.is-visible)")];
    const inView = elements.map((element) => element.getBoundingClientRect().top < window.innerHeight);
    for (const [index, element] of elements.entries()) {
      if (inView[index]) {
        element.classList.add("is-visible");
      } else {
        element.classList.add("reveal-pending");
        // Hidden at once, with no transition: one set here would fade every section below the fold
        // out after hydration, each firing transition events through React's root listener.
        element.style.opacity = "0";
        element.style.transform = "translateY(16px)";
        observer.observe(element);
      }
    }
    return () => observer.disconnect();
  }, []);
  return null;
}
