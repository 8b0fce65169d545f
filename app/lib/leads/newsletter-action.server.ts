import { data } from "react-router";

// Placeholder until the lead store exists (issue 4 replaces this with a real subscription).
export function newsletterAction() {
  return data({ ok: false as const }, { status: 501 });
}
