import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/lib/db/database.server";

// One change of a sale (a survey booked, a proposal sent, a project step done): one
// transaction, one reading of the clock for every timestamp in it, and the outbox woken once
// the transaction has committed, if the change queued mail. Every sales store opens its
// changes here (issue 31), so none of them keeps its own copy.

/** What a change's work gets: its transaction, its instant, and a way to say mail was queued. */
export type SalesWork<T> = (
  trx: Transaction<Database>,
  at: Date,
  mailQueued: () => void,
) => Promise<T>;

export interface SalesChangeOptions {
  /** The clock (tests move it). */
  now?: () => Date;
  /** Wakes the outbox after a change that queued mail has committed. */
  onMailQueued?: () => void;
}

export function salesChanges(
  db: Kysely<Database>,
  { now = () => new Date(), onMailQueued }: SalesChangeOptions,
) {
  return async function change<T>(work: SalesWork<T>): Promise<T> {
    const at = now();
    let queued = false;
    const result = await db.transaction().execute((trx) => work(trx, at, () => (queued = true)));
    if (queued) onMailQueued?.();
    return result;
  };
}
