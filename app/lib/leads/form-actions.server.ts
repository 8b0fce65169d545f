import type { AppLoadContext } from "react-router";
import { type Locale, localeOfRequest, localePath } from "~/lib/i18n/locale";
import { surveyPath } from "~/lib/private-links/private-link-paths";
import { createPrivateLink } from "~/lib/private-links/private-links.server";
import { type QuoteEstimate, quoteEstimate } from "~/lib/quote-estimate";
import { quotePlanParam } from "~/lib/quote-plan-param";
import { referralParam } from "~/lib/referral-param";
import { publicConfig } from "~/config";
import { readLeadSource, type SourceForm } from "~/lib/lead-sources/lead-source";
import { saveLeadSource } from "~/lib/lead-sources/lead-source-store.server";
import { requestDay } from "~/lib/request-day.server";
import { computePlanFromText } from "~/lib/solar-plan-query";
import type { FormName } from "./form-checks";
import { estimateBasisOf } from "./form-fields";
import { toQuotePlan } from "./quote-plan-record";
import type { FailedSubmission, InvalidSubmission } from "./submission";
import { contactSchema, newsletterSchema, privacyRequestSchema, quoteSchemas } from "./schemas";
import { type FormAnswer, readSubmission, storeLead, storeSubmission } from "./submission.server";
import { takeConsents } from "~/lib/privacy/consent-purposes";
import { referenceNumber, type RightsRequestKind } from "~/lib/privacy/rights-requests";
import { todayInKolkata } from "~/lib/time/kolkata-day";

// Each lead form's action, once: the page's own route action runs it (and answers with route
// data, for a post sent without JavaScript), and so does the forms' JSON endpoint
// (routes/form-endpoint.ts, for the form islands' fetch). Same schema, store and bot check.

export interface FormActionArgs {
  request: Request;
  context: AppLoadContext;
}

export function contactAction({ request, context }: FormActionArgs) {
  return storeSubmission(
    request,
    context.leads,
    contactSchema,
    "contact",
    (leads, message) => leads.saveContact(takeConsents(message)),
    async (saved, message, values) => {
      await recordSource(
        { request, context },
        { kind: "contact", id: saved.id },
        { values, form: "contact", referral: false },
      );
      await acknowledge(context, { kind: "contact", id: saved.id, ...message });
      return {};
    },
  );
}

/**
 * The visitor's own e-mail for what they sent (issue 30), in their language; the survey's
 * link with a quote request. The enquiry is stored already: a failure here is logged only.
 */
async function acknowledge(
  context: AppLoadContext,
  enquiry: {
    kind: "contact" | "quote";
    id: number;
    name: string;
    email: string;
    language: Locale;
  },
  surveyPath?: string,
) {
  if (!context.acknowledgements) return;
  try {
    await context.acknowledgements.send(enquiry, enquiry.language, {
      surveyPath,
      now: requestDay(context).now,
    });
  } catch (error) {
    console.error(`${new Date().toISOString()} ERROR acknowledging a ${enquiry.kind}:`, error);
  }
}

/** A stored rights request's answer: its reference number, and whether a copy link was sent. */
export interface RightsRequestAnswer {
  status: "sent";
  reference?: string;
  kind: RightsRequestKind;
  /** A copy request: the confirmation link was e-mailed to the address. */
  copyLinkSent?: boolean;
}

/**
 * A rights request (issue 23: copy, correction, erasure, nominee, grievance), from the rights
 * page; the privacy policy's "delete my data" form (issue 10) sends one of kind erasure. It gets
 * a reference number; a copy request's confirmation link is e-mailed to the address given.
 */
export async function privacyRequestAction({
  request,
  context,
}: FormActionArgs): Promise<
  FormAnswer<RightsRequestAnswer | InvalidSubmission | FailedSubmission>
