// The free site survey a visitor books after a quote request (issue 20): the offer on the quote
// page's answer, the booking page behind the private link, and the e-mails about it.
// copy/or/survey.ts has the same shape. {slots} are filled with ~/lib/i18n/fill.

export const surveyCopy = {
  /** On the quote request's answer, with JavaScript and without. */
  offer: {
    title: "Book your free site survey",
    text: "Pick a day and time for our engineer to visit your roof. It takes about an hour, costs nothing and commits you to nothing.",
    link: "Book your free site survey",
  },
  page: {
    title: "Your free site survey",
    description: "Book, move or cancel your free site survey with Suryoday Solar.",
    heading: "Your free site survey",
    intro:
      "Our engineer checks your roof, its shade and your wiring, and confirms the figures of your quote. About an hour, free, no obligation.",
    forWhom: "For {name}, {location}",
    pick: "Pick a time",
    pickIntro: "Free times in the next 14 days (India time).",
    noSlots:
      "There are no free times in the next 14 days. Please call us on {phone} and we will find one with you.",
    book: "Book this time",
    pickOne: "Please pick a time.",
    taken: "Sorry, that time has just been taken. Please pick another one.",
    tooManyChanges:
      "This survey has been changed several times today. To change it again, please call us on {phone}.",
    tooManyBookings:
      "Several surveys have been booked from this connection today. To book another, please call us on {phone}.",
    time: "{start} to {end}",
    yours: "Booked for",
    status: {
      booked: "Booked. Our team will confirm it with you.",
      confirmed: "Confirmed by our team.",
    },
    move: "Move it to another time",
    moveSubmit: "Move to this time",
    cancelHeading: "Cancel the survey",
    cancelText: "If the time no longer suits you, you can cancel and book another later.",
    cancel: "Cancel the survey",
    cancelledHeading: "Your survey is cancelled",
    cancelledText: "You can book a new time below whenever you like.",
    done: {
      booked: "Your survey is booked. We have sent you an e-mail with the details.",
      moved: "Your survey has been moved. We have sent you an e-mail with the new time.",
      cancelled: "Your survey is cancelled. We have sent you an e-mail.",
    },
    /** Where e-mail is not set up, nothing was sent: the page says so (issue 30). */
    doneNoEmail: {
      booked: "Your survey is booked. We will call you to confirm it.",
      moved: "Your survey has been moved. We will call you to confirm the new time.",
      cancelled: "Your survey is cancelled.",
    },
    privacy: "This page is for you alone: please do not share its address.",
  },
  /** Day names, Sunday first. */
  weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  /** "Monday, May 3, 2027": {weekday}, {date}. */
  dayLabel: "{weekday}, {date}",
  /** The e-mails to the visitor. {name}, {when}, {link}, {phone}, {company}, {privacy}. */
  emails: {
    greeting: "Namaste {name},",
    moveOrCancel: "To move or cancel it, open your survey's page:",
    calendar: "The attached calendar file puts it in your calendar.",
    signature: "{company} · {phone}",
    privacy: "To have us delete your details, use the form on {privacy}",
    booked: {
      subject: "Your free site survey: {when}",
      text: "Thank you. Your free site survey is booked for {when}. Our team will confirm it with you, and our engineer will come to the address you gave.",
    },
    moved: {
      subject: "Your site survey is moved: {when}",
      text: "Your free site survey has been moved. The new time is {when}.",
    },
    confirmed: {
      subject: "Your site survey is confirmed: {when}",
      text: "Our team has confirmed your free site survey on {when}. Our engineer will come to the address you gave.",
    },
    cancelled: {
      subject: "Your site survey is cancelled",
      text: "Your free site survey on {when} is cancelled. You can book a new time from your survey's page at any time.",
    },
    reminder: {
      subject: "Tomorrow: your free site survey, {when}",
      text: "A reminder: our engineer comes for your free site survey tomorrow, {when}. Please make sure someone can show them the roof and the electricity meter.",
    },
    calendarTitle: "Free site survey, {company}",
    // No link here: calendars sync and share an event's text, and the link is private (issue 30).
    calendarText: "Our engineer visits your roof. To move or cancel, use the link in our e-mail.",
  },
};

export type SurveyCopy = typeof surveyCopy;
