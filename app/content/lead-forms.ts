// Wording shared by the site's three forms (contact, quote request, newsletter): the failure
// toast and the refusals the server gives before a form is read. Field errors are in
// copy/en/field-errors.ts.

export const submissionMessages = {
  /** The destructive toast when the request fails (network, server or a refusal). */
  failedTitle: "Not sent",
  failedText:
    "We couldn't send your details just now. Nothing you typed is lost: please check your connection and try again.",
  /** When the site runs without its database (a prerendered preview, for one). */
  unavailableText:
    "Our forms are not taking submissions at the moment. Please try again later, or call or e-mail us.",
  invalidTitle: "Please check the form",
  invalidText: "Some fields need your attention before we can send this.",
} as const;

/** What the server answers before any page code runs (server/form-security.ts). */
export const formRefusals = {
  throttled: {
    title: "Too many submissions",
    text: "You've sent several forms in a short time. Please wait a minute, then try again. Your browser's Back button returns you to the form with what you typed.",
    back: "Open the form again",
  },
  crossSite: {
    title: "Form not accepted",
    text: "This form was sent from another website, so we did not accept it. Please use the form on our own site.",
    back: "Go to the home page",
  },
  tooLarge: {
    title: "Too much to send",
    text: "What you sent is larger than our forms accept, so we did not read it. Please shorten your message and try again. Your browser's Back button returns you to the form with what you typed.",
    back: "Open the form again",
  },
} as const;
