import { addDays } from "~/lib/time/kolkata-day";
import { describe, expect, it } from "vitest";
import { projectStalls, stalledProjects, stallRules } from "./project-stall";
import { type ProjectStep, projectStepIds } from "./project-steps";

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

const openedOn = "2027-01-01";
const rulesOn = (project: { openedOn: string; steps: ProjectStep[] }, today: string) =>
  projectStalls(project, today).map((stall) => stall.rule);

describe("stalled projects", () => {
  it("each rule has a limit and a written reason", () => {
    for (const rule of stallRules) {
      expect(rule.limit).toBeGreaterThan(0);
      expect(rule.reason.length).toBeGreaterThan(40);
    }
  });

  it("no step done in 21 days: not on day 21, flagged on day 22, counted from the last step done", () => {
    const fresh = { openedOn, steps: steps() };
    expect(rulesOn(fresh, addDays(openedOn, 21))).toEqual([]);
    expect(rulesOn(fresh, addDays(openedOn, 22))).toEqual(["no-step"]);
    const moving = { openedOn, steps: steps({ "portal-registration": { doneOn: "2027-01-15" } }) };
    expect(rulesOn(moving, "2027-02-05")).toEqual([]);
    expect(rulesOn(moving, "2027-02-06")).toEqual(["no-step"]);
    const [stall] = projectStalls(moving, "2027-02-06");
    expect(stall).toMatchObject({ rule: "no-step", days: 22 });
    expect(stall!.reason).toContain("21 days");
  });

  it("commissioned and no central subsidy 30 days later", () => {
    const done = Object.fromEntries(
      projectStepIds.slice(0, 9).map((id) => [id, { doneOn: "2027-03-01" }]),
    );
    const project = { openedOn, steps: steps(done) };
    expect(rulesOn(project, "2027-03-31")).not.toContain("central-subsidy");
    expect(rulesOn(project, "2027-04-01")).toContain("central-subsidy");
    // Credited: no flag; and no subsidy step at all for a business.
    const paid = {
      openedOn,
      steps: steps({ ...done, "central-subsidy": { doneOn: "2027-03-20" } }),
    };
    expect(rulesOn(paid, "2027-04-01")).not.toContain("central-subsidy");
    const business = { openedOn, steps: steps({ ...done, "central-subsidy": { applies: false } }) };
    expect(rulesOn(business, "2027-04-01")).not.toContain("central-subsidy");
  });

  it("net-meter application and no inspection 45 days later", () => {
    const done = Object.fromEntries(
      projectStepIds.slice(0, 6).map((id) => [id, { doneOn: "2027-02-01" }]),
    );
    const project = { openedOn, steps: steps(done) };
    expect(rulesOn(project, addDays("2027-02-01", 45))).not.toContain("net-meter");
    expect(rulesOn(project, addDays("2027-02-01", 46))).toContain("net-meter");
  });

  it("the current step's expected date a week past", () => {
    const project = {
      openedOn,
      steps: steps({ "portal-registration": { expectedOn: "2027-01-05" } }),
    };
    expect(rulesOn(project, "2027-01-12")).toEqual([]);
    expect(rulesOn(project, "2027-01-13")).toEqual(["expected-passed"]);
  });

  it("a finished project never stalls; the list keeps only stalled ones", () => {
    const finished = {
      openedOn,
      steps: steps(Object.fromEntries(projectStepIds.map((id) => [id, { doneOn: "2027-01-02" }]))),
    };
    expect(rulesOn(finished, "2030-01-01")).toEqual([]);
    const stalled = { openedOn, steps: steps(), name: "stalled" };
    expect(
      stalledProjects([{ ...finished, name: "done" }, stalled], "2027-03-01").map(
        ({ project }) => project.name,
      ),
    ).toEqual(["stalled"]);
  });
});
