// The error page's words (a page that failed or was not found), apart from the site's other
// words so the root layout's boundary, which has no loader, can show them in the page's language
// (issue 24) without bringing in the rest of the copy.

export const errorPageCopy = {
  notFound: {
    title: "Page not found",
    text: "We couldn't find that page. It may have moved.",
  },
  unexpected: {
    title: "Something went wrong",
    text: "Sorry, this page could not be shown just now. Please try again in a moment, or call us.",
  },
  homeLink: "Go to the home page",
};

export type ErrorPageCopy = typeof errorPageCopy;
