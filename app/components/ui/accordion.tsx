import { PlusIcon } from "lucide-react";
import { Accordion as AccordionPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "~/lib/cn";

// Radix Accordion in the site's card style. Unlike shadcn's, the content is always rendered
// (forceMount) and a closed panel is only hidden by CSS, so every answer is in the server HTML
// for search engines and visitors without JavaScript.

export function Accordion(props: React.ComponentProps<typeof AccordionPrimitive.Root>) {
  return <AccordionPrimitive.Root data-slot="accordion" {...props} />;
}

export function AccordionItem({
  className,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      data-slot="accordion-item"
      className={cn(
        "rounded-2xl border border-navy-100 bg-white shadow-sm transition-[border-color,box-shadow] duration-200 hover:shadow-md data-[state=open]:border-sun-300 data-[state=open]:shadow-md",
        className,
      )}
      {...props}
    />
  );
}

export function AccordionTrigger({
  className,
  children,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Trigger>) {
  return (
    // Radix renders the header as an h3.
    <AccordionPrimitive.Header className="flex">
      <AccordionPrimitive.Trigger
        data-slot="accordion-trigger"
        className={cn(
          "group/trigger flex min-h-11 flex-1 items-center justify-between gap-4 rounded-2xl px-5 py-5 text-left text-base font-bold text-navy-900 sm:px-6 sm:text-lg",
          className,
        )}
        {...props}
      >
        {children}
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-full bg-navy-50 text-navy-700 transition-[background-color,color,rotate] duration-300 group-hover/trigger:bg-sun-100 group-hover/trigger:text-sun-800 group-data-[state=open]/trigger:rotate-45 group-data-[state=open]/trigger:bg-sun-500 group-data-[state=open]/trigger:text-navy-950"
        >
          <PlusIcon className="size-5" />
        </span>
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({
  className,
  children,
  ...props
}: Omit<React.ComponentProps<typeof AccordionPrimitive.Content>, "forceMount">) {
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      forceMount
      // Hidden from view and from assistive technology while closed. Radix switches off
      // transitions on this element while it measures it, so the inner grid animates the height.
      className="group/content invisible data-[state=open]:visible"
      {...props}
    >
      <div className="grid grid-rows-[0fr] transition-[grid-template-rows] duration-300 ease-out group-data-[state=open]/content:grid-rows-[1fr]">
        <div className="overflow-hidden">
          <div className={cn("px-5 pb-6 sm:px-6", className)}>{children}</div>
        </div>
      </div>
    </AccordionPrimitive.Content>
  );
}