> {
  const submission = await readSubmission(request, privacyRequestSchema);
  if (submission.outcome === "invalid") return submission.answer;
  const { kind, ...fields } = submission.data;
  if (submission.bot) return { result: { status: "sent", kind }, status: 200 };
  const { now } = requestDay(context);
  const stored = await storeLead(context.leads, "privacy request", (leads) =>
    leads.savePrivacyRequest({ ...fields, requestKind: kind }),
  );
  if ("failure" in stored) return stored.failure;
  const { id } = stored.saved;
  let copyLinkSent = false;
  if (kind === "copy" && context.privacy) {
    try {
      copyLinkSent = await context.privacy.sendCopyLink(id, fields.email, fields.language, now);
    } catch (error) {
      // The request is stored: staff see it in the queue and answer it by e-mail.
      console.error(`${new Date().toISOString()} ERROR sending a copy link:`, error);
    }
  }
  return {
    result: {
      status: "sent",
      kind,
      reference: referenceNumber(id, todayInKolkata(now)),
      copyLinkSent,
    },
    status: 200,
  };
}

/**
 * One subscription per address. Subscribing again answers the same, so the form neither
 * fails nor tells anyone which addresses are on the list.
 */
/** A newsletter subscription's answer: `confirm` when a confirmation link was e-mailed. */
export interface NewsletterAnswer {
  status: "sent";
  confirm?: boolean;
}

/**
 * The newsletter box: where e-mail is set up the subscription waits for its address to confirm
 * it by an e-mailed link (double opt-in, issue 30); the answer says to look for it.
 */
export function newsletterSubscribeAction({ request, context }: FormActionArgs) {
  return storeSubmission(
    request,
    context.leads,
    newsletterSchema,
    "newsletter",
    (leads, form) =>
      leads.subscribe(form.email, form.language, { noticeVersion: form.noticeVersion }),
    async (saved, form): Promise<Omit<NewsletterAnswer, "status">> => {
      if (!saved.pending || !context.privacy) return {};
      try {
        const sent = await context.privacy.sendSubscribeLink(
          saved.id,
          form.email,
          form.language,
          requestDay(context).now,
        );
        return sent ? { confirm: true } : {};
      } catch (error) {
        console.error(`${new Date().toISOString()} ERROR sending a subscription link:`, error);
        return {};
      }
    },
  );
}

/**
 * The quote request: the server's estimate is the one stored and answered, in the basis of
 * the page's language (dollars by the spec's formula in English, rupees by the planner's rules
 * for the day in Odia); a plan brought from the planner travels as its inputs only, and its
 * figures are worked out again here.
 */
export async function quoteAction({
  request,
  context,
}: FormActionArgs): Promise<FormAnswer<QuoteAnswer | InvalidSubmission | FailedSubmission>> {
  const basis = estimateBasisOf[localeOfRequest(request)];
  const submission = await readSubmission(request, quoteSchemas[basis]);
  if (submission.outcome === "invalid") return submission.answer;
  const { roofSize, monthlyBill } = submission.data;
  const { today, now } = requestDay(context);
  const estimate = quoteEstimate(basis, { roofSize, monthlyBill }, today);
  // The plan is worked out again for the day the request arrives, and stored with that day.
  const carried = computePlanFromText(submission.values[quotePlanParam], today);
  const plan = carried ? toQuotePlan(carried) : undefined;
  let surveyLink: string | undefined;
  if (!submission.bot) {
    const stored = await storeLead(context.leads, "quote", (leads) =>
      leads.saveQuote({ ...takeConsents(submission.data), estimate, plan }),
    );
    if ("failure" in stored) return stored.failure;
    const referred = await recordReferral(
      context,
      stored.saved.id,
      submission.values[referralParam],
      now,
    );
    await recordSource(
      { request, context },
      { kind: "quote", id: stored.saved.id },
      { values: submission.values, form: plan ? "planner" : "quote", referral: referred },
    );
    surveyLink = await offerSurvey(context, stored.saved.id, now);
    await acknowledge(
      context,
      { kind: "quote", id: stored.saved.id, ...submission.data },
      surveyLink ? localePath(submission.data.language, surveyLink) : undefined,
    );
  }
  // Without JavaScript the answering page shows the form again as it was sent.
  const sent: QuoteAnswer = {
    status: "sent",
    shown: { estimate, roofSize, monthlyBill },
    values: submission.values,
    ...(surveyLink ? { surveyPath: localePath(submission.data.language, surveyLink) } : {}),
  };
  return { result: sent, status: 200 };
}

