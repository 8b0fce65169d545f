import { todayInKolkata, addDays, kolkataInstant, weekdayOf } from "~/lib/time/kolkata-day";

// Every new enquiry starts with a next step (issue 30: a new lead had none): call the person
// within one working day. The office works Monday to Saturday, 10:00 to 18:00 in Bhubaneswar;
// the call is due on the next working day at the hour the enquiry came, kept inside those
// hours. A pure function of the instant received.

export const firstCallWhat = "First call: thank them, answer their questions, agree the next step";

const opens = "10:00";
const closes = "18:00";

const kolkataTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Kolkata",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** When the first call to an enquiry received at `receivedAt` is due. */
export function firstCallDue(receivedAt: Date): Date {
  let day = addDays(todayInKolkata(receivedAt), 1);
  if (weekdayOf(day) === 0) day = addDays(day, 1);
  const time = kolkataTime.format(receivedAt);
  return kolkataInstant(day, time < opens ? opens : time > closes ? closes : time);
}
