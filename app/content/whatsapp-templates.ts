import { whatsappCopy as en } from "./copy/en/whatsapp";
import { whatsappCopy as or } from "./copy/or/whatsapp";
import type { Locale } from "~/lib/i18n/locale";

// The WhatsApp message templates (issue 34): one per moment a customer hears of, each approved
// by Meta in the utility category, in English and Odia. Meta sends only what it approved, word
// for word, with the parameters in {{1}}, {{2}}… filled: so the words live here, in the repo,
// and `npm run whatsapp:templates` prints them as Meta's template manager takes them. A
// template's name and its parameters never change once approved: a new wording is a new name.

export type WhatsAppTemplateName = keyof typeof en.templates;

export interface WhatsAppTemplateSpec {
  /** What each body parameter is, in order ({{1}}, {{2}}…), with an example for Meta. */
  params: readonly { name: string; example: string }[];
  /** A URL button whose link ends with the parameter: the customer's private link. */
  button?: { example: string };
}

/** The neutral part of each template: its parameters and button. */
export const whatsappTemplates = {
  enquiry_received: {
    params: [{ name: "name", example: "Gita" }],
    button: { example: "survey/Xq3v9kTz0bLr8WmN2yHcA5sJdE7uGfP1oRiK4tVx6Qw" },
  },
  message_received: { params: [{ name: "name", example: "Gita" }] },
  survey_booked: {
    params: [
      { name: "name", example: "Gita" },
      { name: "when", example: "Tuesday 2 December, 10:00–11:00" },
    ],
    button: { example: "survey/Xq3v9kTz0bLr8WmN2yHcA5sJdE7uGfP1oRiK4tVx6Qw" },
  },
  survey_moved: {
    params: [
      { name: "name", example: "Gita" },
      { name: "when", example: "Wednesday 3 December, 14:00–15:00" },
    ],
    button: { example: "survey/Xq3v9kTz0bLr8WmN2yHcA5sJdE7uGfP1oRiK4tVx6Qw" },
  },
  survey_cancelled: {
    params: [
      { name: "name", example: "Gita" },
      { name: "when", example: "Tuesday 2 December, 10:00–11:00" },
    ],
    button: { example: "survey/Xq3v9kTz0bLr8WmN2yHcA5sJdE7uGfP1oRiK4tVx6Qw" },
  },
  survey_reminder: {
    params: [
      { name: "name", example: "Gita" },
      { name: "when", example: "Tuesday 2 December, 10:00–11:00" },
    ],
    button: { example: "survey/Xq3v9kTz0bLr8WmN2yHcA5sJdE7uGfP1oRiK4tVx6Qw" },
  },
  proposal_sent: {
    params: [
      { name: "name", example: "Gita" },
      { name: "number", example: "SS-2026-0042" },
    ],
    button: { example: "proposal/Xq3v9kTz0bLr8WmN2yHcA5sJdE7uGfP1oRiK4tVx6Qw" },
  },
  project_step_done: {
    params: [
      { name: "name", example: "Gita" },
      { name: "step", example: "Net meter installed" },
    ],
    button: { example: "project/Xq3v9kTz0bLr8WmN2yHcA5sJdE7uGfP1oRiK4tVx6Qw" },
  },
  service_update: {
    params: [
      { name: "name", example: "Gita" },
      { name: "reference", example: "SR-0007" },
      { name: "update", example: "visit booked for Tuesday 2 December, 10:00–11:00" },
    ],
    button: { example: "project/Xq3v9kTz0bLr8WmN2yHcA5sJdE7uGfP1oRiK4tVx6Qw" },
  },
  data_copy_ready: { params: [] },
  enquiry_update: {
    params: [
      { name: "name", example: "Gita" },
      { name: "update", example: "The subsidy was credited to your account today." },
    ],
  },
} satisfies Record<WhatsAppTemplateName, WhatsAppTemplateSpec>;

const words = { en, or } as const;

/** Meta's language code of each of our languages. */
export const whatsappLanguage: Record<Locale, string> = { en: "en", or: "or" };

/** The template's words in a language: its body with {{n}} slots and its button's label. */
export function templateWords(name: WhatsAppTemplateName, locale: Locale) {
  return words[locale].templates[name] as { body: string; button?: string };
}

/** The body as the customer reads it, its {{n}} slots filled. */
export function renderTemplate(
  name: WhatsAppTemplateName,
  locale: Locale,
  params: readonly string[],
): string {
  return templateWords(name, locale).body.replace(
    /\{\{(\d+)\}\}/g,
    (slot, n: string) => params[Number(n) - 1] ?? slot,
  );
}

/**
 * A parameter as Meta takes it: no new lines or tabs, no more than four spaces in a row, at
 * most 1024 characters (Meta refuses the message otherwise, error 132000's family).
 */
export function templateParam(text: string): string {
  return text
    .replace(/[\r\n\t]+/g, " ")
    .replace(/ {4,}/g, "   ")
    .trim()
    .slice(0, 1024);
}

/** The words a customer may reply with to stop WhatsApp messages, in either language. */
export const stopWords = [...en.stopWords, ...or.stopWords];
