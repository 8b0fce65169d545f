import { Trash2 } from "lucide-react";
import { WorkButton, workFormId } from "~/components/staff-forms/work-form";
import { Panel } from "~/components/inbox/panel";
import { inboxCopy } from "~/content/inbox";
import { type ErasurePerson, recordChoice } from "~/lib/privacy/person-records";
import { formatDateTime } from "~/lib/time/format";

const copy = inboxCopy.lead;

/**
 * Every record the erasure would remove, grouped by person, each to tick: those found by the
 * request's address ticked, those found by its phone number alone apart and unticked (issue 30).
 */
function ErasureRecords({ people }: { people: ErasurePerson[] }) {
  const groups = [
    { by: "email", heading: copy.erase.byEmail, hint: null },
    { by: "phone", heading: copy.erase.byPhone, hint: copy.erase.byPhoneHint },
  ] as const;
  if (!people.length) return <p className="mt-3 text-sm text-navy-700">{copy.erase.nothing}</p>;
  return groups.map(({ by, heading, hint }) => {
    const group = people.filter((person) => person.by === by);
    if (!group.length) return null;
    return (
      <fieldset key={by} className="mt-4 grid gap-3" data-testid={`erase-by-${by}`}>
        <legend className="text-sm font-bold text-navy-900">{heading}</legend>
        {hint ? <p className="text-sm text-navy-700">{hint}</p> : null}
        {group.map((person) => (
          <div key={person.who} className="rounded-lg border border-navy-100 p-3">
            <p className="text-sm font-semibold break-words text-navy-900">
              {person.name ? `${person.name} · ${person.who}` : person.who}
            </p>
            <ul className="mt-2 grid gap-2">
              {person.records.map((record) => (
                <li key={recordChoice(record)}>
                  <label className="flex items-start gap-3 text-sm text-navy-900">
                    <input
                      type="checkbox"
                      name="record"
                      value={recordChoice(record)}
                      form={workFormId}
                      defaultChecked={by === "email"}
                      className="mt-0.5 size-5 shrink-0"
                    />
                    <span className="min-w-0 break-words">
                      {copy.erase.kinds[record.kind]} · {formatDateTime(record.createdAt)}
                      {[record.email, record.phone].filter(Boolean).length
                        ? ` · ${[record.email, record.phone].filter(Boolean).join(" · ")}`
                        : ""}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </fieldset>
    );
  });
}

/** A privacy request's one confirmed action; owners only. */
export function ErasePanel({
  isOwner,
  people,
  busy,
}: {
  isOwner: boolean;
  people: ErasurePerson[];
  busy: boolean;
}) {
  return (
    <Panel title={copy.erase.heading}>
      <p className="mt-2 text-sm text-navy-700">{copy.erase.text}</p>
      {isOwner ? <ErasureRecords people={people} /> : null}
      {isOwner ? (
        <div className="mt-4 grid gap-3">
          <label className="flex items-start gap-3 text-sm font-medium text-navy-900">
            <input
              type="checkbox"
              name="confirm"
              value="yes"
              form={workFormId}
              required
              className="mt-1 size-5 shrink-0"
            />
            {copy.erase.confirm}
          </label>
          <WorkButton
            intent="erase"
            validate
            variant="navy"
            disabled={busy}
            className="bg-red-700 hover:bg-red-800"
          >
            <Trash2 aria-hidden="true" />
            {copy.erase.submit}
          </WorkButton>
        </div>
      ) : (
        <p className="mt-3 text-sm font-semibold text-navy-900">{copy.erase.ownersOnly}</p>
      )}
    </Panel>
  );
}
