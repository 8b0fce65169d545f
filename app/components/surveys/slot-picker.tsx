import type { SurveyCopy } from "~/content/copy/en/survey";
import type { Locale } from "~/lib/i18n/locale";
import { type Slot, slotsByDay } from "~/lib/surveys/survey-slots";
import { dayLabel, hoursLabel } from "~/lib/surveys/survey-words";

/**
 * The free slots as radio buttons grouped by day: a plain form field, server-rendered, that
 * works without JavaScript (the survey page has no island).
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
    <div className="grid gap-4">
      {slotsByDay(slots).map(({ day, slots: ofDay }) => (
        <fieldset key={day} className="rounded-xl border border-navy-100 p-4">
          <legend className="px-1 font-bold text-navy-900">{dayLabel(day, locale, words)}</legend>
          <div className="mt-1 flex flex-wrap gap-2">
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
      ))}
    </div>
  );
}
