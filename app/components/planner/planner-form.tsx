import { Calculator } from "lucide-react";
import { useRef } from "react";
import { Button } from "~/components/ui/button";
import { pagePaths } from "~/content/pages";
import { localePath, type Locale } from "~/lib/i18n/locale";
import type { PlanFormState } from "~/lib/planner-update";
import { type PlanField, planParams } from "~/lib/solar-plan-params";
import type { FieldError } from "~/lib/solar-plan-query";
import { cn } from "~/lib/cn";
import type { PlannerWords } from "./plan-words";
import { ChoiceGroup } from "./choice-group";
import { NumberField } from "./number-field";

export const plannerFormId = "planner-form";
export const planSectionId = "plan";
const squareFeetPerSquareMetre = 10.7639;

/** The id of a field's control, so a message can link to it. */
export const fieldIds: Record<PlanField, string> = {
  category: "planner-for",
  houses: "planner-houses",
  basis: "planner-by",
  monthlyBill: "planner-bill",
  monthlyUnits: "planner-units",
  roofArea: "planner-roof",
  roofUnit: "planner-roof-unit",
  system: "planner-system",
  payment: "planner-pay",
  loanRate: "planner-rate",
  loanYears: "planner-years",
  chosenKw: "planner-kw",
  ownTariff: "planner-tariff",
  fixedCharge: "planner-fixed",
  hybridSubsidised: "planner-hybrid-subsidy",
  yieldPerKw: "planner-yield",
  tariffRise: "planner-rise",
  electricityDuty: "planner-duty",
  contractLoadKw: "planner-load",
  exportPrice: "planner-export",
  batteryCostPerKw: "planner-battery",
};

/**
 * The planner's inputs: a GET form, so without JavaScript "Show my plan" loads the plan's
 * URL; with it the plan follows as the visitor types. Which fields show (a society's houses,
 * bill or units, the loan's fields…) is CSS alone (:has), so both work the same. A field the
 * server could not use keeps what was typed and says why beside it.
 */
