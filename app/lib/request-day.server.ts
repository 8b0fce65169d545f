import type { AppLoadContext } from "react-router";
import { type IsoDay, secondsToKolkataMidnight, todayInKolkata } from "./time/kolkata-day";

// The day a request is answered for, as the server read it once for the request
// (server/app.ts). Outside the server (a loader called by a test) the clock is read here.
export function requestDay(context: AppLoadContext | undefined): {
  today: IsoDay;
  secondsToMidnight: number;
  /** The instant itself. */
  now: Date;
} {
  if (context?.today && context.secondsToMidnight !== undefined && context.now) {
    return {
      today: context.today,
      secondsToMidnight: context.secondsToMidnight,
      now: new Date(context.now),
    };
  }
  const now = new Date();
  return { today: todayInKolkata(now), secondsToMidnight: secondsToKolkataMidnight(now), now };
}
