import { formatDateTime } from "~/lib/time/format";
import type { ConsentRecord } from "~/lib/privacy/consent-store.server";

const purposeNames: Record<string, string> = {
  newsletter: "Newsletter",
  whatsapp: "WhatsApp messages",
  "marketing-calls": "Marketing calls",
};

/**
 * What the person agreed to beyond their enquiry (issue 23), and when they withdrew it: each
 * record with the notice version they saw, the language and where. What holds now is each
 * purpose's latest record.
 */
export function ConsentsPanel({ consents }: { consents: ConsentRecord[] }) {
  const latest = new Map<string, ConsentRecord>();
  for (const record of consents) latest.set(record.purpose, record);
  const now = [...latest.values()].filter((record) => record.action === "given");
  return (
    <section aria-labelledby="consents-heading" className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="consents-heading" className="font-bold text-navy-900">
        Consents
      </h2>
      <p className="mt-1 text-sm text-navy-700" data-testid="consents-now">
        {now.length
          ? `Agreed to: ${now.map((record) => purposeNames[record.purpose] ?? record.purpose).join(", ")}.`
          : "No consent beyond the enquiry itself."}
      </p>
      {consents.length ? (
        <ul className="mt-2 grid gap-1 text-xs text-navy-700">
          {consents.map((record, index) => (
            <li key={index} data-consent={`${record.purpose}:${record.action}`}>
              {formatDateTime(record.at)}: {purposeNames[record.purpose] ?? record.purpose}{" "}
              {record.action} ({record.source}, notice {record.noticeVersion || "none"},{" "}
              {record.language})
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
