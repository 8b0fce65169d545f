import { addDays, type IsoDay } from "~/lib/time/kolkata-day";

// Maintenance contracts (issue 36): the visits a contract plans and when staff are reminded of
// its end. Days are YYYY-MM-DD in Kolkata; both ends of a contract are days it covers.

/** Staff are reminded this many days before a contract ends, and offer its renewal then. */
export const renewalNoticeDays = 30;

/** The days the visits fall on: spread evenly over each year of the contract. */
export function plannedVisits(contract: {
  startsOn: IsoDay;
  endsOn: IsoDay;
  visitsPerYear: number;
}): IsoDay[] {
  const days: IsoDay[] = [];
  if (contract.visitsPerYear < 1) return days;
  const gap = Math.floor(365 / contract.visitsPerYear);
  for (
    let day = addDays(contract.startsOn, Math.floor(gap / 2));
    day <= contract.endsOn;
    day = addDays(day, gap)
  ) {
    days.push(day);
  }
  return days;
}

/** A contract in force on `today` whose last day is within the notice period. */
export function endsSoon(contract: { startsOn: IsoDay; endsOn: IsoDay }, today: IsoDay): boolean {
  return (
    contract.startsOn <= today &&
    contract.endsOn >= today &&
    contract.endsOn <= addDays(today, renewalNoticeDays)
  );
}
