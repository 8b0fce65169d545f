// The WhatsApp panel's words on a lead's page (issue 34); the inbox is in English.

export const whatsappDeskCopy = {
  title: "WhatsApp",
  empty: "No WhatsApp messages with this customer yet.",
  fromCustomer: "Customer",
  photo: "Photo from the customer",
  statuses: {
    queued: "waiting to go",
    sent: "sent",
    delivered: "delivered",
    read: "read",
    failed: "failed",
    received: "received",
  } as Record<string, string>,
  failedFallback: { email: "sent by e-mail instead", none: "no e-mail to fall back to" } as Record<
    string,
    string
  >,
  answerLabel: "Answer on WhatsApp",
  /** {time}: when the 24-hour window closes. */
  windowOpen:
    "The customer wrote in the last 24 hours: your answer goes as a message until {time}.",
  windowClosed:
    'More than 24 hours since the customer last wrote: your answer goes inside the approved "update" template.',
  noConsent: "This customer has not agreed to WhatsApp messages and has not written to us there.",
  stopped: "This customer replied STOP: no WhatsApp messages go to them.",
  noNumber: "This enquiry has no phone number WhatsApp can reach.",
  send: "Send on WhatsApp",
  sent: "Your answer is on its way on WhatsApp.",
  answerEmpty: "Write the answer first.",
  answerUnsaved: "Not sent yet: your answer is kept here.",
};
