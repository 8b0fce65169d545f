import {
  type RouteConfig,
  type RouteConfigEntry,
  index,
  layout,
  route,
} from "@react-router/dev/routes";

/** The spec's public pages (section 2, in its order), inside the shared layout. */
function publicSite(locale: "en" | "or"): RouteConfigEntry[] {
  // English keeps the default ids ("routes/about"); Odia's are "or/routes/about".
  const at = (path: string) => (locale === "en" ? path : path ? `or/${path}` : "or");
  const id = (file: string) => (locale === "en" ? {} : { id: `or/${file}` });
  const page = (path: string, file: string) => route(at(path), `${file}.tsx`, id(file));
  // A feature's page (issue 31: the feature's folder holds it), keeping the id it had.
  const featurePage = (path: string, file: string, routeId: string) =>
    route(at(path), file, { id: locale === "en" ? routeId : `or/${routeId}` });
  return [
    // The lead forms' JSON endpoint (/forms/contact, /or/forms/contact): what a form island
    // posts to with fetch, answered in the language of its page (routes/form-endpoint.ts).
    route(at("forms/:form"), "routes/form-endpoint.ts", id("routes/form-endpoint")),
    // A person's copy of their data as JSON, behind the copy's private link (issue 23).
    route(at("privacy/copy/:token/download"), "features/privacy/routes/privacy-copy-download.ts", {
      id: locale === "en" ? "routes/privacy-copy-download" : "or/routes/privacy-copy-download",
    }),
    // A file of the customer's project, behind the project's private link (issue 35).
    route(at("project/:token/files/:file"), "features/projects/routes/project-file.ts", {
      id: locale === "en" ? "routes/project-file" : "or/routes/project-file",
    }),
    layout("routes/site-layout.tsx", id("routes/site-layout"), [
      locale === "en"
        ? index("routes/home.tsx")
        : route(at(""), "routes/home.tsx", id("routes/home")),
      page("about", "routes/about"),
      page("products-services", "routes/products-services"),
      page("how-it-works", "routes/how-it-works"),
      page("gallery", "routes/gallery"),
      page("faq", "routes/faq"),
      page("blog", "routes/blog"),
      page("blog/:slug", "routes/blog-post"),
      page("privency-policy", "routes/privacy-policy"), // spelt as the spec spells it
      page("contact", "routes/contact"),
      page("quote-request", "routes/quote-request"),
      // Beyond the spec: the rupee planner of issue 9, linked from the quote page and others.
      page("solar-calculator", "routes/solar-calculator"),
      // The visitor's site survey behind its private link (issue 20): rendered per request,
      // never prerendered, never in the sitemap.
      featurePage("survey/:token", "features/surveys/routes/survey.tsx", "routes/survey"),
      // The customer's proposal behind its private link (issue 21), the same way.
      featurePage("proposal/:token", "features/proposals/routes/proposal.tsx", "routes/proposal"),
      // The customer's project after the sale behind its private link (issue 22): the same.
      featurePage("project/:token", "features/projects/routes/project.tsx", "routes/project"),
      // Issue 23: the DPDP notice and the rights page (content pages), and the withdrawal and
      // the copy behind their e-mailed private links (per request, never indexed).
      page("privacy-notice", "routes/privacy-notice"),
      page("privacy-rights", "routes/privacy-rights"),
      featurePage(
        "privacy/withdraw/:token",
        "features/privacy/routes/privacy-withdraw.tsx",
        "routes/privacy-withdraw",
      ),
      featurePage(
        "privacy/copy/:token",
        "features/privacy/routes/privacy-copy.tsx",
        "routes/privacy-copy",
      ),
      // The newsletter's double opt-in (issue 30), behind its e-mailed private link.
      featurePage(
        "privacy/subscribe/:token",
        "features/privacy/routes/privacy-subscribe.tsx",
        "routes/privacy-subscribe",
      ),
      // Any other path shows the home page, answered with status 404 so it is never indexed.
      page("*", "routes/not-found"),
    ]),
  ];
}

