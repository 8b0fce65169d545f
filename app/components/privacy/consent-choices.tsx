import { noticeVersion, noticeVersionField } from "~/lib/privacy/notice-version";
import { type ConsentPurpose, consentField } from "~/lib/privacy/consent-purposes";

/** The notice's version, posted with every form that takes personal data. */
export function NoticeVersionField() {
  return <input type="hidden" name={noticeVersionField} value={noticeVersion} />;
}

export type ConsentWords = { legend: string } & Record<ConsentPurpose, string>;

/**
 * The opt-ins beyond the enquiry (DPDP Act s. 6): one unticked checkbox per purpose, never
 * ticked for the visitor; a page answering a post without JavaScript keeps what they ticked.
 */
export function ConsentChoices({
  idPrefix,
  purposes,
  words,
  values,
  className,
}: {
  idPrefix: string;
  purposes: readonly ConsentPurpose[];
  words: ConsentWords;
  values: Record<string, string>;
  className?: string;
}) {
  return (
    <fieldset className={className}>
      <legend className="text-sm font-semibold text-navy-800">{words.legend}</legend>
      <div className="mt-2 grid gap-2">
        {purposes.map((purpose) => {
          const name = consentField(purpose);
          const id = `${idPrefix}-${name}`;
          return (
            <label
              key={purpose}
              htmlFor={id}
              className="flex items-start gap-2 text-sm text-navy-700"
            >
              <input
                id={id}
                type="checkbox"
                name={name}
                value="yes"
                defaultChecked={values[name] === "yes"}
                className="mt-0.5 size-4 shrink-0 accent-navy-800"
              />
              <span>{words[purpose]}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
