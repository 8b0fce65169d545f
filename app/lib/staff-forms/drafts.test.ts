import { describe, expect, it } from "vitest";
import { postedDrafts, postedIntent } from "./drafts";

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

describe("the staff forms' drafts", () => {
  it("hands back every typed field but the intent and those the change saved", () => {
    const posted = form({
      intent: "status",
      status: "lost",
      reason: "Too dear",
      text: "Call at 5",
    });
    expect(postedDrafts(posted, ["status", "reason"])).toEqual({ text: "Call at 5" });
    expect(postedDrafts(posted, (name) => name.startsWith("s"))).toEqual({
      reason: "Too dear",
      text: "Call at 5",
    });
    expect(postedDrafts(posted)).toEqual({ status: "lost", reason: "Too dear", text: "Call at 5" });
  });

  it("reads only an intent the page knows", () => {
    expect(postedIntent(form({ intent: "save" }), ["save", "keep"])).toBe("save");
    expect(postedIntent(form({ intent: "drop" }), ["save", "keep"])).toBeNull();
    expect(postedIntent(form({}), ["save"])).toBeNull();
    expect(postedIntent(form({ intent: "done:install" }), /^done:[a-z-]+$/)).toBe("done:install");
  });
});
