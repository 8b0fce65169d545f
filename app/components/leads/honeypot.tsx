import { honeypotField } from "~/lib/leads/form-fields";
import { useFormsCopy } from "./forms-copy";

/**
 * A field no person sees or reaches with the keyboard; naive bots fill every field, and
 * their posts are then answered as usual but not stored.
 */
export function Honeypot({ idPrefix }: { idPrefix: string }) {
  const id = `${idPrefix}-${honeypotField}`;
  const copy = useFormsCopy();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
      <label htmlFor={id}>{copy.honeypotLabel}</label>
      <input id={id} type="text" name={honeypotField} tabIndex={-1} autoComplete="off" />
    </div>
  );
}
