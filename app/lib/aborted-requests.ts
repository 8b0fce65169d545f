// React Router cancels the requests of a navigation that a newer one replaces (a click while the
// page still reloads its data after a form), with an AbortController and no reason. When one of
// them had already answered and only the end of its response was still on the way, as happens on
// a busy machine, the router's response decoder leaves the cancellation unobserved: the browser
// reports "Uncaught (in promise) AbortError: signal is aborted without reason", twice (issue 18).
// A request cancelled on purpose is no failure; every other rejection is still reported.

/** Whether `reason` is the error of an aborted request (`fetch` or its body, any browser). */
export function isAbortError(reason: unknown): boolean {
  return reason instanceof DOMException && reason.name === "AbortError";
}

/** Marks a cancelled request's unobserved rejection handled, on pages React Router drives. */
export function quietAbortedRequests(target: EventTarget = window): void {
  target.addEventListener("unhandledrejection", (event) => {
    if (isAbortError((event as PromiseRejectionEvent).reason)) event.preventDefault();
  });
}
