import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { pageTransitionDone, quietPageTransitions } from "~/islands/page-transition";
import { quietAbortedRequests } from "~/lib/aborted-requests";

// Only pages React Router hydrates whole use this (the staff inbox);
// public pages hydrate their islands (app/islands/runtime.ts). React Router's own entry, after
// the page-change transition has finished; the requests of a navigation that a newer one
// replaced are cancelled, not failed.
quietPageTransitions();
quietAbortedRequests();
void pageTransitionDone().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
