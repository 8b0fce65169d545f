// The e-mail each visitor gets for a message or a quote request (issue 30: only the sales
// desk heard of it, and the survey link lived on the answer screen alone). copy/or has the same
// shape. {name}, {company}, {phone}; the survey's private link comes last on its own line.

export const acknowledgementCopy = {
  greeting: "Namaste {name},",
  contact: {
    subject: "Your message to {company}",
    thanks: "Thank you for your message. We will answer within one working day.",
  },
  quote: {
    subject: "Your quote request to {company}",
    thanks:
      "Thank you for your quote request. We will call you within one working day to talk it through.",
    survey:
      "You can pick a time for your free site survey yourself, at this link (it is yours alone, please do not share it):",
  },
  call: "If it is urgent, call us on {phone}.",
};

export type AcknowledgementCopy = typeof acknowledgementCopy;
