import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type * as React from "react";
import { cn } from "~/lib/cn";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        sun: "bg-sun-500 text-navy-950 shadow-sm hover:bg-sun-400",
        navy: "bg-navy-800 text-white shadow-sm hover:bg-navy-700",
        outline: "border-2 border-navy-800 text-navy-800 hover:bg-navy-50",
        "outline-light": "border-2 border-white text-white hover:bg-white/10",
        light: "bg-white text-navy-900 shadow-sm hover:bg-navy-50",
        ghost: "text-navy-800 hover:bg-navy-50",
      },
      size: {
        sm: "h-9 px-3 text-sm",
        md: "h-11 px-5 text-sm",
        lg: "h-12 px-6 text-base",
      },
    },
    defaultVariants: { variant: "sun", size: "md" },
  },
);

export function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
