import { Form } from "react-router";
import { newsletterCopy } from "~/content/newsletter";

// Markup only for now: the lead-capture work (issue 4) makes this a real subscription
// posting to the blog route's action.
export function NewsletterForm() {
  return (
    <Form method="post" action="/blog" className="mt-4 grid gap-3">
      <label htmlFor="newsletter-email" className="sr-only">
        {newsletterCopy.emailLabel}
      </label>
      <input
        id="newsletter-email"
        name="email"
        type="email"
        required
        autoComplete="email"
        placeholder={newsletterCopy.emailPlaceholder}
        className="h-11 rounded-lg border border-navy-200 bg-white px-3 text-navy-900 placeholder:text-navy-600"
      />
      <button
        type="submit"
        className="h-11 rounded-lg bg-sun-500 px-4 font-semibold text-navy-950 hover:bg-sun-400"
      >
        {newsletterCopy.submit}
      </button>
    </Form>
  );
}
