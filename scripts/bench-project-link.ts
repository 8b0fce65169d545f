import { openDatabase } from "../app/lib/db/database.server";
import { estimateSystem } from "../app/lib/estimate";
import { createLeadStore } from "../app/lib/leads/lead-store.server";
import { projectStore } from "../app/features/projects/index.server";

// For `npm run bench` (scripts/bench.mjs): a customer's project page to measure, as a sale
// makes one. A quote request in the bench's database, its project opened and two steps done,
// and a fresh link to the page, printed as the page's path (the token reaches no report).

if (!process.env.DATABASE_URL) throw new Error("bench-project-link: set DATABASE_URL");
const database = await openDatabase(process.env.DATABASE_URL);
try {
  const { id } = await createLeadStore(database).saveQuote({
    name: "Bench Customer",
    email: "bench-customer@example.com",
    phone: "9437022222",
    address: "",
    location: "751007",
    product: "solar-panels",
    roofSize: 50,
    monthlyBill: 100,
    message: "",
    estimate: { basis: "spec-dollars", ...estimateSystem({ roofSize: 50, monthlyBill: 100 }) },
  });
  const projects = projectStore(database, { enabled: false, siteUrl: "http://localhost" });
  const bench = { id: null, name: "Bench" };
  const project = (await projects.open({ leadKind: "quote", leadId: id, openedBy: bench }))!;
  const today = new Date().toISOString().slice(0, 10);
  for (const step of ["portal-registration", "discom-feasibility"] as const) {
    await projects.saveStep(
      project.id,
      step,
      {
        applies: true,
        expectedOn: null,
        doneOn: today,
        who: "",
        reference: step === "portal-registration" ? "NP-OD-2027-0042" : "",
        customerNote: "",
        staffNote: "",
      },
      { actor: bench, emailCustomer: false },
    );
  }
  const { link } = (await projects.sendLink(project.id, bench))!;
  process.stdout.write(new URL(link).pathname);
} finally {
  await database.close();
}
