import { ShieldCheck } from "lucide-react";

/**
 * A line linking the DPDP notice and the rights page, with the privacy contact: under the
 * privacy policy's "Your Privacy Rights" and "Contact Us" sections, whose own words stay as
 * the spec wrote them.
 */
export function NoticeLinks({
  links,
}: {
  links: {
    notice: { href: string; label: string };
    rights: { href: string; label: string };
    contact: { line: string; email: string };
  };
}) {
  const [before = "", after = ""] = links.contact.line.split("{email}");
  const linkClass =
    "font-semibold text-navy-900 underline decoration-sun-500 decoration-2 underline-offset-4 hover:text-navy-700";
  return (
    <div
      data-notice-links
      className="mt-6 flex gap-3 rounded-2xl border border-leaf-600/30 bg-leaf-50 p-5 text-navy-800"
    >
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-leaf-700" />
      <div className="space-y-2">
        <p className="flex flex-wrap gap-x-6 gap-y-2">
          <a href={links.notice.href} className={linkClass}>
            {links.notice.label}
          </a>
          <a href={links.rights.href} className={linkClass}>
            {links.rights.label}
          </a>
        </p>
        <p>
          {before}
          <a href={`mailto:${links.contact.email}`} className={linkClass}>
            {links.contact.email}
          </a>
          {after}
        </p>
      </div>
    </div>
  );
}
