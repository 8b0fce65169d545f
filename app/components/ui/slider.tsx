import { Slider as SliderPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "~/lib/cn";

/**
 * A one-thumb Radix slider. Inside a <form> Radix renders a hidden <input name> beside the
 * thumb, so the value posts with the form. `aria-label`/`aria-labelledby` and
 * `aria-valuetext` go to the thumb, the element screen readers announce.
 */
export function Slider({
  className,
  "aria-label": ariaLabel,
  "aria-labelledby": ariaLabelledBy,
  "aria-describedby": ariaDescribedBy,
  "aria-valuetext": ariaValueText,
  "aria-invalid": ariaInvalid,
  ...props
}: React.ComponentProps<typeof SliderPrimitive.Root> & {
  "aria-valuetext"?: string;
}) {
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      className={cn(
        "relative flex h-11 w-full touch-none items-center select-none data-[disabled]:opacity-60",
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track
        data-slot="slider-track"
        className="relative h-2 grow overflow-hidden rounded-full bg-navy-100"
      >
        <SliderPrimitive.Range data-slot="slider-range" className="absolute h-full bg-sun-500" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        data-slot="slider-thumb"
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        aria-describedby={ariaDescribedBy}
        aria-valuetext={ariaValueText}
        aria-invalid={ariaInvalid}
        className="block size-6 cursor-grab rounded-full border-2 border-sun-600 bg-white shadow-md transition-shadow hover:ring-4 hover:ring-sun-200 focus-visible:ring-4 focus-visible:ring-sun-300 focus-visible:outline-none active:cursor-grabbing aria-invalid:border-red-600"
      />
    </SliderPrimitive.Root>
  );
}
