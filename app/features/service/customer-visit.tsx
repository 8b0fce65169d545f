import { CustomerCard } from "~/components/private-links/customer-card";
import type { ServiceCopy } from "~/content/copy/en/service";
import { fill } from "~/lib/i18n/fill";
import type { ShownTicket } from "./service-request-form";

// A booked service visit on the customer's project page (issue 36): when, and their own move
// (to a free slot of the next two weeks) and cancel, as plain forms without script. The e-mail
// that told them of the visit links this page.

export type VisitOutcome = "moved" | "cancelled" | "taken";

const field =
  "w-full min-w-0 rounded-lg border border-navy-200 bg-white px-3 py-2 text-navy-900 focus-visible:ring-4 focus-visible:ring-sun-400 focus-visible:outline-none";
const button =
  "inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 font-bold focus-visible:ring-4 focus-visible:ring-navy-400 focus-visible:outline-none";

export function CustomerVisit({
  ticket,
  slots,
  words,
  outcome,
}: {
  ticket: ShownTicket;
  /** The free slots, in the customer's words. */
  slots: { start: string; label: string }[];
  words: ServiceCopy;
  outcome?: VisitOutcome;
}) {
  const visit = words.visit;
  const id = `visit-${ticket.reference}`;
  return (
    <CustomerCard id="project-visit" heading={visit.heading}>
      <p className="mt-1 font-semibold text-navy-900">
        {fill(words.list.reference, { reference: ticket.reference })} · {ticket.problem}
      </p>
      <p className="mt-1 text-lg font-bold text-navy-900" data-testid="project-visit-when">
        {ticket.when}
      </p>
      {outcome ? (
        <p
          role="status"
          className={
            outcome === "taken"
              ? "mt-3 rounded-lg bg-red-50 p-3 font-semibold text-red-900"
              : "mt-3 rounded-lg bg-leaf-50 p-3 font-semibold text-leaf-800"
          }
        >
          {fill(visit[outcome], { when: ticket.when })}
        </p>
      ) : null}
      {slots.length ? (
        <form method="post" className="mt-4 grid gap-2">
          <input type="hidden" name="intent" value="visit-move" />
          <input type="hidden" name="ticket" value={ticket.reference} />
          <label htmlFor={`${id}-slot`} className="font-semibold text-navy-900">
            {visit.move}
          </label>
          <select id={`${id}-slot`} name="slot" required className={field}>
            {slots.map((slot) => (
              <option key={slot.start} value={slot.start}>
                {slot.label}
              </option>
            ))}
          </select>
          <button type="submit" className={`${button} justify-self-start bg-sun-500 text-navy-950`}>
            {visit.moveButton}
          </button>
        </form>
      ) : (
        <p className="mt-3 text-navy-800">{visit.noSlots}</p>
      )}
      <form method="post" className="mt-4 grid gap-1">
        <input type="hidden" name="intent" value="visit-cancel" />
        <input type="hidden" name="ticket" value={ticket.reference} />
        <button type="submit" className={`${button} justify-self-start bg-navy-100 text-navy-900`}>
          {visit.cancel}
        </button>
        <p className="text-sm text-navy-700">{visit.cancelHint}</p>
      </form>
    </CustomerCard>
  );
}
