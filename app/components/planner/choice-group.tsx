import { FieldError } from "~/components/ui/field";
import { cn } from "~/lib/cn";

export interface Choice<Value extends string> {
  value: Value;
  label: string;
  hint?: string;
}

/**
 * A radio group as a row of buttons: a native fieldset, legend and radios, so it posts and
 * reads out without JavaScript; the checked one is highlighted, the focused one ringed.
 */
export function ChoiceGroup<Value extends string>({
  name,
  legend,
  choices,
  checked,
  idPrefix,
  onChange,
  error,
  columns = 2,
  className,
}: {
  name: string;
  legend: string;
  choices: readonly Choice<Value>[];
  checked: Value;
  idPrefix: string;
  onChange?: (value: Value) => void;
  /** Why the server could not use the value sent for this choice. */
  error?: string;
  /** Buttons in a row on wider screens (1: one under another). */
  columns?: 1 | 2;
  className?: string;
}) {
  const stacked = choices.some((choice) => choice.hint);
  const errorId = error ? `${idPrefix}-error` : undefined;
  return (
    <fieldset className={cn("grid gap-2", className)} id={idPrefix} aria-describedby={errorId}>
      <legend className="mb-2 text-sm font-semibold text-navy-900">{legend}</legend>
      <div
        className={cn(
          "grid gap-2",
          columns === 1 ? "grid-cols-1" : stacked ? "sm:grid-cols-2" : "grid-cols-2",
        )}
      >
        {choices.map((choice) => {
          const id = `${idPrefix}-${choice.value}`;
          return (
            <label
              key={choice.value}
              htmlFor={id}
              className={cn(
                "flex cursor-pointer gap-3 rounded-lg border border-navy-200 bg-white px-3.5 py-3 text-navy-900 shadow-xs transition-colors hover:border-navy-300",
                "has-[:checked]:border-navy-700 has-[:checked]:bg-navy-50 has-[:checked]:ring-1 has-[:checked]:ring-navy-700",
                "has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-sun-200",
                stacked ? "items-start" : "items-center",
              )}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={choice.value}
                defaultChecked={choice.value === checked}
                onChange={() => onChange?.(choice.value)}
                // Named by its label alone; the hint describes it.
                aria-labelledby={`${id}-label`}
                aria-describedby={choice.hint ? `${id}-hint` : undefined}
                className="mt-0.5 size-4 shrink-0 accent-navy-700 focus-visible:outline-none"
              />
              <span className="grid gap-0.5">
                <span id={`${id}-label`} className="text-sm font-semibold">
                  {choice.label}
                </span>
                {choice.hint ? (
                  <span id={`${id}-hint`} className="text-sm text-navy-700">
                    {choice.hint}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
