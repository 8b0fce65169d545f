// The one answer to a private link that opens nothing (wrong, expired, revoked): the same for
// every purpose, saying nothing about anyone. copy/or/private-link.ts has the same shape.

export const privateLinkCopy = {
  notFound: {
    title: "This link does not open anything",
    text: "It may be mistyped or no longer valid. If you are expecting something from us, please call us on {phone} or write to {email}.",
    home: "Go to the home page",
  },
};

export type PrivateLinkCopy = typeof privateLinkCopy;