export default [
  // Files for search engines, generated from the route table and the posts.
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // The savings planner's plan as JSON, which the planner island asks for as the visitor types.
  route("solar-calculator/plan.json", "routes/solar-calculator-plan.ts"),
  // Photos uploaded through the content desk (issue 32), from the database.
  route("media/uploads/:file/:variant", "routes/media-upload.ts"),
  // The content desk's preview of a draft, as the page a visitor would see (staff only).
  route(
    "inbox/content/preview/:collection/:id",
    "features/content-desk/routes/inbox/content-preview.ts",
  ),
  // The blog editor's live preview of Markdown (staff only).
  route("inbox/content/markdown", "features/content-desk/routes/inbox/content-markdown.ts"),
  // The staff inbox (issue 10): its own plain layout, never prerendered, staff only.
  route("inbox/login", "routes/inbox/login.tsx"),
  route("inbox/login/code", "routes/inbox/login-code.tsx"),
  route("inbox/logout", "routes/inbox/logout.ts"),
  route("inbox/leads.csv", "routes/inbox/leads-csv.ts"),
  route("inbox/subscribers.csv", "routes/inbox/subscribers-csv.ts"),
  // The dashboard's tables as CSV (issue 37), for the owner and managers.
  route("inbox/dashboard.csv", "features/dashboard/routes/inbox/dashboard-csv.ts"),
  // A customer's photo on WhatsApp (issue 34), for staff alone.
  route("inbox/whatsapp/:message/photo", "features/whatsapp/routes/inbox/whatsapp-photo.ts"),
  layout("routes/inbox/layout.tsx", [
    route("inbox", "routes/inbox/leads.tsx"),
    route("inbox/subscribers", "routes/inbox/subscribers.tsx"),
    route("inbox/account", "routes/inbox/account.tsx"),
    route("inbox/surveys", "features/surveys/routes/inbox/surveys.tsx"),
    route("inbox/survey-settings", "features/surveys/routes/inbox/survey-settings.tsx"),
    route("inbox/quote/:id/survey-findings", "features/surveys/routes/inbox/survey-findings.tsx"),
    route("inbox/quote/:id/survey-photos/:file", "features/surveys/routes/inbox/survey-photo.ts"),
    route("inbox/proposals", "features/proposals/routes/inbox/proposals.tsx"),
    route("inbox/proposals/:id", "features/proposals/routes/inbox/proposal.tsx"),
    route("inbox/projects", "features/projects/routes/inbox/projects.tsx"),
    route("inbox/projects/:id", "features/projects/routes/inbox/project.tsx"),
    route("inbox/projects/:id/paperwork", "features/projects/routes/inbox/paperwork.tsx"),
    route("inbox/projects/:id/files/:file", "features/projects/routes/inbox/project-file.ts"),
    route("inbox/projects/:id/forms/:form", "features/projects/routes/inbox/discom-form.tsx"),
    route("inbox/projects/:id/maintenance", "features/service/routes/inbox/maintenance.tsx"),
    route("inbox/service", "features/service/routes/inbox/service.tsx"),
    route("inbox/service/:id", "features/service/routes/inbox/ticket.tsx"),
    route("inbox/service/:id/photos/:file", "features/service/routes/inbox/ticket-photo.ts"),
    route("inbox/referrals", "features/referrals/routes/inbox/referrals.tsx"),
    // The business at a glance (issue 37): the owner's and the managers'.
    route("inbox/dashboard", "features/dashboard/routes/inbox/dashboard.tsx"),
    route("inbox/dashboard/leads", "features/dashboard/routes/inbox/dashboard-leads.tsx"),
    route("inbox/privacy", "features/privacy/routes/inbox/privacy.tsx"),
    route("inbox/access-log", "features/privacy/routes/inbox/access-log.tsx"),
    // The content desk (issue 32): the owner's and editors' own, in both languages.
    route("inbox/content", "features/content-desk/routes/inbox/content.tsx"),
    route("inbox/content/company", "features/content-desk/routes/inbox/content-company.tsx"),
    route("inbox/content/blog/:slug", "features/content-desk/routes/inbox/content-blog.tsx"),
    route("inbox/content/:collection/:id", "features/content-desk/routes/inbox/content-entry.tsx"),
    // The rates desk (issue 33): the planner's figures as dated versions, with their sources.
    route("inbox/rates", "features/content-desk/routes/inbox/rates.tsx"),
    route("inbox/rates/:key", "features/content-desk/routes/inbox/rate.tsx"),
    route("inbox/:kind/:id", "features/lead-page/lead.tsx"),
    route("inbox/*", "routes/inbox/not-found.tsx"),
  ]),
  // The public site in English at the root and in Odia under /or (issue 11): the same route
  // modules twice, the Odia ones with ids of their own. The locale comes from the URL.
  ...publicSite("en"),
  ...publicSite("or"),
] satisfies RouteConfig;
