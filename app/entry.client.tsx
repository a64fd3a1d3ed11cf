import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The server's HTML is the whole page (every screen works without JavaScript), so let the browser
// paint it first and hydrate in the task after that frame, instead of holding the first paint back
// for React on a slow phone.
requestAnimationFrame(() => setTimeout(hydrate, 0));
