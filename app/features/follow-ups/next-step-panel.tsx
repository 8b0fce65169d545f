import {
  UnsavedLine,
  WorkButton,
  type WorkDrafts,
  workFormId,
} from "~/components/staff-forms/work-form";
import { AlarmClock } from "lucide-react";
import { Field, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { inboxCopy } from "~/content/inbox";
import { cn } from "~/lib/cn";
import { formatDateTime } from "~/lib/time/format";

const copy = inboxCopy.nextStep;

export interface ShownNextStep {
  what: string;
  dueAt: string;
  /** Its `datetime-local` value in India time. */
  dueValue: string;
  assigneeId: string | null;
  assigneeName: string | null;
  overdue: boolean;
}

/** "Overdue" in words and red, never colour alone. */
export function OverdueMark({ overdue }: { overdue: boolean }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-bold",
        overdue ? "bg-red-100 text-red-800" : "bg-sun-100 text-navy-900",
      )}
    >
      <AlarmClock aria-hidden="true" className="size-3.5" />
      {overdue ? copy.overdue : copy.dueToday}
    </span>
  );
}

/** The lead's next step: what, when (India time) and who; "Done" records it in the timeline. */
export function NextStepPanel({
  step,
  dueSoon,
  leadAssigneeId,
  assignable,
  busy,
  drafts,
  problem,
}: {
  step: ShownNextStep | null;
  /** Due today or overdue. */
  dueSoon: boolean;
  leadAssigneeId: string | null;
  assignable: { id: string; name: string }[];
  busy: boolean;
  drafts: WorkDrafts;
  problem: "stepWhat" | "stepDue" | undefined;
}) {
  const unsaved =
    drafts.stepWhat !== undefined &&
    (drafts.stepWhat.trim() !== (step?.what ?? "") ||
      (drafts.stepDue ?? "") !== (step?.dueValue ?? ""));
  return (
    <div className="mt-6 grid gap-3 border-t border-navy-100 pt-4" data-testid="next-step">
      <h3 className="font-bold text-navy-900">{copy.heading}</h3>
      {step ? (
        <p className="text-sm text-navy-900" data-testid="next-step-current">
          <span className="font-semibold">{step.what}</span> · {copy.by}{" "}
          {formatDateTime(step.dueAt)}
          {step.assigneeName ? ` · ${step.assigneeName}` : ""}{" "}
          {dueSoon ? <OverdueMark overdue={step.overdue} /> : null}
        </p>
      ) : (
        <p className="text-sm text-navy-700">{copy.none}</p>
      )}
      <Field>
        <Label htmlFor="step-what">{copy.what}</Label>
        <Input
          id="step-what"
          name="stepWhat"
          form={workFormId}
          maxLength={300}
          defaultValue={drafts.stepWhat ?? step?.what ?? ""}
          key={`what-${step?.what}`}
          placeholder={copy.whatPlaceholder}
          aria-invalid={problem === "stepWhat" || undefined}
          aria-describedby={problem === "stepWhat" ? "step-what-error" : undefined}
        />
        <FieldError id="step-what-error">
          {problem === "stepWhat" ? copy.whatMissing : undefined}
        </FieldError>
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field className="min-w-0">
          <Label htmlFor="step-due">{copy.when}</Label>
          <Input
            id="step-due"
            name="stepDue"
            type="datetime-local"
            form={workFormId}
            defaultValue={drafts.stepDue ?? step?.dueValue ?? ""}
            key={`due-${step?.dueValue}`}
            className="min-w-0"
            aria-invalid={problem === "stepDue" || undefined}
            aria-describedby={problem === "stepDue" ? "step-due-error" : undefined}
          />
          <FieldError id="step-due-error">
            {problem === "stepDue" ? copy.whenMissing : undefined}
          </FieldError>
        </Field>
        <Field className="min-w-0">
          <Label htmlFor="step-who">{copy.who}</Label>
          <Select
            id="step-who"
            name="stepWho"
            form={workFormId}
            defaultValue={drafts.stepWho ?? step?.assigneeId ?? leadAssigneeId ?? ""}
            key={`who-${step?.assigneeId}-${leadAssigneeId}`}
          >
            <option value="">{copy.nobody}</option>
            {assignable.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {unsaved ? <UnsavedLine testId="step-unsaved">{copy.unsaved}</UnsavedLine> : null}
      <div className="flex flex-wrap gap-2">
        <WorkButton intent="step" variant="navy" disabled={busy}>
          {copy.save}
        </WorkButton>
        {step ? (
          <WorkButton intent="stepDone" variant="outline" disabled={busy}>
            {copy.done}
          </WorkButton>
        ) : null}
      </div>
    </div>
  );
}
