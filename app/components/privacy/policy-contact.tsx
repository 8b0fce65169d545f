import { MailIcon, MapPinIcon, PhoneIcon } from "lucide-react";
import type { PrivacyCopy } from "~/content/copy/en/privacy";
import { useSite } from "~/lib/i18n/site-context";

/** The company's address, phone and e-mail, for privacy requests. */
export function PolicyContact({ labels }: { labels: PrivacyCopy["contactLabels"] }) {
  const { copy, company } = useSite();
  const rows = [
    {
      icon: MapPinIcon,
      label: labels.address,
      value: company.addressLines.join(", "),
      href: undefined,
    },
    { icon: PhoneIcon, label: labels.phone, value: company.phoneDisplay, href: company.links.tel },
    { icon: MailIcon, label: labels.email, value: company.email, href: company.links.mailto },
  ];
  return (
    <div className="mt-6 rounded-2xl border border-navy-100 bg-white p-6 shadow-sm">
      <p className="font-bold text-navy-900">{copy.company.legalName}</p>
      <dl className="mt-4 space-y-4">
        {rows.map(({ icon: Icon, label, value, href }) => (
          <div key={label} className="relative min-h-11 pl-15">
            <dt className="text-sm font-semibold text-navy-700">
              <span className="absolute top-0 left-0 grid size-11 place-items-center rounded-xl bg-sun-100 text-sun-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {label}
            </dt>
            <dd className="mt-0.5 font-semibold break-words text-navy-900">
              {href ? (
                <a
                  href={href}
                  className="underline decoration-sun-500 decoration-2 underline-offset-4 hover:text-navy-700"
                >
                  {value}
                </a>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
