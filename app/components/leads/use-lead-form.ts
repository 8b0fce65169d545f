import { type FormEvent, useEffect, useEffectEvent, useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { useLocale } from "~/lib/i18n/site-context";
import type { Locale } from "~/lib/i18n/locale";
import type { FieldMessages } from "~/lib/leads/field-errors";
import { loadFieldErrorSentences } from "~/lib/leads/field-error-sentences";
import type { FormCheck, FormName } from "~/lib/leads/form-checks";
import { formValues } from "~/lib/leads/form-fields";
import type { SentSubmission, SubmissionResult } from "~/lib/leads/submission";
import { useHydrated } from "~/lib/use-hydrated";
import { toast } from "~/lib/toast";
import { failedText, useFormsCopy } from "./forms-copy";

type Check = (values: Record<string, string>) => FormCheck;

// The schemas (and zod) and the field errors' sentences cost about 7 KB: the browser fetches
// them when a visitor first focuses or points at a form, not with the page
// (docs/decisions/002-javascript-budget.md); the sentences only in the page's language.
const loadedChecks = new Map<string, Promise<Check>>();
function loadCheck(name: FormName, locale: Locale): Promise<Check> {
  const key = `${name}:${locale}`;
  let check = loadedChecks.get(key);
  if (!check) {
    check = Promise.all([import("~/lib/leads/form-checks"), loadFieldErrorSentences(locale)]).then(
      ([{ checkForm }, sentences]) =>
        (values: Record<string, string>) =>
          checkForm(name, values, sentences),
    );
    // A failed load (offline) is tried again next time; the server checks regardless.
    check.catch(() => loadedChecks.delete(key));
    loadedChecks.set(key, check);
  }
  return check;
}

function errorsFrom(check: Check, form: HTMLFormElement): FieldMessages<string> {
  const parsed = check(formValues(new FormData(form)));
  return parsed.success ? {} : parsed.fieldErrors;
}

/**
 * The behaviour the three lead forms share. With JavaScript the form posts through a
 * fetcher (no reload): the form's schema is checked first and errors shown next to the
 * fields; while the request runs `pending` is true; the answer shows as a toast. Without it
 * the browser posts the page and the route re-renders with `documentResult`, whose `values`
 * fill the fields again.
 */
export function useLeadForm<Extra = unknown>({
  name,
  onSent,
}: {
  /** Which form: names its schema and its fetcher. */
  name: FormName;
  /** Called once per successful answer, with the form element. */
  onSent: (result: SentSubmission<Extra>, form: HTMLFormElement | null) => void;
}) {
  type Result = SubmissionResult<Extra>;
  const fetcher = useFetcher<Result>({ key: name });
  const documentResult = useActionData() as Result | undefined;
  const hydrated = useHydrated();
  const locale = useLocale();
  const copy = useFormsCopy();
  const formRef = useRef<HTMLFormElement>(null);
  const checkRef = useRef<Check | null>(null);
  const [clientErrors, setClientErrors] = useState<FieldMessages<string> | null>(null);
  const [attempted, setAttempted] = useState(false);
  const handled = useRef<unknown>(undefined);
  const pending = fetcher.state !== "idle";
  const sent = useEffectEvent((result: SentSubmission<Extra>) => onSent(result, formRef.current));
  const refused = useEffectEvent((answer: Result) => {
    if (answer.status === "failed") {
      toast({
        variant: "destructive",
        title: copy.failed.title,
        description: failedText(answer, copy),
      });
    } else if (answer.status === "invalid") {
      toast({ variant: "destructive", title: copy.invalid.title, description: copy.invalid.text });
      focusFirstInvalid(formRef.current, answer.fieldErrors);
    }
  });

  // Each answer once: the form's state follows it as it renders ...
  const answer = pending ? undefined : (fetcher.data as Result | undefined);
  const [seen, setSeen] = useState<Result>();
  const [lastSent, setLastSent] = useState<SentSubmission<Extra>>();
  if (answer && answer !== seen) {
    setSeen(answer);
    if (answer.status === "sent") {
      setAttempted(false);
      setClientErrors(null);
      setLastSent(answer);
    }
  }

  // ... and what happens outside it (toast, focus, the caller's reaction) after.
  useEffect(() => {
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.status === "sent") sent(answer);
    else refused(answer);
  }, [answer]);

  const latest = pending ? undefined : (answer ?? documentResult);
  const serverErrors: FieldMessages<string> =
    latest?.status === "invalid" ? latest.fieldErrors : {};
  const errors = clientErrors ?? serverErrors;

  function prepare() {
    if (checkRef.current) return;
    loadCheck(name, locale).then(
      (check) => (checkRef.current = check),
      () => {},
    );
  }

  /** Shows the errors; true when there were none. */
  function checkAndShow(check: Check, form: HTMLFormElement): boolean {
    const found = errorsFrom(check, form);
    setClientErrors(found);
    if (!Object.keys(found).length) return true;
    focusFirstInvalid(form, found);
    return false;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setAttempted(true);
    const form = event.currentTarget;
    if (checkRef.current) {
      if (!checkAndShow(checkRef.current, form)) event.preventDefault();
      return;
    }
    // Sent before the schema arrived: check once it has, then send.
    event.preventDefault();
    loadCheck(name, locale).then(
      (check) => {
        checkRef.current = check;
        if (checkAndShow(check, form)) void fetcher.submit(form);
      },
      () => void fetcher.submit(form),
    );
  }

  // After a first attempt, errors follow the fields as the visitor corrects them.
  function onChange(event: FormEvent<HTMLFormElement>) {
    const check = checkRef.current;
    if (check && (attempted || Object.keys(serverErrors).length)) {
      setClientErrors(errorsFrom(check, event.currentTarget));
    }
  }

  return {
    fetcher,
    pending,
    errors,
    /** The answer to a post sent without JavaScript, if this page is that answer. */
    documentResult,
    /** The latest successful answer, with or without JavaScript. */
    lastSent: lastSent ?? (documentResult?.status === "sent" ? documentResult : undefined),
    /**
     * What was posted without JavaScript, to fill the fields again: always when refused, and
     * after success when the action sends it back (the quote form keeps its details).
     */
    values: valuesOf(documentResult),
    formProps: {
      ref: formRef,
      method: "post" as const,
      // Without JavaScript the browser's own checks run first; with it, the schema's.
      noValidate: hydrated,
      onSubmit,
      onChange,
      onFocus: prepare,
      onPointerEnter: prepare,
    },
  };
}

function valuesOf(result: SubmissionResult | undefined): Record<string, string> {
  if (result?.status === "invalid") return result.values;
  if (result?.status === "sent" && "values" in result) {
    return result.values as Record<string, string>;
  }
  return {};
}

function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldMessages<string>) {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLElement) || !("name" in element)) continue;
    if (errors[element.name as string] && element.offsetParent !== null) {
      element.focus();
      return;
    }
  }
}
