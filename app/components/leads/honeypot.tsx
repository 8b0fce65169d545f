import { honeypotField } from "~/lib/leads/form-fields";

/**
 * A field no person sees or reaches with the keyboard; naive bots fill every field, and
 * their posts are then answered as usual but not stored.
 */
export function Honeypot({ idPrefix, label }: { idPrefix: string; label: string }) {
  const id = `${idPrefix}-${honeypotField}`;
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" name={honeypotField} tabIndex={-1} autoComplete="off" />
    </div>
  );
}
