// A maintenance contract (AMC, issue 36) as the customer reads it: on their project page and
// in the renewal offer (sent only to a customer who agreed to hear of offers).
// copy/or/maintenance.ts has the same shape.

export const maintenanceCopy = {
  page: {
    heading: "Your maintenance contract",
    period: "From {start} to {end}: {visits} visits a year (cleaning, inspection, a health check).",
    next: "Next visit around {date}: we will call to fix the day.",
  },
  renewal: {
    subject: "Your maintenance contract ends on {end}",
    greeting: "Namaste {name},",
    body: "Your solar maintenance contract with us ends on {end}. Renew it to keep {visits} visits a year: cleaning, inspection and a health check of your system, so it keeps making the power it should.",
    call: "Reply to this e-mail or call {phone} to renew.",
    why: "You are receiving this because you agreed to hear about our offers.",
    signature: "{company} · {phone}",
  },
};

export type MaintenanceCopy = typeof maintenanceCopy;