export function PlannerForm({
  locale,
  copy,
  errorWords,
  form,
  errors,
  loanRates,
  onUpdate: update,
  className,
}: {
  locale: Locale;
  copy: PlannerWords["form"];
  errorWords: PlannerWords["errors"];
  form: PlanFormState;
  errors: FieldError[];
  loanRates: { upTo3Kw: number; above3Kw: number };
  /** Asks for the form's plan, after a pause in typing or at once (`delay` 0). */
  onUpdate: (form: HTMLFormElement, delay?: number) => void;
  className?: string;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const errorAt = (field: PlanField) => {
    const error = errors.find((item) => item.field === field);
    return error ? errorWords.message(error) : undefined;
  };
  const value = (field: PlanField) => form.values[field] ?? "";
  const { checked } = form;

  // Switching units converts the area already typed, so the roof stays the same roof.
  const convertRoof = (unit: PlanFormState["checked"]["roofUnit"]) => {
    const field = formRef.current?.elements.namedItem(planParams.roofArea);
    if (!(field instanceof HTMLInputElement)) return;
    const typed = Number(field.value.replace(/,/g, ""));
    if (!field.value.trim() || !Number.isFinite(typed)) return;
    const converted =
      unit === "sqm" ? typed / squareFeetPerSquareMetre : typed * squareFeetPerSquareMetre;
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
          name={planParams.category}
          idPrefix={fieldIds.category}
          legend={copy.category.legend}
          checked={checked.category}
          columns={1}
          error={errorAt("category")}
          choices={(["home", "society", "business"] as const).map((option) => ({
            value: option,
            ...copy.category.options[option],
          }))}
        />
        <NumberField
          id={fieldIds.houses}
          name={planParams.houses}
          label={copy.houses.label}
          unit={copy.houses.unit}
          hint={copy.houses.hint}
          defaultValue={value("houses")}
          error={errorAt("houses")}
          className="hidden group-has-[#planner-for-society:checked]/planner:grid"
        />

        <ChoiceGroup
          name={planParams.basis}
          idPrefix={fieldIds.basis}
          legend={copy.usage.legend}
          checked={checked.basis}
          error={errorAt("basis")}
          choices={[
            { value: "bill", label: copy.usage.bill },
            { value: "units", label: copy.usage.units },
          ]}
        />
        <NumberField
          id={fieldIds.monthlyBill}
          name={planParams.monthlyBill}
          label={copy.monthlyBill.label}
          unit={copy.monthlyBill.unit}
          hint={copy.monthlyBill.hint}
          defaultValue={value("monthlyBill")}
          error={errorAt("monthlyBill")}
          className="group-has-[#planner-by-units:checked]/planner:hidden"
        />
        <NumberField
          id={fieldIds.monthlyUnits}
          name={planParams.monthlyUnits}
          label={copy.monthlyUnits.label}
          unit={copy.monthlyUnits.unit}
          hint={copy.monthlyUnits.hint}
          defaultValue={value("monthlyUnits")}
          error={errorAt("monthlyUnits")}
          className="hidden group-has-[#planner-by-units:checked]/planner:grid"
        />
        <NumberField
          id={fieldIds.ownTariff}
          name={planParams.ownTariff}
          label={copy.ownTariff.label}
          unit={copy.ownTariff.unit}
          hint={copy.ownTariff.hint}
          defaultValue={value("ownTariff")}
          error={errorAt("ownTariff")}
          className="group-has-[#planner-for-home:checked]/planner:hidden"
        />

        <div className="grid gap-4 rounded-xl bg-navy-50 p-4 ring-1 ring-navy-100">
          <NumberField
            id={fieldIds.roofArea}
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
            defaultValue={value("roofArea")}
            error={errorAt("roofArea")}
          />
          <ChoiceGroup
            name={planParams.roofUnit}
            idPrefix={fieldIds.roofUnit}
            legend={copy.roof.unitLegend}
            checked={checked.roofUnit}
            onChange={convertRoof}
            error={errorAt("roofUnit")}
            choices={[
              { value: "sqft", label: copy.roof.units.sqft },
              { value: "sqm", label: copy.roof.units.sqm },
            ]}
          />
        </div>

        <ChoiceGroup
          name={planParams.system}
          idPrefix={fieldIds.system}
          legend={copy.system.legend}
          checked={checked.system}
          error={errorAt("system")}
          choices={(["on-grid", "hybrid"] as const).map((option) => ({
            value: option,
            ...copy.system.options[option],
          }))}
        />

        <div className="grid gap-4">
          <ChoiceGroup
            name={planParams.payment}
            idPrefix={fieldIds.payment}
            legend={copy.payment.legend}
            checked={checked.payment}
            error={errorAt("payment")}
            choices={[
              { value: "cash", label: copy.payment.options.cash },
              { value: "loan", label: copy.payment.options.loan },
            ]}
          />
          <div className="hidden gap-4 rounded-xl bg-navy-50 p-4 ring-1 ring-navy-100 group-has-[#planner-pay-loan:checked]/planner:grid sm:grid-cols-2">
            <NumberField
              id={fieldIds.loanRate}
              name={planParams.loanRate}
              label={copy.payment.loanRate.label}
              unit={copy.payment.loanRate.unit}
              hint={copy.loanRateHint(loanRates.upTo3Kw, loanRates.above3Kw)}
              defaultValue={value("loanRate")}
              error={errorAt("loanRate")}
            />
            <NumberField
              id={fieldIds.loanYears}
              name={planParams.loanYears}
              label={copy.payment.loanYears.label}
              unit={copy.payment.loanYears.unit}
              hint={copy.payment.loanYears.hint}
              defaultValue={value("loanYears")}
              error={errorAt("loanYears")}
            />
          </div>
        </div>

        <NumberField
          id={fieldIds.chosenKw}
          name={planParams.chosenKw}
          label={copy.chosenKw.label}
          unit={copy.chosenKw.unit}
          hint={copy.chosenKw.hint}
          defaultValue={value("chosenKw")}
          error={errorAt("chosenKw")}
        />

        <Button type="submit" variant="navy" size="lg" className="w-full">
          <Calculator aria-hidden="true" />
          {copy.submit}
        </Button>
      </form>
    </div>
  );
}
