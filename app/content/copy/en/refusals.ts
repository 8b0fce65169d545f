// What the server answers before any page code runs (server/form-security.ts and
// server/request-handler.ts): the refusals of a form post, as a small page without JavaScript
// and as the text of a toast with it. The forms' own words are in forms.ts.

export const refusalsCopy = {
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
  /** A private link's page asked for too often from one address (issue 20). */
  tooOften: {
    title: "Too many requests",
    text: "This page was asked for many times in a short time. Please wait a minute, then try again.",
    back: "Go to the home page",
  },
  /** A document larger than 10 MB sent from a project's page (issue 35). */
  fileTooLarge: {
    title: "File too large",
    text: "This file is larger than 10 MB, so we did not read it. Take the photo again at a lower resolution, or send a smaller PDF. Your browser's Back button returns you to your project page.",
    back: "Open your project page again",
  },
  tooLarge: {
    title: "Too much to send",
    text: "What you sent is larger than our forms accept, so we did not read it. Please shorten your message and try again. Your browser's Back button returns you to the form with what you typed.",
    back: "Open the form again",
  },
};

/**
 * The server's plain-text answers where no page answers (server/app.ts, form-security.ts,
 * request-handler.ts): in the language of the path asked for.
 */
export const plainAnswersCopy = {
  400: "Bad request",
  404: "Not found",
  405: "Method not allowed",
  500: "Sorry, something went wrong on our side. Please try again in a moment.",
};

export type RefusalsCopy = typeof refusalsCopy;
export type PlainAnswersCopy = typeof plainAnswersCopy;
export type RefusalKind = keyof RefusalsCopy;
