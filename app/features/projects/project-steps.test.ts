import { describe, expect, it } from "vitest";
import { type ProjectStep, projectStanding, projectStepIds, stepAppliesTo } from "./project-steps";

const steps = (overrides: Partial<Record<string, Partial<ProjectStep>>> = {}): ProjectStep[] =>
  projectStepIds.map((id) => ({
    id,
    applies: true,
    expectedOn: null,
    doneOn: null,
    who: "",
    reference: "",
    customerNote: "",
    staffNote: "",
    ...overrides[id],
  }));

describe("a project's steps", () => {
  it("are the eleven of the road from the portal to the state top-up, in order", () => {
    expect(projectStepIds).toEqual([
      "portal-registration",
      "discom-feasibility",
      "installation-scheduled",
      "installation-done",
      "portal-upload",
      "net-meter-application",
      "discom-inspection",
      "commissioning",
      "bank-details",
      "central-subsidy",
      "state-subsidy",
    ]);
  });

  it("all apply to a home; a society has no state top-up; a business no portal, bank or subsidy step", () => {
    expect(projectStepIds.filter((step) => !stepAppliesTo(step, "home"))).toEqual([]);
    expect(projectStepIds.filter((step) => !stepAppliesTo(step, "society"))).toEqual([
      "state-subsidy",
    ]);
    expect(projectStepIds.filter((step) => !stepAppliesTo(step, "business"))).toEqual([
      "portal-registration",
      "portal-upload",
      "bank-details",
      "central-subsidy",
      "state-subsidy",
    ]);
  });

  it("stand at the first step that applies and is not done, with the next and its date", () => {
    const standing = projectStanding(
      steps({
        "portal-registration": { doneOn: "2027-01-05" },
        "discom-feasibility": { applies: false },
        "installation-scheduled": { expectedOn: "2027-01-20" },
      }),
      "2027-01-10",
    );
    expect(standing.current?.id).toBe("installation-scheduled");
    expect(standing.next?.id).toBe("installation-done");
    expect(standing.expectedOn).toBe("2027-01-20");
    expect(standing.late).toBe(false);
    expect(standing).toMatchObject({ done: 1, total: 10, lastDoneOn: "2027-01-05" });
    expect(
      projectStanding(steps({ "portal-registration": { expectedOn: "2027-01-09" } }), "2027-01-10")
        .late,
    ).toBe(true);
  });

  it("a step done out of order is done; a project with every step done has none current", () => {
    const standing = projectStanding(
      steps({ "discom-feasibility": { doneOn: "2027-01-02" } }),
      "2027-01-10",
    );
    expect(standing.current?.id).toBe("portal-registration");
    expect(standing.next?.id).toBe("installation-scheduled");
    const finished = projectStanding(
      steps(Object.fromEntries(projectStepIds.map((id) => [id, { doneOn: "2027-03-01" }]))),
      "2027-04-01",
    );
    expect(finished).toMatchObject({ current: null, next: null, done: 11, total: 11, late: false });
  });
});
