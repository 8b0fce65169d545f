import { ChevronDown, SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import { type Rate, type RateKey, solarRates, type SolarRates } from "~/content/solar-rates";
import { type EditableRate, editableRates, planParams } from "~/lib/solar-plan-params";
import type { PlanAssumptions, PlanNotice } from "~/lib/solar-plan-query";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import { NumberField } from "./number-field";
import { plannerFormId } from "./planner-form";
import type { PlannerWords } from "./plan-words";

const rateKeys = Object.keys(solarRates) as RateKey[];
const isEditable = (key: RateKey): key is EditableRate =>
  (editableRates as readonly string[]).includes(key);

/**
 * Every rate the plan uses, with its source and date, in a native <details> (no script
 * needed to open it). The ones the research could not confirm are marked, and the visitor
 * may change those: the fields belong to the planner's form (form="…"), so they travel in
 * the same URL.
 */
export function PlanAssumptions({
  copy,
  noticeWords,
  assumptions,
  rates,
  notices,
  onChange,
}: {
  copy: PlannerWords["assumptions"];
  noticeWords: PlannerWords["notices"];
  assumptions: PlanAssumptions;
  rates: SolarRates;
  notices: PlanNotice[];
  onChange?: () => void;
}) {
  // Opened at first when one of its figures needed adjusting; after that the visitor decides
  // (a later plan must not close it under their fingers).
  const [open] = useState(() => notices.some((notice) => isEditable(notice.field as RateKey)));
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
          {rateKeys.map((key) => {
            const rate: Rate<unknown> = solarRates[key];
            const notice = notices.find((item) => item.field === key);
            return (
              <li
                key={key}
                data-testid={`rate-${key}`}
                className="grid content-start gap-2 rounded-xl bg-navy-50 p-4 ring-1 ring-navy-100"
              >
                {isEditable(key) ? (
                  <NumberField
                    id={`planner-${planParams[key]}`}
                    name={planParams[key]}
                    form={plannerFormId}
                    label={copy.labels[key]}
                    unit={copy.editableUnits[key]}
                    defaultValue={assumptions[key]}
                    rateDefault={solarRates[key].value}
                    notice={notice ? noticeWords.notice(notice) : undefined}
                  />
                ) : key === "hybridSubsidised" ? (
                  <div className="grid gap-2">
                    <label
                      htmlFor="planner-hybrid-subsidy"
                      className="text-sm font-semibold text-navy-900"
                    >
                      {copy.labels.hybridSubsidised}
                    </label>
                    <Select
                      id="planner-hybrid-subsidy"
                      name={planParams.hybridSubsidised}
                      form={plannerFormId}
                      defaultValue={assumptions.hybridSubsidised ? "yes" : "no"}
                      data-default={solarRates.hybridSubsidised.value ? "yes" : "no"}
                    >
                      <option value="yes">{copy.hybridSubsidised.yes}</option>
                      <option value="no">{copy.hybridSubsidised.no}</option>
                    </Select>
                  </div>
                ) : (
                  <p className="grid gap-1">
                    <span className="text-sm font-semibold text-navy-900">{copy.labels[key]}</span>
                    <span className="font-bold text-navy-900">{copy.value(key, rates)}</span>
                  </p>
                )}
                <p className="text-sm leading-relaxed text-navy-700">
                  {rate.uncertain ? (
                    <span className="mr-2 rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-sun-800 ring-1 ring-sun-300">
                      {copy.uncertainMark}
                    </span>
                  ) : null}
                  {copy.sourceLine(key, rate.source, rate.asOf)}
                </p>
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
