import {
  UnsavedLine,
  WorkButton,
  type WorkDrafts,
  workFormId,
} from "~/components/staff-forms/work-form";
import { CalendarCheck } from "lucide-react";
import { Panel } from "~/components/inbox/panel";
import { Field, FieldError } from "~/components/ui/field";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { surveyCopy } from "~/content/copy/en/survey";
import { inboxCopy } from "~/content/inbox";
import { type Slot, slotsByDay } from "~/features/surveys/survey-slots";
import { dayLabel, hoursLabel, slotLabel } from "~/lib/time/kolkata-words";

const copy = inboxCopy.survey;

export interface StaffSurvey {
  start: string;
  end: string;
  status: "booked" | "confirmed" | "cancelled";
}

/** A quote request's site survey on its page: confirm, move or cancel; the visitor is told. */
export function SurveyPanel({
  survey,
  slots,
  busy,
  drafts,
  problem,
  children,
}: {
  survey: StaffSurvey | null;
  slots: Slot[];
  busy: boolean;
  drafts: WorkDrafts;
  problem: "surveyTaken" | "surveySlot" | undefined;
  /** Panels shown inside this one (what the survey found). */
  children?: React.ReactNode;
}) {
  const live = survey && survey.status !== "cancelled" ? survey : null;
  return (
    <Panel title={copy.heading}>
      <div className="mt-3 grid gap-3" data-testid="lead-survey">
        {live ? (
          <p className="flex items-start gap-2 text-navy-900">
            <CalendarCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sun-600" />
            <span>
              <span className="font-bold">{slotLabel(live.start, live.end, "en", surveyCopy)}</span>
              <br />
              <span className="text-sm">{copy.statuses[live.status]}</span>
            </span>
          </p>
        ) : (
          <p className="text-sm text-navy-700">
            {survey?.status === "cancelled" ? copy.cancelled : copy.none}
          </p>
        )}
        {live ? (
          <div className="flex flex-wrap gap-2">
            {live.status === "booked" ? (
              <WorkButton intent="surveyConfirm" variant="navy" disabled={busy}>
                {copy.confirm}
              </WorkButton>
            ) : null}
            <WorkButton intent="surveyCancel" variant="outline" disabled={busy}>
              {copy.cancel}
            </WorkButton>
          </div>
        ) : null}
        <Field>
          <Label htmlFor="survey-slot">{live ? copy.moveTo : copy.bookFor}</Label>
          <Select
            id="survey-slot"
            name="surveySlot"
            form={workFormId}
            defaultValue={drafts.surveySlot ?? ""}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "survey-slot-error" : undefined}
          >
            <option value="">{copy.pick}</option>
            {slotsByDay(slots).map(({ day, slots: ofDay }) => (
              <optgroup key={day} label={dayLabel(day, "en", surveyCopy)}>
                {ofDay.map((slot) => (
                  <option key={slot.start} value={slot.start}>
                    {dayLabel(day, "en", surveyCopy)},{" "}
                    {hoursLabel(slot.start, slot.end, surveyCopy)}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
          <FieldError id="survey-slot-error">
            {problem === "surveyTaken"
              ? copy.taken
              : problem === "surveySlot"
                ? copy.pickFirst
                : undefined}
          </FieldError>
        </Field>
        {drafts.surveySlot ? (
          <UnsavedLine testId="survey-unsaved">{copy.unsaved}</UnsavedLine>
        ) : null}
        <WorkButton intent="surveyBook" variant={live ? "outline" : "navy"} disabled={busy}>
          {live ? copy.move : copy.book}
        </WorkButton>
        <p className="text-xs text-navy-700">{copy.told}</p>
        {/* Issue 30: a link that books when it should not (a lost lead, someone else's hands). */}
        <div className="grid gap-1 border-t border-navy-100 pt-3">
          <WorkButton intent="surveyRevoke" variant="outline" disabled={busy}>
            {copy.revoke}
          </WorkButton>
          <p className="text-xs text-navy-700">{copy.revokeHint}</p>
        </div>
      </div>
      {children}
    </Panel>
  );
}
