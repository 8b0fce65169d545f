import { Link } from "react-router";
import { inboxCopy } from "~/content/inbox";
import { inboxPaths } from "~/lib/inbox/inbox-paths";
import { formatDateTime } from "~/lib/time/format";
import { Panel } from "~/components/inbox/panel";

const copy = inboxCopy.lead.others;

/** One of the person's other enquiries, as the lead page's loader hands it over. */
export interface OtherEnquiry {
  kind: "contact" | "quote" | "privacy" | "newsletter";
  id: number;
  createdAt: string;
  by: "email" | "phone";
}

/**
 * The same person's other enquiries (issue 30: a contact message and a quote from one person
 * stood unlinked): by the same e-mail address, or by the same whole phone number, which may be
 * a family's, and says so.
 */
export function OtherEnquiriesPanel({ enquiries }: { enquiries: OtherEnquiry[] }) {
  if (!enquiries.length) return null;
  return (
    <Panel title={copy.heading}>
      <ul className="mt-2 grid gap-2 text-sm" data-testid="other-enquiries">
        {enquiries.map((enquiry) => (
          <li key={`${enquiry.kind}:${enquiry.id}`}>
            {enquiry.kind === "newsletter" ? (
              <span className="font-semibold">{copy.kinds.newsletter}</span>
            ) : (
              <Link
                to={inboxPaths.lead(enquiry.kind, enquiry.id)}
                className="font-semibold text-navy-700 underline"
              >
                {copy.kinds[enquiry.kind]}
              </Link>
            )}{" "}
            · {formatDateTime(enquiry.createdAt)} · {copy.by[enquiry.by]}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
