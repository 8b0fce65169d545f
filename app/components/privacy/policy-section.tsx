import { ReceiptTextIcon, SolarPanelIcon, UserRoundSearchIcon } from "lucide-react";
import type { DeletionRequestFormProps } from "~/components/privacy/deletion-request-form";
import { PolicyContact } from "~/components/privacy/policy-contact";
import { NoticeLinks } from "~/components/privacy/notice-links";
import type { PrivacyCopy } from "~/content/copy/en/privacy";
import type { PolicyBlock, PolicySection as PolicySectionContent } from "~/content/privacy";
import deletionRequestIsland from "~/islands/deletion-request.island";
import { Island } from "~/islands/island";
import { fill } from "~/lib/i18n/fill";
import { useSite } from "~/lib/i18n/site-context";

type ContactLabels = PrivacyCopy["contactLabels"];
type NoticeLinksProps = Parameters<typeof NoticeLinks>[0]["links"];

/** Prospective customers, financial records, active customers: in the content's order. */
const retentionIcons = [UserRoundSearchIcon, ReceiptTextIcon, SolarPanelIcon];

function Block({
  block,
  contactLabels,
  deletionRequest,
}: {
  block: PolicyBlock;
  contactLabels: ContactLabels;
  deletionRequest: DeletionRequestFormProps;
}) {
  const { copy, company } = useSite();
  switch (block.type) {
    case "paragraph":
      // A paragraph may name the company: "{legalName}", "{name}".
      return (
        <p className="mt-4 leading-relaxed text-navy-700">
          {fill(block.text, { legalName: copy.company.legalName, name: company.name })}
        </p>
      );
    case "list":
      return (
        <ul className="mt-4 list-disc space-y-2.5 pl-5 leading-relaxed text-navy-700 marker:text-sun-700">
          {block.items.map((item) => (
            <li key={item.text} className="pl-1">
              {item.lead ? (
                <strong className="font-semibold text-navy-900">{item.lead}</strong>
              ) : null}
              {item.lead ? " " : null}
              {item.text}
            </li>
          ))}
        </ul>
      );
    case "retention":
      return (
        <ul className="mt-6 space-y-4">
          {block.items.map((item, index) => {
            const Icon = retentionIcons[index] ?? SolarPanelIcon;
            return (
              <li
                key={item.label}
                className="flex gap-4 rounded-2xl border border-navy-100 bg-white p-5 shadow-sm sm:p-6"
              >
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-sun-100 text-sun-700 sm:size-12">
                  <Icon aria-hidden="true" className="size-5 sm:size-6" />
                </span>
                <div>
                  <h3 className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                    <span className="text-lg font-bold text-navy-900">{item.label}</span>
                    <span className="rounded-full bg-navy-800 px-3 py-0.5 text-sm font-semibold text-white">
                      {item.period}
                    </span>
                  </h3>
                  <p className="mt-2 leading-relaxed text-navy-700">{item.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      );
    case "contact":
      return <PolicyContact labels={contactLabels} />;
    case "deletion-request":
      return <Island of={deletionRequestIsland} props={deletionRequest} />;
  }
}

/** One section of the policy, with its anchor for the contents list. */
export function PolicySection({
  section,
  contactLabels,
  deletionRequest,
  noticeLinks,
}: {
  section: PolicySectionContent;
  contactLabels: ContactLabels;
  /** The deletion request form's props, for the section that has it. */
  deletionRequest: DeletionRequestFormProps;
  /** The DPDP notice, the rights page and the privacy contact, under the sections that name
   * rights and contacts (the spec's words above them unchanged). */
  noticeLinks?: NoticeLinksProps;
}) {
  return (
    <section
      aria-labelledby={section.id}
      className="border-t border-navy-100 pt-10 first:border-t-0 first:pt-0"
    >
      <h2
        id={section.id}
        className="scroll-mt-28 text-2xl font-extrabold tracking-tight text-navy-900 sm:text-3xl"
      >
        {section.heading}
      </h2>
      {section.blocks.map((block, index) => (
        <Block
          key={index}
          block={block}
          contactLabels={contactLabels}
          deletionRequest={deletionRequest}
        />
      ))}
      {noticeLinks && (section.id === "your-privacy-rights" || section.id === "contact-us") ? (
        <NoticeLinks links={noticeLinks} />
      ) : null}
    </section>
  );
}
