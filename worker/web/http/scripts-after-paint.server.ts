/**
 * The page is whole, working HTML before any script runs (decision 0008), so its scripts wait for
 * the first paint instead of competing with it (decision 0055). React Router writes module preloads
 * in the head and one inline module script that imports the entry; here the preloads are taken out
 * and the module script is made inert, and a small script placed after it, once the browser has
 * painted, adds the preloads back (at low priority) and runs the module script as written. A tab
 * opened in the background paints nothing until it is shown: it starts at once.
 */
const DEFERRED_MODULE_TYPE = "text/x-module-after-paint";

// Started by the browser's own report of the first paint (which comes once the frame is on the
// screen, not when it is drawn), by the tab being hidden, or, where paint timing is unknown, one
// frame later.
function starter(preloads: string[]): string {
  const list = JSON.stringify(preloads).replace(/</g, "\\u003c");
  return `(()=>{const me=document.currentScript,held=me.previousElementSibling,nonce=me.nonce;let started=false;const start=()=>{if(started)return;started=true;for(const href of ${list}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;link.fetchPriority="low";document.head.append(link)}const live=document.createElement("script");live.type="module";live.nonce=nonce;live.textContent=held.textContent;held.replaceWith(live)};if(document.visibilityState==="hidden")return start();document.addEventListener("visibilitychange",start,{once:true});if(PerformanceObserver.supportedEntryTypes?.includes("paint"))new PerformanceObserver((_,observer)=>{observer.disconnect();setTimeout(start)}).observe({type:"paint",buffered:true});else requestAnimationFrame(()=>setTimeout(start))})()`;
}

export function withScriptsAfterFirstPaint(response: Response, nonce: string): Response {
  const preloads: string[] = [];
  return new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element(link) {
        const href = link.getAttribute("href");
        if (href) preloads.push(href);
        link.remove();
      },
    })
    .on('script[type="module"]', {
      element(script) {
        script.setAttribute("type", DEFERRED_MODULE_TYPE);
        script.removeAttribute("async");
        script.after(`<script nonce="${nonce}">${starter(preloads)}</script>`, { html: true });
      },
    })
    .transform(response);
}
