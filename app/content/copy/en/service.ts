import type { ServiceProblem, TicketState } from "~/features/service/service-rules";

// A service request from the customer's project page (issue 36), and the e-mails that tell
// them of each step. copy/or/service.ts has the same shape; {…} are filled with fill().

export const serviceCopy = {
  form: {
    heading: "Something wrong with your system?",
    intro:
      "Tell us here, on your phone. With no power at all we come within 48 hours; otherwise within 7 days.",
    problem: "What is wrong",
    problems: {
      "no-power": "No power at all",
      "low-generation": "It makes less power than before",
      "inverter-error": "The inverter shows an error",
      damage: "Something is damaged",
      cleaning: "The panels need cleaning",
      other: "Something else",
    } satisfies Record<ServiceProblem, string>,
    errorCode: "The error code on the inverter's screen, if any",
    since: "Since when",
    details: "Anything else we should know",
    preferred: "When we may come (days and times that suit you)",
    photo: "A photo, if it helps (optional)",
    send: "Send the request",
    sent: "We have your request {reference}. We will tell you by e-mail when we book the visit.",
    missing: "Choose what is wrong, then send the request.",
  },
  list: {
    heading: "Your service requests",
    reference: "Request {reference}",
    states: {
      new: "Received: we will book a visit",
      "visit-booked": "Visit booked: {when}",
      "waiting-parts": "Waiting for a part",
      resolved: "Resolved",
      closed: "Closed",
    } satisfies Record<TicketState, string>,
  },
  visit: {
    heading: "Your visit",
    move: "Move this visit",
    moveButton: "Move the visit to this time",
    cancel: "Cancel this visit",
    cancelHint: "Your request stays open: we will call you to find another time.",
    moved: "Your visit is moved to {when}. We have sent you the new time by e-mail.",
    cancelled: "Your visit is cancelled. We will call you to find another time.",
    taken: "That time was just taken. Please pick another.",
    noSlots: "No free times in the next two weeks: please call us to move it.",
  },
  /** The update line of the WhatsApp message for each moment (template service_update). */
  whatsapp: {
    received: "received: {problem}",
    visit: "visit booked for {when}",
    "visit-cancelled": "the visit on {when} is cancelled; we will call you",
    parts: "waiting for a part: {parts}",
    resolved: "resolved: {resolution}",
  },
  emails: {
    greeting: "Namaste {name},",
    receivedSubject: "Your service request {reference}",
    received:
      "We have your service request {reference}: {problem}. We will book a visit and tell you when; with no power at all we come within 48 hours, otherwise within 7 days.",
    visitSubject: "Service visit booked: {reference}",
    visit:
      "Our engineer will come for your service request {reference} on {when}. The calendar file attached puts the visit in your calendar; to move or cancel it, open your project's page.",
    cancelledSubject: "Service visit cancelled: {reference}",
    cancelled:
      "The visit for your service request {reference} on {when} is cancelled. Your request stays open: we will call you to find another time.",
    calendarTitle: "{company}: service visit",
    calendarText: "Our engineer's visit for your service request {reference}.",
    partsSubject: "Your service request {reference}: waiting for a part",
    parts:
      "Your service request {reference} is waiting for a part: {parts}. We will tell you when it arrives.",
    resolvedSubject: "Your service request {reference} is resolved",
    resolved: "Your service request {reference} is resolved. What we did: {resolution}",
    link: "See it on your project's page:",
    signature: "{company} · {phone}",
  },
};

export type ServiceCopy = typeof serviceCopy;
