import { ChevronDown } from "lucide-react";
import type { SurveyCopy } from "~/content/copy/en/survey";
import type { Locale } from "~/lib/i18n/locale";
import { type Slot, slotsByDay } from "~/features/surveys/survey-slots";
import { dayLabel, hoursLabel } from "~/lib/time/kolkata-words";

/**
 * The free slots as radio buttons grouped by day: a plain form field, server-rendered, that
 * works without JavaScript (the survey page has no island). Each day folds (details and
 * summary, no script): the first two days and the one picked last are open, so that on a phone
 * the two weeks' slots do not stand between the visitor and the button (issue 30).
 */
export function SlotPicker({
  slots,
  locale,
  words,
  name = "slot",
  checked,
}: {
  slots: Slot[];
  locale: Locale;
  words: SurveyCopy;
  name?: string;
  /** The slot picked last, when the page is shown again. */
  checked?: string;
}) {
  return (
    <div className="grid gap-3">
      {slotsByDay(slots).map(({ day, slots: ofDay }, index) => (
        <details
          key={day}
          open={index < 2 || ofDay.some((slot) => slot.start === checked)}
          className="group rounded-xl border border-navy-100"
        >
          <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 rounded-xl px-4 py-2 font-bold text-navy-900 focus-visible:ring-4 focus-visible:ring-sun-200 [&::-webkit-details-marker]:hidden">
            {dayLabel(day, locale, words)}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-navy-700 transition-transform group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <fieldset className="px-4 pb-4">
            <legend className="sr-only">{dayLabel(day, locale, words)}</legend>
            <div className="flex flex-wrap gap-2">
              {ofDay.map((slot) => (
                <label
                  key={slot.start}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border-2 border-navy-100 px-3 py-2 font-semibold text-navy-900 has-checked:border-sun-500 has-checked:bg-sun-50 has-focus-visible:ring-4 has-focus-visible:ring-sun-200"
                >
                  <input
                    type="radio"
                    name={name}
                    value={slot.start}
                    required
                    defaultChecked={slot.start === checked}
                    className="size-5 accent-navy-800"
                  />
                  {hoursLabel(slot.start, slot.end, words)}
                </label>
              ))}
            </div>
          </fieldset>
        </details>
      ))}
    </div>
  );
}
