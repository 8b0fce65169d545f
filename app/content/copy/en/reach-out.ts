// What staff send a customer from the inbox's one-tap buttons (WhatsApp), in the customer's
// language (issue 30: an Odia lead was greeted in English). copy/or/reach-out.ts has the same
// shape. {name}: the customer; {staff}: who writes; {company}: the company's name.

export const reachOutCopy = {
  greeting:
    "Namaste {name}, this is {staff} from {company}. Thank you for your enquiry on our website.",
  /** Before the customer's own project link (the link follows, after a space). */
  projectLink: "Namaste {name}, this is {staff} from {company}. Your project's page:",
};

export type ReachOutCopy = typeof reachOutCopy;
