// Messages the site shows when something goes wrong, outside any one page.
export const errorPage = {
  notFound: {
    title: "Page not found",
    text: "We couldn't find that page. It may have moved.",
  },
  unexpected: {
    title: "Something went wrong",
    text: "Sorry, this page could not be shown just now. Please try again in a moment, or call us.",
  },
  homeLink: "Go to the home page",
} as const;
