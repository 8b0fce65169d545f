import { fill } from "~/lib/i18n/fill";
import { CustomerCard } from "~/components/private-links/customer-card";
import type { ServiceCopy } from "~/content/copy/en/service";
import { serviceProblems, type TicketState } from "./service-rules";

// The customer's service request on their project page (issue 36): a plain multipart form, no
// script, for a phone; their requests above it with where each stands.

export interface ShownTicket {
  reference: string;
  problem: string;
  state: TicketState;
  /** The visit's time in words, when booked. */
  when: string;
}

const field =
  "w-full rounded-lg border border-navy-200 bg-white px-3 py-2 text-navy-900 focus-visible:ring-4 focus-visible:ring-sun-400 focus-visible:outline-none";

export function ServiceRequestForm({
  words,
  tickets,
  sent,
  missing,
  problem,
}: {
  words: ServiceCopy;
  tickets: ShownTicket[];
  /** The reference of the request just sent. */
  sent?: string;
  /** The form came back without what is wrong. */
  missing?: boolean;
  /** A photo refused, in words. */
  problem?: string;
}) {
  const form = words.form;
  return (
    <CustomerCard id="project-service" heading={form.heading}>
      {sent ? (
        <p role="status" className="mt-2 rounded-lg bg-leaf-50 p-3 font-semibold text-leaf-800">
          {fill(form.sent, { reference: sent })}
        </p>
      ) : null}
      {tickets.length ? (
        <div className="mt-3">
          <h3 className="font-semibold text-navy-900">{words.list.heading}</h3>
          <ul className="mt-1 grid gap-1 text-sm text-navy-800" data-testid="service-tickets">
            {tickets.map((ticket) => (
              <li key={ticket.reference} data-state={ticket.state}>
                <span className="font-semibold">
                  {fill(words.list.reference, { reference: ticket.reference })}
                </span>{" "}
                · {ticket.problem} · {fill(words.list.states[ticket.state], { when: ticket.when })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="mt-3 text-navy-800">{form.intro}</p>
      <form method="post" encType="multipart/form-data" className="mt-3 grid gap-3">
        <input type="hidden" name="intent" value="service" />
        <fieldset
          aria-invalid={missing || undefined}
          aria-describedby={missing ? "service-missing" : undefined}
        >
          <legend className="font-semibold text-navy-900">{form.problem}</legend>
          <div className="mt-1 grid gap-1">
            {serviceProblems.map((id) => (
              <label key={id} className="flex items-center gap-2 text-navy-800">
                <input type="radio" name="problem" value={id} required className="size-4" />
                {form.problems[id]}
              </label>
            ))}
          </div>
          {missing ? (
            <p id="service-missing" className="mt-1 text-sm font-semibold text-red-800">
              {form.missing}
            </p>
          ) : null}
        </fieldset>
        {(
          [
            ["errorCode", form.errorCode, 40],
            ["since", form.since, 100],
            ["preferred", form.preferred, 200],
          ] as const
        ).map(([name, label, max]) => (
          <div key={name} className="grid gap-1">
            <label htmlFor={`service-${name}`} className="text-sm font-semibold text-navy-900">
              {label}
            </label>
            <input id={`service-${name}`} name={name} maxLength={max} className={field} />
          </div>
        ))}
        <div className="grid gap-1">
          <label htmlFor="service-details" className="text-sm font-semibold text-navy-900">
            {form.details}
          </label>
          <textarea
            id="service-details"
            name="details"
            rows={3}
            maxLength={1000}
            className={field}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor="service-photo" className="text-sm font-semibold text-navy-900">
            {form.photo}
          </label>
          <input
            id="service-photo"
            type="file"
            name="photo"
            accept="image/jpeg,image/png,image/webp"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "service-photo-error" : undefined}
            className="w-full min-w-0 text-sm text-navy-800 file:mr-3 file:rounded-lg file:border-0 file:bg-navy-100 file:px-3 file:py-2 file:font-semibold file:text-navy-900"
          />
          {problem ? (
            <p id="service-photo-error" className="text-sm font-semibold text-red-800">
              {problem}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          className="justify-self-start rounded-lg bg-sun-500 px-4 py-2 font-bold text-navy-950 focus-visible:ring-4 focus-visible:ring-navy-400 focus-visible:outline-none"
        >
          {form.send}
        </button>
      </form>
    </CustomerCard>
  );
}
