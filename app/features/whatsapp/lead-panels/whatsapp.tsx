import { Panel } from "~/components/inbox/panel";
import { UnsavedLine, WorkButton, workFormId } from "~/components/staff-forms/work-form";
import { FieldError } from "~/components/ui/field";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { whatsappDeskCopy as copy } from "~/content/whatsapp-desk";
import { definePanel } from "~/features/lead-page";
import { fill } from "~/lib/i18n/fill";
import { formatDateTime } from "~/lib/time/format";
import type { WhatsAppPanelData } from "./whatsapp.server";

/** The conversation on WhatsApp, what became of each message, and staff's answer. */
export default definePanel<WhatsAppPanelData>(function WhatsApp({ data, page }) {
  const replies = page.timeline.filter(
    (event) => event.type === "whatsapp" && event.action === "replied",
  ).length;
  const draft = page.drafts.whatsappText?.trim() ? page.drafts.whatsappText : undefined;
  const empty = page.problem === "whatsappEmpty";
  const canWrite = data.mode === "text" || data.mode === "template";
  const standing =
    {
      text: data.windowEndsAt
        ? fill(copy.windowOpen, { time: formatDateTime(data.windowEndsAt) })
        : "",
      template: copy.windowClosed,
      none: copy.noConsent,
      stopped: copy.stopped,
    }[data.mode as "text" | "template" | "none" | "stopped"] ?? copy.noNumber;
  return (
    <Panel title={copy.title}>
      {data.messages.length ? (
        <ol className="mt-3 grid gap-2" aria-label={copy.title}>
          {data.messages.map((message) => (
            <li
              key={message.id}
              data-testid="whatsapp-message"
              className={`rounded-lg p-3 text-sm ${message.direction === "in" ? "mr-6 bg-navy-50" : "ml-6 bg-sun-50"}`}
            >
              <p className="text-xs font-semibold text-navy-700">
                {message.direction === "in"
                  ? `${copy.fromCustomer} (${message.actor_name})`
                  : message.actor_name}
                {" · "}
                <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
                {message.direction === "out"
                  ? ` · ${copy.statuses[message.status] ?? message.status}`
                  : ""}
              </p>
              <p className="mt-1 break-words whitespace-pre-line text-navy-900">{message.body}</p>
              {message.photo ? (
                <a
                  href={`/inbox/whatsapp/${message.id}/photo`}
                  className="mt-2 inline-block font-semibold text-navy-800 underline"
                >
                  {copy.photo}
                </a>
              ) : null}
              {message.status === "failed" && message.last_error ? (
                <p className="mt-1 text-xs font-semibold text-red-800">
                  {message.last_error}
                  {message.fallback ? ` (${copy.failedFallback[message.fallback] ?? ""})` : ""}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-sm text-navy-700">{copy.empty}</p>
      )}
      <p className="mt-3 text-sm text-navy-800" data-testid="whatsapp-standing">
        {standing}
      </p>
      {canWrite ? (
        <div className="mt-3 grid gap-3" key={replies}>
          <Label htmlFor="lead-whatsapp">{copy.answerLabel}</Label>
          <Textarea
            id="lead-whatsapp"
            name="whatsappText"
            form={workFormId}
            maxLength={1000}
            rows={3}
            defaultValue={draft ?? ""}
            aria-invalid={empty || undefined}
            aria-describedby={empty ? "lead-whatsapp-error" : undefined}
          />
          <FieldError id="lead-whatsapp-error">{empty ? copy.answerEmpty : undefined}</FieldError>
          {draft ? <UnsavedLine testId="whatsapp-unsaved">{copy.answerUnsaved}</UnsavedLine> : null}
          <WorkButton intent="whatsappReply" variant="sun" disabled={page.busy}>
            {copy.send}
          </WorkButton>
        </div>
      ) : null}
    </Panel>
  );
});
