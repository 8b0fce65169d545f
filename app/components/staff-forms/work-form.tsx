import type * as React from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { inboxCopy } from "~/content/inbox";
import { type Drafts, intentField, keepIntent } from "~/lib/staff-forms/drafts";

// The staff forms' kit (issue 31): one page-wide form whose buttons each post everything with
// their own intent (the protocol of ~/lib/staff-forms/drafts), and the line that says what was
// typed and not saved yet.

/**
 * A staff form's first button, hidden: Enter in a text field presses it, which saves nothing
 * and keeps what was typed, rather than pressing whichever button comes first on the page.
 */
export function KeepButton({ label }: { label: string }) {
  return (
    <button
      type="submit"
      name={intentField}
      value={keepIntent}
      formNoValidate
      tabIndex={-1}
      aria-hidden="true"
      className="sr-only"
    >
      {label}
    </button>
  );
}

/**
 * Every control of a lead's page belongs to this one form (their `form` attribute), whatever
 * panel shows it, and each button posts it with its own `intent`: whichever button staff press,
 * the server receives everything typed on the page and hands back what it did not save, which
 * the page shows again (issue 20: a typed note was lost when "Save status" was pressed first).
 */
export const workFormId = "lead-work";

/** What the page posted and the server did not save, to show again as it was. */
export type WorkDrafts = Drafts;

/** The page's one form: empty, its controls elsewhere; first a default button for Enter. */
export function WorkForm() {
  return (
    <Form id={workFormId} method="post" replace preventScrollReset>
      {/* Enter in a text field presses the form's first button: this one saves nothing and
          keeps what was typed, rather than pressing whichever panel's button comes first. */}
      <KeepButton label={inboxCopy.lead.keep} />
    </Form>
  );
}

/** A button of the work form: posts the whole page with its intent. */
export function WorkButton({
  intent,
  validate = false,
  ...props
}: React.ComponentProps<typeof Button> & { intent: string; validate?: boolean }) {
  return (
    <Button
      type="submit"
      form={workFormId}
      name="intent"
      value={intent}
      // Only the erasure's confirmation is required before its own button.
      formNoValidate={!validate}
      {...props}
    />
  );
}

export function UnsavedLine({ testId, children }: { testId: string; children: React.ReactNode }) {
  return (
    <p
      data-testid={testId}
      className="rounded-md bg-sun-50 px-3 py-2 text-sm font-medium text-navy-900"
    >
      {children}
    </p>
  );
}
