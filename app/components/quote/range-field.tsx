import { Suspense, useState } from "react";
import { Field, FieldDescription, FieldError } from "~/components/ui/field";
import { Label } from "~/components/ui/label";
import { LazySlider, useSliderReady } from "./lazy-slider";

/** Hides the live values for visitors without JavaScript: nothing would update them. */
export const liveValueAttribute = "data-live-value";
export const noScriptStyle = `<style>[${liveValueAttribute}]{display:none}</style>`;

// A native range input, styled like the Radix slider: it is in the page's HTML, posts and
// works without JavaScript, and stands in until the Radix slider has loaded.
const nativeRange =
  "h-11 w-full cursor-pointer appearance-none bg-transparent [&::-moz-range-thumb]:size-6 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-sun-600 [&::-moz-range-thumb]:bg-white [&::-moz-range-track]:h-2 [&::-moz-range-track]:rounded-full [&::-moz-range-track]:bg-navy-100 [&::-webkit-slider-runnable-track]:h-2 [&::-webkit-slider-runnable-track]:rounded-full [&::-webkit-slider-runnable-track]:bg-navy-100 [&::-webkit-slider-thumb]:-mt-2 [&::-webkit-slider-thumb]:size-6 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-sun-600 [&::-webkit-slider-thumb]:bg-white [&::-webkit-slider-thumb]:shadow-md";

/** A labelled slider with its value shown beside the label and its range underneath. */
export function RangeField({
  id,
  name,
  label,
  hint,
  min,
  max,
  step,
  defaultValue,
  format,
  error,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  min: number;
  max: number;
  step: number;
  defaultValue: number;
  /** The value as shown and announced: "50 m²", "$100". */
  format: (value: number) => string;
  error?: string;
}) {
  const sliderReady = useSliderReady();
  const [value, setValue] = useState(defaultValue);
  // The swap waits while the visitor is using the native input.
  const [usingNative, setUsingNative] = useState(false);
  const labelId = `${id}-label`;
  const describedBy =
    [error ? `${id}-error` : undefined, hint ? `${id}-hint` : undefined]
      .filter(Boolean)
      .join(" ") || undefined;

  const native = (
    <input
      id={id}
      type="range"
      name={name}
      min={min}
      max={max}
      step={step}
      value={value}
      onChange={(event) => setValue(Number(event.target.value))}
      onFocus={() => setUsingNative(true)}
      onBlur={() => setUsingNative(false)}
      aria-valuetext={format(value)}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      className={nativeRange}
    />
  );

  return (
    <Field>
      <div className="flex items-center justify-between gap-4">
        <Label id={labelId} htmlFor={id}>
          {label}
        </Label>
        <output
          htmlFor={id}
          {...{ [liveValueAttribute]: "" }}
          className="rounded-lg bg-white px-3 py-1 text-base font-bold text-navy-900 tabular-nums shadow-xs ring-1 ring-navy-100"
        >
          {format(value)}
        </output>
      </div>
      {sliderReady && !usingNative ? (
        <Suspense fallback={native}>
          <LazySlider
            id={id}
            name={name}
            min={min}
            max={max}
            step={step}
            value={[value]}
            onValueChange={([next]) => setValue(next ?? min)}
            aria-labelledby={labelId}
            aria-valuetext={format(value)}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
          />
        </Suspense>
      ) : (
        native
      )}
      <div aria-hidden="true" className="flex justify-between text-xs font-medium text-navy-700">
        <span>{format(min)}</span>
        <span>{format(max)}</span>
      </div>
      {hint ? <FieldDescription id={`${id}-hint`}>{hint}</FieldDescription> : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </Field>
  );
}
