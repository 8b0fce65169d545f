import { ChevronDown, SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import type { RateKey } from "~/content/solar-rates";
import type { PlanUpdate } from "~/lib/planner-update";
import { type PlanField, planParams } from "~/lib/solar-plan-params";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import { NumberField } from "./number-field";
import { Mark } from "./plan-results";
import { fieldIds, plannerFormId } from "./planner-form";
import type { PlannerWords } from "./plan-words";

/** The fields of the assumptions (outside the form element, joined to it by `form=`). */
const assumptionFields: PlanField[] = [
  "yieldPerKw",
  "tariffRise",
  "electricityDuty",
  "contractLoadKw",
  "exportPrice",
  "batteryCostPerKw",
  "fixedCharge",
  "hybridSubsidised",
];

const editable = (key: RateKey): key is RateKey & PlanField =>
  (assumptionFields as string[]).includes(key);

/**
 * Every figure the plan uses, with its source, the dates it holds and when it was checked, in
 * a native <details> (no script needed to open it). Those no source settles are marked, and
 * the visitor may change them; those past their review are marked possibly out of date. The
 * fields belong to the planner's form (form="…"), so they travel in the same URL.
 */
export function PlanAssumptions({
  copy,
  errorWords,
  update,
  onChange,
}: {
  copy: PlannerWords["assumptions"];
  errorWords: PlannerWords["errors"];
  update: Pick<PlanUpdate, "rules" | "rates" | "form" | "errors">;
  onChange?: () => void;
}) {
  const { rules, rates, form, errors } = update;
  const errorAt = (field: PlanField) => {
    const error = errors.find((item) => item.field === field);
    return error ? errorWords.message(error) : undefined;
  };
  // Opened at first when one of its fields has an error; after that the visitor decides
  // (a later plan must not close it under their fingers).
  const [open] = useState(() => errors.some((error) => assumptionFields.includes(error.field)));
  const field = (key: PlanField, label: string, unit: string) => (
    <NumberField
      id={fieldIds[key]}
      name={planParams[key]}
      form={plannerFormId}
      label={label}
      unit={unit}
      defaultValue={form.values[key] ?? ""}
      rateDefault={form.defaults[key]}
      error={errorAt(key)}
    />
  );
  return (
    <details
      open={open || undefined}
      onChange={onChange}
      className="group rounded-2xl border border-navy-100 bg-white shadow-sm"
      data-testid="plan-assumptions"
    >
      <summary className="flex cursor-pointer list-none items-center gap-3 rounded-2xl p-6 text-lg font-bold text-navy-900 marker:hidden sm:px-8 [&::-webkit-details-marker]:hidden">
        <SlidersHorizontal aria-hidden="true" className="size-5 shrink-0 text-sun-700" />
        <span className="flex-1">{copy.summary}</span>
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="grid gap-6 border-t border-navy-100 p-6 sm:p-8">
        <p className="max-w-3xl leading-relaxed text-navy-700">{copy.intro}</p>
        <ul className="grid gap-4 md:grid-cols-2">
          {rules.map((rule) => {
            const { key } = rule;
            return (
              <li
                key={key}
                data-testid={`rate-${key}`}
                className="grid content-start gap-2 rounded-xl bg-navy-50 p-4 ring-1 ring-navy-100"
              >
                {key === "hybridSubsidised" ? (
                  <div className="grid gap-2">
                    <label
                      htmlFor={fieldIds.hybridSubsidised}
                      className="text-sm font-semibold text-navy-900"
                    >
                      {copy.labels.hybridSubsidised}
                    </label>
                    <Select
                      id={fieldIds.hybridSubsidised}
                      name={planParams.hybridSubsidised}
                      form={plannerFormId}
                      defaultValue={form.checked.hybridSubsidised}
                      data-default={form.defaults.hybridSubsidised ?? "yes"}
                    >
                      <option value="yes">{copy.hybridSubsidised.yes}</option>
                      <option value="no">{copy.hybridSubsidised.no}</option>
                    </Select>
                  </div>
                ) : editable(key) ? (
                  field(
                    key,
                    copy.labels[key],
                    copy.editableUnits[key as keyof typeof copy.editableUnits],
                  )
                ) : (
                  <p className="grid gap-1">
                    <span className="text-sm font-semibold text-navy-900">{copy.labels[key]}</span>
                    <span className="font-bold text-navy-900">{copy.value(key, rates)}</span>
                  </p>
                )}
                {key === "tariffRise" ? (
                  <p className="text-sm leading-relaxed text-navy-800">{copy.tariffRiseWhy}</p>
                ) : null}
                {key === "fixedChargePerKw" ? (
                  <div className="grid gap-1">
                    {field("fixedCharge", copy.fixedCharge.label, copy.fixedCharge.unit)}
                    <p className="text-sm text-navy-700">{copy.fixedCharge.hint}</p>
                  </div>
                ) : null}
                {rule.unconfirmed || rule.overdue || rule.ended ? (
                  <p className="flex flex-wrap gap-2">
                    {rule.ended && rule.validTo ? (
                      <Mark>{copy.endedMark(rule.validTo)}</Mark>
                    ) : null}
                    {rule.unconfirmed ? <Mark>{copy.uncertainMark}</Mark> : null}
                    {rule.overdue ? <Mark>{copy.staleMark}</Mark> : null}
                  </p>
                ) : null}
                <p className="text-sm leading-relaxed text-navy-700">
                  {copy.sourceLine(key, rule.source)}{" "}
                  {rule.source.published ? <>{copy.published(rule.source.published)} </> : null}
                  {rule.source.url ? (
                    <a
                      href={rule.source.url}
                      rel="noopener noreferrer"
                      className="font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-600"
                    >
                      {copy.sourceLink}
                      <span className="sr-only">: {copy.labels[key]}</span>
                    </a>
                  ) : null}
                </p>
                <p className="text-sm leading-relaxed text-navy-700">{copy.dates(rule)}</p>
              </li>
            );
          })}
        </ul>
        <Button type="submit" form={plannerFormId} variant="outline" className="justify-self-start">
          {copy.apply}
        </Button>
      </div>
    </details>
  );
}
