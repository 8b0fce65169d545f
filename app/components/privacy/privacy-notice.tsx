import { ShieldCheck } from "lucide-react";
import type { FormNotice } from "~/lib/privacy/notice-words.server";
import { cn } from "~/lib/cn";

const linkClass =
  "font-semibold text-navy-800 underline decoration-sun-500 underline-offset-2 hover:text-navy-900";

/**
 * The short privacy notice beside a form that takes personal data (DPDP Act s. 5): what it
 * collects, why, how long, who sees it, the rights, the privacy contact and the full notice.
 * Server-rendered HTML, no script: a <details> the visitor opens, outside the form's island.
 */
export function PrivacyNotice({ notice, className }: { notice: FormNotice; className?: string }) {
  const rows = (["data", "purpose", "keep", "who"] as const).map((key) => ({
    key,
    label: notice.labels[key],
    text: notice.items[key],
  }));
  const [before = "", after = ""] = notice.contact.line.split("{email}");
  return (
    <details
      data-privacy-notice={notice.form}
      data-notice-version={notice.version}
      className={cn(
        "group rounded-xl border border-navy-100 bg-white/80 p-4 text-sm leading-relaxed text-navy-700",
        className,
      )}
    >
      <summary className="flex cursor-pointer items-start gap-2 font-semibold text-navy-900">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-leaf-700" />
        <span>{notice.summary}</span>
      </summary>
      <dl className="mt-3 grid gap-2">
        {rows.map((row) => (
          <div key={row.key}>
            <dt className="font-semibold text-navy-800">{row.label}</dt>
            <dd>{row.text}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3">
        {notice.rights}{" "}
        <a href={notice.rightsLink.href} className={linkClass}>
          {notice.rightsLink.label}
        </a>
      </p>
      <p className="mt-2">
        {before.replace("{role}", notice.contact.role)}
        <a href={`mailto:${notice.contact.email}`} className={linkClass}>
          {notice.contact.email}
        </a>
        {after}
      </p>
      <p className="mt-2">
        <a href={notice.fullLink.href} className={linkClass}>
          {notice.fullLink.label}
        </a>
      </p>
    </details>
  );
}
