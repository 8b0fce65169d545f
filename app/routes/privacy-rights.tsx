import { CircleCheck, Send } from "lucide-react";
import type { Route } from "./+types/privacy-rights";
import { Honeypot } from "~/components/leads/honeypot";
import { PageHero } from "~/components/page-hero";
import { NoticeVersionField } from "~/components/privacy/consent-choices";
import { PersonFields } from "~/components/privacy/person-fields";
import { PrivacyNotice } from "~/components/privacy/privacy-notice";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { Container } from "~/components/ui/section";
import { pagePaths } from "~/content/pages";
import { formsCopy } from "~/content/copy/forms.server";
import { shownPage } from "~/content/copy/pages.server";
import { privacyNoticeCopy } from "~/content/copy/privacy-notice.server";
import { failedText } from "~/components/leads/forms-copy";
import { localeOfRequest, localePath } from "~/lib/i18n/locale";
import { privacyRequestAction, type RightsRequestAnswer } from "~/lib/leads/form-actions.server";
import type { SubmissionResult } from "~/lib/leads/submission";
import { answerPage } from "~/lib/leads/submission.server";
import { getMeta } from "~/lib/meta";
import { formNotice } from "~/lib/privacy/notice-words.server";
import { rightsRequestKinds } from "~/lib/privacy/rights-requests";

// The rights page (issue 23; DPDP Act ss. 11–14, Rules 2025 Rule 14): a plain form that posts
// the page, with or without JavaScript, and no island (the content pages' script budget holds).
// The answer shows the request's reference number; a copy request's link is e-mailed.

export async function action(args: Route.ActionArgs) {
  return answerPage(await privacyRequestAction(args));
}

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { honeypotLabel, failed, invalid } = formsCopy[locale];
  return {
    page: shownPage(locale, "privacyRights"),
    words: privacyNoticeCopy[locale].rightsPage,
    forms: { honeypotLabel, failed, invalid },
    notice: formNotice(locale, "rights"),
    action: localePath(locale, pagePaths.privacyRights),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => getMeta(loaderData.page);

export default function PrivacyRightsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, words, forms, notice } = loaderData;
  const answer = actionData as SubmissionResult<Omit<RightsRequestAnswer, "status">> | undefined;
  const errors = answer?.status === "invalid" ? answer.fieldErrors : {};
  const values = answer?.status === "invalid" ? answer.values : {};
  const sent = answer?.status === "sent" ? answer : undefined;
  const [referenceBefore = "", referenceAfter = ""] = words.sentText.split("{reference}");
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <Container className="grid max-w-3xl gap-8 py-12 sm:py-16">
        <p className="leading-relaxed text-navy-800">{words.intro}</p>
        {sent ? (
          <div
            role="status"
            data-rights-sent
            className="flex gap-3 rounded-xl border border-leaf-600/30 bg-leaf-50 p-4 text-leaf-800"
          >
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div>
              <p className="font-semibold">{words.sentTitle}</p>
              {sent.reference ? (
                <p className="mt-1">
                  {referenceBefore}
                  <strong data-reference>{sent.reference}</strong>
                  {referenceAfter}
                </p>
              ) : null}
              {sent.copyLinkSent ? <p className="mt-1">{words.copySentText}</p> : null}
            </div>
          </div>
        ) : null}
        {answer?.status === "failed" ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
            {forms.failed.title}: {failedText(answer, forms)}
          </p>
        ) : null}
        <form
          method="post"
          action={loaderData.action}
          aria-labelledby="rights-form-legend"
          className="relative grid gap-5 rounded-2xl border border-navy-100 bg-white p-6 shadow-sm sm:grid-cols-2 sm:p-8"
        >
          <fieldset className="sm:col-span-2">
            <legend id="rights-form-legend" className="text-lg font-bold text-navy-900">
              {words.kindLegend}
            </legend>
            <div className="mt-3 grid gap-2">
              {rightsRequestKinds.map((kind) => (
                <label key={kind} className="flex items-start gap-2 text-navy-800">
                  <input
                    type="radio"
                    name="kind"
                    value={kind}
                    required
                    defaultChecked={values.kind === kind}
                    className="mt-1 size-4 accent-navy-800"
                  />
                  <span>{words.kinds[kind]}</span>
                </label>
              ))}
            </div>
            <FieldError>{errors.kind}</FieldError>
          </fieldset>
          <PersonFields
            idPrefix="rights"
            labels={words}
            values={values}
            errors={errors}
            messageRows={4}
            messageError={errors.message ?? errors.noticeVersion}
          />
          <NoticeVersionField />
          <Honeypot idPrefix="rights" label={forms.honeypotLabel} />
          <div className="sm:col-span-2">
            <Button type="submit" variant="navy" size="lg">
              <Send aria-hidden="true" />
              {words.submit}
            </Button>
          </div>
        </form>
        <PrivacyNotice notice={notice} />
        <section aria-labelledby="rights-withdraw" className="rounded-2xl bg-navy-50 p-6">
          <h2 id="rights-withdraw" className="text-xl font-bold text-navy-900">
            {words.withdrawHeading}
          </h2>
          <p className="mt-2 leading-relaxed text-navy-800">{words.withdrawText}</p>
        </section>
      </Container>
    </>
  );
}
