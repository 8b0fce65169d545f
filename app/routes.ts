import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// The spec's route table (section 2), in its order. Every page sits inside the shared layout.
export default [
  // Files for search engines, generated from the route table and the posts.
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // The staff inbox (issue 10): its own plain layout, never prerendered, staff only.
  route("inbox/login", "routes/inbox/login.tsx"),
  route("inbox/login/code", "routes/inbox/login-code.tsx"),
  route("inbox/logout", "routes/inbox/logout.ts"),
  route("inbox/leads.csv", "routes/inbox/leads-csv.ts"),
  route("inbox/subscribers.csv", "routes/inbox/subscribers-csv.ts"),
  layout("routes/inbox/layout.tsx", [
    route("inbox", "routes/inbox/leads.tsx"),
    route("inbox/subscribers", "routes/inbox/subscribers.tsx"),
    route("inbox/account", "routes/inbox/account.tsx"),
    route("inbox/:kind/:id", "routes/inbox/lead.tsx"),
    route("inbox/*", "routes/inbox/not-found.tsx"),
  ]),
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("products-services", "routes/products-services.tsx"),
    route("how-it-works", "routes/how-it-works.tsx"),
    route("gallery", "routes/gallery.tsx"),
    route("faq", "routes/faq.tsx"),
    route("blog", "routes/blog.tsx"),
    route("blog/:slug", "routes/blog-post.tsx"),
    route("privency-policy", "routes/privacy-policy.tsx"), // spelt as the spec spells it
    route("contact", "routes/contact.tsx"),
    route("quote-request", "routes/quote-request.tsx"),
    // Beyond the spec: the rupee planner of issue 9, linked from the quote page and others.
    route("solar-calculator", "routes/solar-calculator.tsx"),
    // Any other path shows the home page, answered with status 404 so it is never indexed.
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
