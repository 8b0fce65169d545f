import { ClipboardList, Clock, FileText, Headset, PencilRuler, Wrench } from "lucide-react";
import { Section, SectionHeader } from "~/components/ui/section";
import type { ProcessCopy } from "~/content/copy/en/process";
import { type ProcessStepId, processSteps } from "~/content/process";
import { fill } from "~/lib/i18n/fill";

const icons: Record<ProcessStepId, typeof ClipboardList> = {
  survey: ClipboardList,
  quotation: FileText,
  design: PencilRuler,
  installation: Wrench,
  support: Headset,
};

/** The five steps as a numbered timeline. */
export function ProcessSteps({ copy }: { copy: ProcessCopy }) {
  return (
    <Section aria-labelledby="process-heading">
      <SectionHeader id="process-heading" {...copy.steps} />
      <ol className="mx-auto mt-14 max-w-4xl">
        {processSteps.map((step, index) => {
          const Icon = icons[step.id];
          const words = copy.stepItems[step.id];
          const last = index === processSteps.length - 1;
          return (
            <li
              key={step.id}
              id={`step-${step.number}`}
              className="relative grid grid-cols-[2.5rem_1fr] gap-x-3 pb-10 last:pb-0 sm:grid-cols-[4rem_1fr] sm:gap-x-8"
            >
              {last ? null : (
                <span
                  aria-hidden="true"
                  className="absolute top-12 bottom-2 left-5 w-0.5 -translate-x-1/2 bg-gradient-to-b from-sun-300 to-navy-100 sm:top-18 sm:left-8"
                />
              )}
              <span
                aria-hidden="true"
                className="relative z-10 flex size-10 items-center justify-center rounded-full bg-sun-500 text-lg font-extrabold text-navy-950 shadow-md ring-4 ring-sun-100 sm:size-16 sm:text-2xl"
              >
                {step.number}
              </span>
              <article className="rounded-2xl border border-navy-100 bg-white p-5 shadow-sm transition-shadow hover:shadow-md sm:p-8">
                <div className="flex items-start justify-between gap-4">
                  <div>
                    <p className="text-sm font-bold tracking-wider text-sun-700 uppercase">
                      {fill(copy.stepLabel, { number: step.number })}
                    </p>
                    <h3 className="mt-1 text-xl font-bold text-navy-900 sm:text-2xl">
                      {words.title}
                    </h3>
                  </div>
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-navy-50 text-navy-700 max-sm:hidden">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                </div>
                <p className="mt-4 leading-relaxed text-navy-700">{words.description}</p>
                <p className="mt-5 inline-flex items-center gap-2 rounded-lg bg-sun-50 px-3 py-1.5 text-sm font-semibold text-navy-800">
                  <Clock className="size-4 shrink-0 text-sun-700" aria-hidden="true" />
                  {words.timing}
                </p>
              </article>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