/**
 * The referral link the request came through (issue 36), recorded on the stored lead; a
 * tampered or revoked link adds nothing. The request is stored already: a failure is logged.
 */
async function recordReferral(
  context: AppLoadContext,
  leadId: number,
  token: string | undefined,
  now: Date,
) {
  if (!token || !context.referrals) return false;
  try {
    return await context.referrals.record({ kind: "quote", id: leadId }, token, now);
  } catch (error) {
    console.error(`${new Date().toISOString()} ERROR recording a referral:`, error);
    return false;
  }
}

/**
 * Where the stored lead came from (issue 37): the visit's first page and referring site the
 * form brought from the tab (arrivalPage, arrivalReferrer), else the page it was posted from.
 * The lead is stored already: a failure here is logged only.
 */
async function recordSource(
  { request, context }: FormActionArgs,
  lead: { kind: "contact" | "quote"; id: number },
  {
    values,
    form,
    referral,
  }: { values: Record<string, string>; form: SourceForm; referral: boolean },
) {
  if (!context.database) return;
  try {
    const source = readLeadSource({
      arrivalPage: values.arrivalPage ?? "",
      arrivalReferrer: values.arrivalReferrer ?? "",
      postedFrom: request.headers.get("Referer") ?? "",
      userAgent: request.headers.get("User-Agent") ?? "",
      ownHosts: [new URL(request.url).hostname, new URL(publicConfig.siteUrl).hostname],
      referral,
    });
    await saveLeadSource(context.database.db, lead, source, form, requestDay(context).now);
  } catch (error) {
    console.error(`${new Date().toISOString()} ERROR recording a lead's source:`, error);
  }
}

/** A survey link is offered this long after the request that made it. */
const surveyOfferMs = 30 * 24 * 60 * 60 * 1000;

/**
 * The private link to book the free site survey of a stored quote request (issue 20), offered
 * on the answer only, never anywhere public. If it cannot be made the request is still sent:
 * staff arrange the survey by phone as before.
 */
async function offerSurvey(
  context: AppLoadContext,
  leadId: number,
  now: Date,
): Promise<string | undefined> {
  if (!context.database) return undefined;
  try {
    const token = await createPrivateLink(context.database.db, {
      purpose: "survey",
      subjectId: String(leadId),
      expiresAt: new Date(now.getTime() + surveyOfferMs),
      now,
    });
    return surveyPath(token);
  } catch (error) {
    console.error(`${new Date().toISOString()} ERROR making a survey link:`, error);
    return undefined;
  }
}

/** A sent quote request's answer: the server's estimate, and the fields as they were sent. */
export interface QuoteAnswer {
  status: "sent";
  shown: { estimate: QuoteEstimate; roofSize: number; monthlyBill: number };
  values: Record<string, string>;
  /** Where the visitor books their free site survey (a private link), when one was made. */
  surveyPath?: string;
}

/** The forms the JSON endpoint answers for, by the name the browser's checks know them by. */
export const formActions: Record<FormName, (args: FormActionArgs) => Promise<FormAnswer<unknown>>> =
  {
    contact: contactAction,
    privacy: privacyRequestAction,
    newsletter: newsletterSubscribeAction,
    quote: quoteAction,
  };

export function isFormName(name: string | undefined): name is FormName {
  return name !== undefined && Object.hasOwn(formActions, name);
}
