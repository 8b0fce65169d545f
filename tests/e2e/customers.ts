import { paperworkStore, projectStore } from "../../app/features/projects/index.server";
import { openDatabase } from "../../app/lib/db/database.server";
import { estimateSystem } from "../../app/lib/estimate";
import { createLeadStore } from "../../app/lib/leads/lead-store.server";

// A customer after the sale (issue 36): their quote request, its project with the inverter in
// the equipment register, and the path of their project page's private link.

const actor = { id: null, name: "Test" };

export async function customerWithProject(
  databaseUrl: string,
  n: number,
  language: "en" | "or",
  email: string,
  { offers = false }: { offers?: boolean } = {},
) {
  const database = await openDatabase(databaseUrl);
  try {
    const { id } = await createLeadStore(database).saveQuote({
      name: language === "or" ? "ବିକାଶ ସାହୁ" : "Sasmita Behera",
      email,
      phone: `94370${String(n).padStart(5, "0")}`,
      address: "",
      location: "751007",
      product: "solar-panels",
      roofSize: 50,
      monthlyBill: 100,
      message: "",
      language,
      consents: offers ? ["marketing-calls"] : [],
      noticeVersion: "2026-11-29",
      estimate: { basis: "spec-dollars", ...estimateSystem({ roofSize: 50, monthlyBill: 100 }) },
    });
    const projects = projectStore(database, { enabled: false, siteUrl: "http://localhost" });
    const project = (await projects.open({ leadKind: "quote", leadId: id, openedBy: actor }))!;
    await paperworkStore(database).saveEquipment(
      project.id,
      "inverter",
      {
        make: "Growatt",
        model: "MIN 3000TL-X",
        watts: null,
        dcrNumber: "",
        almmListed: null,
        warrantyStart: "2027-01-10",
        warrantyEnd: "2032-01-09",
      },
      `GRW-00000${n}`,
      actor,
    );
    const { link } = (await projects.sendLink(project.id, actor))!;
    return { path: new URL(link).pathname, projectId: project.id };
  } finally {
    await database.close();
  }
}
