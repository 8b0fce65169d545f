import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "~/components/ui/accordion";
import type { FaqEntry } from "~/content/faq";

// Without JavaScript the accordion cannot open, so every answer is shown instead.
const noScriptStyle =
  '[data-slot="accordion-content"]{visibility:visible}[data-slot="accordion-content"]>div{grid-template-rows:1fr}';

/** The questions as an accordion: one answer open at a time, and an open one can be closed. */
export function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <>
      <noscript>
        <style>{noScriptStyle}</style>
      </noscript>
      <Accordion type="single" collapsible className="space-y-4">
        {entries.map((entry, index) => (
          <AccordionItem key={entry.question} value={`question-${index + 1}`}>
            <AccordionTrigger>{entry.question}</AccordionTrigger>
            <AccordionContent>
              <p className="max-w-prose leading-relaxed text-navy-700">{entry.answer}</p>
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </>
  );
}
