import { Calculator } from "lucide-react";
import { useRef } from "react";
import { Button } from "~/components/ui/button";
import { pagePaths } from "~/content/pages";
import { localePath, type Locale } from "~/lib/i18n/locale";
import type { PlanInputs } from "~/lib/solar-plan";
import { planParams } from "~/lib/solar-plan-params";
import type { NumberField as NumberFieldName, PlanNotice } from "~/lib/solar-plan-query";
import { cn } from "~/lib/cn";
import type { PlannerWords } from "./plan-words";
import { ChoiceGroup } from "./choice-group";
import { NumberField } from "./number-field";

export const plannerFormId = "planner-form";
export const planSectionId = "plan";
const squareFeetPerSquareMetre = 10.7639;

/**
 * The planner's inputs: a GET form, so without JavaScript "Show my plan" loads the plan's
 * URL; with it the plan follows as the visitor types. Which of bill or units, and the loan's
 * fields, show by CSS alone (:has), so both work the same.
 */
export function PlannerForm({
  locale,
  copy,
  noticeWords,
  inputs,
  notices,
  onUpdate: update,
  className,
}: {
  locale: Locale;
  copy: PlannerWords["form"];
  noticeWords: PlannerWords["notices"];
  inputs: PlanInputs;
  notices: PlanNotice[];
  /** Asks for the form's plan, after a pause in typing or at once (`delay` 0). */
  onUpdate: (form: HTMLFormElement, delay?: number) => void;
  className?: string;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const noticeFor = (field: NumberFieldName) => {
    const notice = notices.find((item) => item.field === field);
    return notice ? noticeWords.notice(notice) : undefined;
  };

  // Switching units converts the area already typed, so the roof stays the same roof.
  const convertRoof = (unit: PlanInputs["roofUnit"]) => {
    const field = formRef.current?.elements.namedItem(planParams.roofArea);
    if (!(field instanceof HTMLInputElement)) return;
    const value = Number(field.value.replace(/,/g, ""));
    if (!field.value.trim() || !Number.isFinite(value)) return;
    const converted =
      unit === "sqm" ? value / squareFeetPerSquareMetre : value * squareFeetPerSquareMetre;
    field.value = String(Math.round(converted));
  };

  return (
    <div
      className={cn("rounded-2xl border border-navy-100 bg-white p-6 shadow-sm sm:p-8", className)}
    >
      <h2 id="planner-form-heading" className="text-2xl font-extrabold text-navy-900">
        {copy.heading}
      </h2>
      <p className="mt-2 leading-relaxed text-navy-700">{copy.intro}</p>
      <form
        ref={formRef}
        id={plannerFormId}
        method="get"
        // Without JavaScript the answer opens at the plan.
        action={`${localePath(locale, pagePaths.solarCalculator)}#${planSectionId}`}
        aria-labelledby="planner-form-heading"
        // A choice counts at once; typing waits for a pause.
        onChange={(event) => {
          const choice = event.target instanceof HTMLInputElement && event.target.type === "radio";
          update(event.currentTarget, choice ? 0 : undefined);
        }}
        onSubmit={(event) => {
          event.preventDefault();
          update(event.currentTarget, 0);
          const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
          document
            .getElementById(planSectionId)
            ?.scrollIntoView({ behavior: still ? "auto" : "smooth", block: "start" });
        }}
        className="group/planner mt-6 grid gap-6"
      >
        <ChoiceGroup
          name={planParams.basis}
          idPrefix="planner-by"
          legend={copy.usage.legend}
          checked={inputs.basis}
          choices={[
            { value: "bill", label: copy.usage.bill },
            { value: "units", label: copy.usage.units },
          ]}
        />
        <NumberField
          id="planner-bill"
          name={planParams.monthlyBill}
          label={copy.monthlyBill.label}
          unit={copy.monthlyBill.unit}
          hint={copy.monthlyBill.hint}
          defaultValue={inputs.monthlyBill}
          notice={noticeFor("monthlyBill")}
          className="group-has-[#planner-by-units:checked]/planner:hidden"
        />
        <NumberField
          id="planner-units"
          name={planParams.monthlyUnits}
          label={copy.monthlyUnits.label}
          unit={copy.monthlyUnits.unit}
          hint={copy.monthlyUnits.hint}
          defaultValue={inputs.monthlyUnits}
          notice={noticeFor("monthlyUnits")}
          className="hidden group-has-[#planner-by-units:checked]/planner:grid"
        />

        <div className="grid gap-4 rounded-xl bg-navy-50 p-4 ring-1 ring-navy-100">
          <NumberField
            id="planner-roof"
            name={planParams.roofArea}
            label={copy.roof.label}
            unit={
              <>
                <span className="group-has-[#planner-roof-unit-sqm:checked]/planner:hidden">
                  {copy.roof.short.sqft}
                </span>
                <span className="hidden group-has-[#planner-roof-unit-sqm:checked]/planner:inline">
                  {copy.roof.short.sqm}
                </span>
              </>
            }
            hint={copy.roof.hint}
            defaultValue={inputs.roofArea}
            notice={noticeFor("roofArea")}
          />
          <ChoiceGroup
            name={planParams.roofUnit}
            idPrefix="planner-roof-unit"
            legend={copy.roof.unitLegend}
            checked={inputs.roofUnit}
            onChange={convertRoof}
            choices={[
              { value: "sqft", label: copy.roof.units.sqft },
              { value: "sqm", label: copy.roof.units.sqm },
            ]}
          />
        </div>

        <ChoiceGroup
          name={planParams.system}
          idPrefix="planner-system"
          legend={copy.system.legend}
          checked={inputs.system}
          choices={(["on-grid", "hybrid"] as const).map((value) => ({
            value,
            ...copy.system.options[value],
          }))}
        />

        <div className="grid gap-4">
          <ChoiceGroup
            name={planParams.payment}
            idPrefix="planner-pay"
            legend={copy.payment.legend}
            checked={inputs.payment}
            choices={[
              { value: "cash", label: copy.payment.options.cash },
              { value: "loan", label: copy.payment.options.loan },
            ]}
          />
          <div className="hidden gap-4 rounded-xl bg-navy-50 p-4 ring-1 ring-navy-100 group-has-[#planner-pay-loan:checked]/planner:grid sm:grid-cols-2">
            <NumberField
              id="planner-rate"
              name={planParams.loanRate}
              label={copy.payment.loanRate.label}
              unit={copy.payment.loanRate.unit}
              defaultValue={inputs.loanRate}
              notice={noticeFor("loanRate")}
            />
            <NumberField
              id="planner-years"
              name={planParams.loanYears}
              label={copy.payment.loanYears.label}
              unit={copy.payment.loanYears.unit}
              defaultValue={inputs.loanYears}
              notice={noticeFor("loanYears")}
            />
            <p className="text-sm text-navy-700 sm:col-span-2">{copy.payment.loanHint}</p>
          </div>
        </div>

        <NumberField
          id="planner-kw"
          name={planParams.chosenKw}
          label={copy.chosenKw.label}
          unit={copy.chosenKw.unit}
          hint={copy.chosenKw.hint}
          defaultValue={inputs.chosenKw ?? ""}
          notice={noticeFor("chosenKw")}
        />

        <Button type="submit" variant="navy" size="lg" className="w-full">
          <Calculator aria-hidden="true" />
          {copy.submit}
        </Button>
      </form>
    </div>
  );
}
