/**
 * React Router's default client entry, except that hydration starts in a task of its own.
 * Evaluating React's code is one long task that cannot be split; starting hydration in that same
 * task would only make it longer, so it waits for the next one and the browser can handle input
 * and paint in between (docs/decisions/007-hydrate-after-load.md).
 */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

setTimeout(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
