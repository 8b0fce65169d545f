import { Download, FileText } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/privacy-copy";
import { PageHero } from "~/components/page-hero";
import { PrivateLinkNotFound } from "~/components/private-links/private-link-not-found";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/section";
import { privacyNoticeCopy } from "~/content/copy/privacy-notice.server";
import { fill } from "~/lib/i18n/fill";
import { localePath } from "~/lib/i18n/locale";
import { privateLinkHeaders } from "~/lib/private-links/private-links.server";
import { linkService, requirePrivateLink } from "~/lib/private-links/require-private-link.server";
import { copyPath } from "~/lib/private-links/private-link-paths";
import { type CopySection, summariseCopy } from "~/features/privacy/copy-summary";

// A copy of a person's data (DPDP Act s. 11), behind the link e-mailed to the address of their
// copy request (/privacy/copy/<token>): a GET shows one "confirm" button and nothing else; the
// POST shows every record of that address, from the one registry of personal data
// (personal-data.server.ts), as a summary page; its JSON download is privacy-copy-download.ts. Nothing about anyone
// else: the records are found by the address the link was sent to.

export async function loader(args: Route.LoaderArgs) {
  const desk = linkService(args.context.privacy);
  const link = await requirePrivateLink(args, (token, now) => desk.copyAddress(token, now));
  if (!link.found) return link.notFound;
  const { locale, subject: email } = link;
  return data(
    {
      found: true as const,
      locale,
      email,
      words: privacyNoticeCopy[locale].copy,
      sections: null as CopySection[] | null,
      token: link.token,
    },
    { headers: privateLinkHeaders },
  );
}

export async function action(args: Route.ActionArgs) {
  const desk = linkService(args.context.privacy);
  const link = await requirePrivateLink(args, (token, now) => desk.confirmCopy(token, now));
  if (!link.found) return link.notFound;
  const { locale, subject: copy } = link;
  return data(
    {
      found: true as const,
      locale,
      email: copy.email,
      words: privacyNoticeCopy[locale].copy,
      sections: summariseCopy(copy.data, locale),
      token: link.token,
    },
    { headers: privateLinkHeaders },
  );
}

/** Every answer, a bad link's included: no cache, no index, no referrer to other sites. */
export const headers: Route.HeadersFunction = () => privateLinkHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData?.found
      ? loaderData.words.heading
      : (loaderData?.copy.notFound.title ?? "Not found"),
  },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "same-origin" },
];

export default function PrivacyCopyPage({ loaderData, actionData }: Route.ComponentProps) {
  const shown = actionData ?? loaderData;
  if (!shown.found) {
    return <PrivateLinkNotFound copy={shown.copy} home={localePath(shown.locale, "/")} />;
  }
  const { words, email, sections, token } = shown;
  return (
    <>
      <PageHero heading={words.heading} />
      <Container className="grid max-w-4xl gap-8 py-12 sm:py-16">
        {sections ? (
          <>
            <p className="text-navy-800">{fill(words.intro, { email })}</p>
            <form method="post" action={`${localePath(shown.locale, copyPath(token))}/download`}>
              <Button type="submit" variant="navy">
                <Download aria-hidden="true" />
                {words.download}
              </Button>
            </form>
            <div data-copy className="grid min-w-0 gap-6">
              {sections.length ? null : <p className="text-navy-700">{words.empty}</p>}
              {sections.map((section) => (
                <section
                  key={section.id}
                  data-section={section.id}
                  aria-labelledby={`copy-${section.id}`}
                  className="min-w-0 rounded-2xl bg-white p-5 shadow-sm"
                >
                  <h2 id={`copy-${section.id}`} className="text-lg font-bold text-navy-900">
                    {section.title}
                  </h2>
                  {section.note ? (
                    <p className="mt-1 text-sm text-navy-700">{section.note}</p>
                  ) : null}
                  <ul className="mt-2 grid gap-3">
                    {section.items.map((entry, index) => (
                      <li key={index} className="border-t border-navy-100 pt-3 text-sm">
                        {entry.heading ? (
                          <p className="font-semibold text-navy-900">{entry.heading}</p>
                        ) : null}
                        {entry.lines.length ? (
                          <dl className="mt-1 grid gap-x-4 gap-y-1 sm:grid-cols-[minmax(8rem,max-content)_1fr]">
                            {entry.lines.map(([label, value]) => (
                              <div key={label} className="grid sm:contents">
                                <dt className="text-navy-700">{label}</dt>
                                <dd className="break-words whitespace-pre-wrap text-navy-900">
                                  {value}
                                </dd>
                              </div>
                            ))}
                          </dl>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </>
        ) : (
          <form method="post" className="grid gap-6 rounded-2xl bg-white p-6 shadow-sm">
            <p className="leading-relaxed text-navy-800">{fill(words.confirmText, { email })}</p>
            <Button type="submit" variant="navy" size="lg" className="justify-self-start">
              <FileText aria-hidden="true" />
              {words.confirm}
            </Button>
          </form>
        )}
      </Container>
    </>
  );
}
