import { intentField, keepIntent } from "~/lib/staff-forms/drafts";

/**
 * A staff form's first button, hidden: Enter in a text field presses it, which saves nothing
 * and keeps what was typed, rather than pressing whichever button comes first on the page.
 */
export function KeepButton({ label, form }: { label: string; form?: string }) {
  return (
    <button
      type="submit"
      form={form}
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
