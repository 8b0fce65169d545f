import type { TicketState } from "~/features/service/service-rules";

// The service desk in the inbox (issue 36); the inbox is in English. The problems' names are
// the customer's words (copy/en/service.ts).

export const serviceDeskCopy = {
  title: "Service",
  intro:
    "Customers' service requests from their project pages. A visit is promised within 48 hours when there is no power at all, otherwise within 7 days (docs/decisions/022).",
  empty: "No service requests open.",
  states: {
    new: "New",
    "visit-booked": "Visit booked",
    "waiting-parts": "Waiting for parts",
    resolved: "Resolved",
    closed: "Closed",
  } satisfies Record<TicketState, string>,
  overdue: "Overdue",
  urgent: "Urgent",
  due: "Visit due by {time}",
  back: "All service requests",
  project: "The project",
  details: {
    problem: "What is wrong",
    errorCode: "Error code",
    since: "Since",
    details: "Details",
    preferred: "When to come",
    opened: "Asked",
  },
  photos: "Photos from the customer",
  photo: "Photo {n}",
  warranty: {
    heading: "Warranty (from the equipment register)",
    modules: "Solar modules",
    inverter: "Inverter",
    battery: "Battery",
    in: "In warranty until {date}",
    out: "Out of warranty since {date}: a charge may apply",
    unknown: "No warranty dates in the register: check the invoice before quoting a charge",
  },
  visit: {
    heading: "Visit",
    slot: "Free slot",
    choose: "Pick a free slot",
    book: "Book the visit",
    move: "Move the visit",
    taken: "That slot has just been taken: pick another.",
  },
  parts: { label: "Part awaited", button: "Waiting for this part" },
  resolve: {
    resolution: "What was done (the customer reads this)",
    parts: "Parts used",
    button: "Resolved",
  },
  close: "Close the request",
  saved: "Saved. The customer is being e-mailed.",
  closed: "Closed.",
  invalid: "Please check what you typed.",
};
