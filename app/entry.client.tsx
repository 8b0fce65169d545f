import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { pageTransitionDone, quietPageTransitions } from "~/islands/page-transition";

// Only pages React Router hydrates whole use this (the staff inbox);
// public pages hydrate their islands (app/islands/runtime.ts). React Router's own entry, after
// the page-change transition has finished.
quietPageTransitions();
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
