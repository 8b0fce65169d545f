import { withArrival } from "~/lib/lead-sources/arrival";
import { type FormEvent, useRef, useState } from "react";
import type { Locale } from "~/lib/i18n/locale";
import type { FieldMessages } from "~/lib/leads/field-errors";
import { loadFieldErrorSentences } from "~/lib/leads/field-error-sentences";
import { formEndpoint, postForm } from "~/lib/leads/form-answer";
import type { FormCheck, FormName } from "~/lib/leads/form-checks";
import { formValues } from "~/lib/leads/form-fields";
import type { SentSubmission, SubmissionResult } from "~/lib/leads/submission";
import { useHydrated } from "~/lib/use-hydrated";
import { toast, type ToastOptions } from "~/lib/toast";
import { failedText, type FailureWords } from "./forms-copy";

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
          checkForm(name, values, sentences, locale),
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

/** What most forms do once sent: confirm it in a toast and clear the fields. */
export function confirmAndClear(confirmation: ToastOptions) {
  return (_result: unknown, form: HTMLFormElement) => {
    toast(confirmation);
    form.reset();
  };
}

/**
 * The behaviour the lead forms share, in a form island (no React Router: it runs on its own
 * in the browser). With JavaScript the form posts with fetch to its JSON endpoint
 * (/forms/<name>, in the page's language) without leaving the page: the form's schema is
 * checked first and errors shown next to the fields; while the request runs `pending` is
 * true; the answer shows as a toast. Without it the browser posts the page (method="post")
 * and the route re-renders with the answer, which it hands to the island as
 * `documentResult`, whose `values` fill the fields again.
 */
export function useLeadForm<Extra = unknown>({
  name,
  locale,
  words,
  documentResult,
  onSent,
}: {
  /** Which form: names its schema and its endpoint. */
  name: FormName;
  /** The page's language: the endpoint's, and that of the errors' sentences. */
  locale: Locale;
  /** The toasts' words when a request fails or is refused. */
  words: FailureWords;
  /** The answer to a post sent without JavaScript, if this page is that answer. */
  documentResult?: SubmissionResult<Extra> | null;
  /** Called once per successful answer, with the form element. */
  onSent: (result: SentSubmission<Extra>, form: HTMLFormElement) => void;
}) {
  type Result = SubmissionResult<Extra>;
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const checkRef = useRef<Check | null>(null);
  const [clientErrors, setClientErrors] = useState<FieldMessages<string> | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [pending, setPending] = useState(false);
  /** The latest answer to a post sent with JavaScript. */
  const [answer, setAnswer] = useState<Result>();
  const [lastSent, setLastSent] = useState<SentSubmission<Extra>>();
  const shownDocument = documentResult ?? undefined;

  const latest = pending ? undefined : (answer ?? shownDocument);
  const serverErrors: FieldMessages<string> =
    latest?.status === "invalid" ? latest.fieldErrors : {};
  const errors = clientErrors ?? serverErrors;

  async function send(form: HTMLFormElement) {
    const body = withArrival(new FormData(form));
    setPending(true);
    const result = await postForm<Extra>(formEndpoint(locale, name), body);
    setPending(false);
    setAnswer(result);
    if (result.status === "sent") {
      setAttempted(false);
      setClientErrors(null);
      setLastSent(result);
      onSent(result, form);
    } else if (result.status === "failed") {
      toast({
        variant: "destructive",
        title: words.failed.title,
        description: failedText(result, words),
      });
    } else {
      // The server's errors show until the visitor changes a field.
      setClientErrors(null);
      toast({
        variant: "destructive",
        title: words.invalid.title,
        description: words.invalid.text,
      });
      focusFirstInvalid(form, result.fieldErrors);
    }
  }

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
    // With JavaScript the page stays: the form posts with fetch.
    event.preventDefault();
    if (pending) return;
    setAttempted(true);
    const form = event.currentTarget;
    if (checkRef.current) {
      if (checkAndShow(checkRef.current, form)) void send(form);
      return;
    }
    // Sent before the schema arrived: check once it has, then send.
    loadCheck(name, locale).then(
      (check) => {
        checkRef.current = check;
        if (checkAndShow(check, form)) void send(form);
      },
      () => void send(form),
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
    pending,
    errors,
    /** The answer to a post sent without JavaScript, if this page is that answer. */
    documentResult: shownDocument,
    /** The latest answer, with JavaScript or (on the page a post answered) without. */
    latest: answer ?? shownDocument,
    /** The latest successful answer, with or without JavaScript. */
    lastSent: lastSent ?? (shownDocument?.status === "sent" ? shownDocument : undefined),
    /**
     * What was posted without JavaScript, to fill the fields again: always when refused, and
     * after success when the action sends it back (the quote form keeps its details).
     */
    values: valuesOf(shownDocument),
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
