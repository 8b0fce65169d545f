import { CircleAlert, CircleCheck, Circle, Clock, FileText } from "lucide-react";
import { CustomerCard } from "~/components/private-links/customer-card";
import { cn } from "~/lib/cn";
import { fill } from "~/lib/i18n/fill";
import type { ProjectCopy } from "~/content/copy/en/project";
import type { DocumentState } from "./paperwork-tables";
import type { DocumentItemId } from "./document-items";
import { acceptedDocumentTypes } from "~/lib/content-files/document-limits";
import { PrivacyNotice } from "~/components/privacy/privacy-notice";
import type { FormNotice } from "~/lib/privacy/notice-words.server";

// The customer's documents on their project page (issue 35): a plain form per document they
// send, posted as multipart without any script, so a phone's camera or files app fills it.

export interface ShownDocument {
  item: DocumentItemId;
  title: string;
  what: string;
  provider: "customer" | "us";
  state: DocumentState | "missing";
  reason: string;
  fileHref: string | null;
}

const icons = {
  missing: Circle,
  received: Clock,
  checked: CircleCheck,
  rejected: CircleAlert,
} as const;

export function CustomerDocuments({
  documents,
  words,
  sent,
  problem,
  notice,
}: {
  documents: ShownDocument[];
  /** The privacy notice of what a customer sends here (DPDP Act s. 5). */
  notice: FormNotice;
  words: ProjectCopy["documents"];
  /** The item just sent. */
  sent?: string;
  /** The item whose file was refused, and why. */
  problem?: { item: string; message: string };
}) {
  if (!documents.length) return null;
  return (
    <CustomerCard id="project-documents" heading={words.heading}>
      <p className="mt-1 text-navy-800">{words.intro}</p>
      <PrivacyNotice notice={notice} className="mt-3" />
      <ul className="mt-4 grid gap-4">
        {documents.map((document) => {
          const Icon = icons[document.state];
          const refused = problem?.item === document.item ? problem.message : "";
          const canSend = document.provider === "customer" && document.state !== "checked";
          return (
            <li
              key={document.item}
              data-item={document.item}
              data-state={document.state}
              className="rounded-xl border border-navy-100 p-4"
            >
              <div className="flex gap-3">
                <Icon
                  aria-hidden="true"
                  className={cn(
                    "mt-0.5 size-5 shrink-0",
                    document.state === "checked" && "text-leaf-600",
                    document.state === "rejected" && "text-red-700",
                    document.state === "received" && "text-sun-600",
                    document.state === "missing" && "text-navy-300",
                  )}
                />
                <div className="min-w-0">
                  <h3 className="font-semibold text-navy-900">{document.title}</h3>
                  <p className="text-sm text-navy-700">
                    {document.provider === "customer" ? words.fromYou : words.fromUs} ·{" "}
                    <span className="font-semibold">{words.states[document.state]}</span>
                  </p>
                  <p className="mt-1 text-sm text-navy-800">{document.what}</p>
                  {document.reason ? (
                    <p className="mt-2 rounded-lg bg-red-50 p-2 text-sm font-semibold text-red-800">
                      {fill(words.reason, { reason: document.reason })}
                    </p>
                  ) : null}
                  {document.fileHref ? (
                    <a
                      href={document.fileHref}
                      className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-navy-800 underline"
                    >
                      <FileText aria-hidden="true" className="size-4" />
                      {words.open}
                    </a>
                  ) : null}
                  {sent === document.item ? (
                    <p role="status" className="mt-2 text-sm font-semibold text-leaf-700">
                      {fill(words.sent, { item: document.title })}
                    </p>
                  ) : null}
                </div>
              </div>
              {canSend ? (
                <form method="post" encType="multipart/form-data" className="mt-3 grid gap-2">
                  <input type="hidden" name="item" value={document.item} />
                  <label
                    htmlFor={`document-${document.item}`}
                    className="text-sm font-semibold text-navy-900"
                  >
                    {fill(words.choose, { item: document.title })}
                  </label>
                  <input
                    id={`document-${document.item}`}
                    type="file"
                    name="file"
                    required
                    accept={acceptedDocumentTypes}
                    aria-invalid={refused ? true : undefined}
                    aria-describedby={refused ? `document-${document.item}-error` : undefined}
                    className="w-full text-sm text-navy-800 file:mr-3 file:rounded-lg file:border-0 file:bg-navy-100 file:px-3 file:py-2 file:font-semibold file:text-navy-900"
                  />
                  {refused ? (
                    <p
                      id={`document-${document.item}-error`}
                      className="text-sm font-semibold text-red-800"
                    >
                      {refused}
                    </p>
                  ) : null}
                  <button
                    type="submit"
                    className="justify-self-start rounded-lg bg-navy-900 px-4 py-2 font-bold text-white focus-visible:ring-4 focus-visible:ring-sun-400 focus-visible:outline-none"
                  >
                    {document.state === "missing" ? words.send : words.sendAgain}
                  </button>
                </form>
              ) : null}
            </li>
          );
        })}
      </ul>
    </CustomerCard>
  );
}
