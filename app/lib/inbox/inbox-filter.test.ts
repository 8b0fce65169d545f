import { describe, expect, it } from "vitest";
import { inboxFilterQuery, readInboxFilter } from "./inbox-filter";

describe("the inbox filter in the URL", () => {
  it("reads what it knows and drops what it does not", () => {
    const params = new URLSearchParams(
      "kind=quote&status=lost&assignee=abc&from=2025-07-01&to=2025-07-31&q=+Patia+&page=3",
    );
    expect(readInboxFilter(params)).toEqual({
      kind: "quote",
      status: "lost",
      assignee: "abc",
      from: "2025-07-01",
      to: "2025-07-31",
      q: "Patia",
      page: 3,
    });
    const wrong = new URLSearchParams("kind=newsletter&status=maybe&from=yesterday&q=&page=-2");
    expect(readInboxFilter(wrong)).toEqual({ page: 1 });
  });

  it("writes back only the filters in use, page 1 left out", () => {
    expect(inboxFilterQuery({ kind: "contact", q: "tin roof", page: 1 })).toBe(
      "?kind=contact&q=tin+roof",
    );
    expect(inboxFilterQuery({ status: "new", page: 2 })).toBe("?status=new&page=2");
    expect(inboxFilterQuery({ page: 1 })).toBe("");
  });

  it("drops a day that does not exist rather than querying it (issue 30)", () => {
    expect(readInboxFilter(new URLSearchParams("from=2026-99-99&to=2026-02-30"))).toEqual({
      page: 1,
    });
  });
});
