import { Sun } from "lucide-react";
import { SubmissionNotice } from "~/components/leads/form-notice";
import { Honeypot } from "~/components/leads/honeypot";
import { PrivacyNote } from "~/components/leads/privacy-note";
import { PersonFields } from "~/components/leads/person-fields";
import { SubmitButton } from "~/components/leads/submit-button";
import { FieldFrame, TextField } from "~/components/leads/text-field";
import { Select } from "~/components/ui/select";
import { pagePaths } from "~/content/pages";
import { fill } from "~/lib/i18n/fill";
import { type Locale, localePath } from "~/lib/i18n/locale";
import {
  estimateBasisOf,
  leadLimits,
  monthlyBillLimits,
  sliderLimits,
} from "~/lib/leads/form-fields";
import { type QuoteProductId, quoteProductIds } from "~/lib/leads/quote-products";
import { quotePlanParam } from "~/lib/quote-plan-param";
import { referralParam } from "~/lib/referral-param";
import type { useLeadForm } from "~/components/leads/use-lead-form";
import type { QuoteFormWords, QuoteSent } from "./quote-request";
import type { CarriedPlan } from "./carried-plan-card";
import { billValue } from "./bill-value";
import {
  ConsentChoices,
  type ConsentWords,
  NoticeVersionField,
} from "~/components/privacy/consent-choices";
import { consentPurposes } from "~/lib/privacy/consent-purposes";
import { preloadSlider } from "./lazy-slider";
import { noScriptStyle, RangeField } from "./range-field";
import { IslandSlot } from "~/islands/island";

/** The slot the quote page fills with its short privacy notice. */
export const quotePrivacyNoticeSlot = "privacyNotice";

/** A figure on a slider: in its steps and range. */
function onSlider(value: number, { min, max, step }: { min: number; max: number; step: number }) {
  return Math.min(max, Math.max(min, Math.round(value / step) * step));
}

/** The plan's roof on the spec's slider: square metres, in its steps and range. */
function planRoofSize(plan: CarriedPlan): number {
  return onSlider(plan.roofAreaM2, sliderLimits.roofSize);
}

export type QuoteLeadForm = ReturnType<typeof useLeadForm<QuoteSent>>;

/**
 * The details form of the quote page (spec: name, email, phone and location required; street
 * address and message optional; roof size and monthly bill sliders), plus the product the
 * visitor came for.
 */
