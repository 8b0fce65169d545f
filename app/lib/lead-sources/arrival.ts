// The page a visit began on and the site that sent the visitor (issue 37), kept in the tab's
// sessionStorage by the islands runtime on the visit's first page, and sent only with a lead
// form. Not a cookie: it never travels with a request, and it ends when the tab is closed.

const key = "suryoday:arrival";

export function rememberArrival(): void {
  try {
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(
      key,
      JSON.stringify({ page: location.pathname + location.search, referrer: document.referrer }),
    );
  } catch {
    // Storage refused (a private window's quota, a browser setting): the form's page is used.
  }
}

/** Adds the visit's first page and referrer to a form's body. */
export function withArrival(body: FormData): FormData {
  try {
    const arrival = JSON.parse(sessionStorage.getItem(key) ?? "null") as {
      page?: unknown;
      referrer?: unknown;
    } | null;
    if (typeof arrival?.page === "string") body.set("arrivalPage", arrival.page);
    if (typeof arrival?.referrer === "string") body.set("arrivalReferrer", arrival.referrer);
  } catch {
    // Nothing kept: the server reads the form's own page.
  }
  return body;
}
