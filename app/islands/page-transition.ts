// The page change's cross-document View Transition (app.css) and the scripts that come after it.
// React skips a view transition that is still running when it commits (hydration included),
// which cuts the new page's entrance short and rejects the transition's promises, so: wait for
// it to finish before hydrating, and treat a skipped or aborted transition (a reload, the back
// button, a quick second click) as the nothing it is.

type DocumentWithTransition = Document & { activeViewTransition?: ViewTransition | null };

function quiet(transition: ViewTransition): Promise<void> {
  transition.ready.catch(() => {});
  transition.updateCallbackDone.catch(() => {});
  return transition.finished.then(
    () => {},
    () => {},
  );
}

/** Resolves when no page-change transition is running (at once if none is). */
export function pageTransitionDone(): Promise<void> {
  const running = (document as DocumentWithTransition).activeViewTransition;
  return running ? quiet(running) : Promise.resolve();
}

/** Marks every page-change transition of this document handled, including one still to come. */
export function quietPageTransitions(): void {
  void pageTransitionDone();
  addEventListener("pagereveal", (event) => {
    const transition = (event as Event & { viewTransition?: ViewTransition | null }).viewTransition;
    if (transition) void quiet(transition);
  });
}