export function QuoteForm({
  form,
  words: forms,
  locale,
  initialProduct,
  carriedPlan,
  consentWords,
  referralToken,
}: {
  form: QuoteLeadForm;
  words: QuoteFormWords;
  /** The opt-ins' words (newsletter, WhatsApp, marketing calls). */
  consentWords: ConsentWords;
  locale: Locale;
  initialProduct: QuoteProductId;
  carriedPlan?: CarriedPlan | null;
  referralToken?: string | null;
}) {
  const { pending, errors, values, documentResult, formProps } = form;
  const copy = forms.quote;
  const marks = { required: forms.requiredMark, optional: forms.optional };
  const person = {
    ...forms.person,
    name: { ...forms.person.name, placeholder: copy.namePlaceholder },
  };
  // The bill in the currency of the page's estimate: dollars in English, rupees in Odia.
  const basis = estimateBasisOf[locale];
  const billLimits = monthlyBillLimits[basis];
  const number = (value: string | undefined, fallback: number) =>
    value !== undefined && /^\d+$/.test(value) ? Number(value) : fallback;

  return (
    <div className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm sm:p-8">
      <h2 id="quote-form-heading" className="text-2xl font-extrabold text-navy-900">
        {copy.heading}
      </h2>
      <p className="mt-2 leading-relaxed text-navy-700">{copy.intro}</p>

      <SubmissionNotice
        result={documentResult}
        sent={copy.success}
        link={{ href: "#estimate-heading", label: copy.seeEstimate }}
        words={forms}
      />

      <noscript dangerouslySetInnerHTML={{ __html: noScriptStyle }} />
      <form
        {...formProps}
        onFocus={() => {
          formProps.onFocus();
          preloadSlider();
        }}
        onPointerEnter={() => {
          formProps.onPointerEnter();
          preloadSlider();
        }}
        aria-labelledby="quote-form-heading"
        className="relative mt-6 grid gap-5 sm:grid-cols-2"
      >
        <PersonFields
          idPrefix="quote"
          copy={person}
          marks={marks}
          errors={errors}
          values={values}
          phoneRequired
        />
        <TextField
          id="quote-location"
          name="location"
          label={copy.location.label}
          placeholder={copy.location.placeholder}
          autoComplete="postal-code"
          maxLength={leadLimits.location}
          required
          marks={marks}
          error={errors.location}
          defaultValue={values.location}
        />
        <TextField
          id="quote-address"
          name="address"
          label={copy.address.label}
          placeholder={copy.address.placeholder}
          autoComplete="street-address"
          maxLength={leadLimits.address}
          marks={marks}
          error={errors.address}
          defaultValue={values.address}
          className="sm:col-span-2"
        />
        <FieldFrame
          id="quote-product"
          label={copy.product.label}
          marks={marks}
          unmarked
          error={errors.product}
          className="sm:col-span-2"
        >
          {(aria) => (
            <Select
              key={initialProduct}
              name="product"
              defaultValue={values.product ?? initialProduct}
              {...aria}
            >
              {quoteProductIds.map((id) => (
                <option key={id} value={id}>
                  {copy.product.choices[id]}
                </option>
              ))}
            </Select>
          )}
        </FieldFrame>

        <fieldset className="grid gap-6 rounded-xl bg-navy-50 p-5 ring-1 ring-navy-100 sm:col-span-2 sm:p-6">
          <legend className="float-left flex items-center gap-2 text-base font-bold text-navy-900">
            <Sun aria-hidden="true" className="size-5 text-sun-700" />
            {copy.energyHeading}
          </legend>
          <RangeField
            id="quote-roof-size"
            name="roofSize"
            label={copy.roofSize.label}
            hint={copy.roofSize.hint}
            {...sliderLimits.roofSize}
            defaultValue={number(
              values.roofSize,
              carriedPlan ? planRoofSize(carriedPlan) : sliderLimits.roofSize.defaultValue,
            )}
            format={(value) => fill(copy.roofSize.value, { value })}
            error={errors.roofSize}
          />
          <RangeField
            id="quote-monthly-bill"
            name="monthlyBill"
            label={copy.monthlyBill.label}
            hint={copy.monthlyBill.hint}
            {...billLimits}
            // A carried plan's bill, where the slider is in rupees too (issue 30: a ₹2,500 plan
            // sent on untouched arrived as the slider's ₹1,500).
            defaultValue={number(
              values.monthlyBill,
              carriedPlan && basis === "planner-rupees"
                ? onSlider(carriedPlan.monthlyBill, billLimits)
                : billLimits.defaultValue,
            )}
            format={(value) => billValue(copy.monthlyBill.value, value, basis)}
            error={errors.monthlyBill}
          />
        </fieldset>

        <TextField
          id="quote-message"
          name="message"
          multiline
          rows={3}
          label={copy.message.label}
          placeholder={copy.message.placeholder}
          maxLength={leadLimits.message}
          marks={marks}
          error={errors.message}
          defaultValue={values.message}
          className="sm:col-span-2"
        />
        <ConsentChoices
          idPrefix="quote"
          purposes={consentPurposes}
          words={consentWords}
          values={values}
          className="sm:col-span-2"
        />
        {/* The short privacy notice, from the page: beside the form and before its button,
            where it is read before sending (issue 30). */}
        <IslandSlot name={quotePrivacyNoticeSlot} className="sm:col-span-2" />
        <NoticeVersionField />
        <Honeypot idPrefix="quote" label={forms.honeypotLabel} />
        {carriedPlan ? (
          <input type="hidden" name={quotePlanParam} value={carriedPlan.query} />
        ) : null}
        {referralToken ? <input type="hidden" name={referralParam} value={referralToken} /> : null}

        <div className="grid gap-4 sm:col-span-2">
          <SubmitButton
            pending={pending}
            label={copy.submit}
            pendingLabel={copy.pending}
            // A long label (Odia) wraps rather than widening a 320 px page; "!" over the button's
            // own height and nowrap, as cn() does not merge classes.
            className="h-auto! min-h-12 py-2 text-center whitespace-normal! sm:w-full"
          />
          <p className="text-center text-sm leading-relaxed text-navy-700">{copy.surveyNote}</p>
          <PrivacyNote
            text={copy.privacyNote}
            link={{ href: localePath(locale, pagePaths.privacyPolicy), label: forms.privacyLink }}
            className="justify-center text-center"
          />
        </div>
      </form>
    </div>
  );
}
