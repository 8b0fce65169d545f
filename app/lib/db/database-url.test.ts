import { describe, expect, it } from "vitest";
import { parseDatabaseUrl } from "./database-url";

describe("parseDatabaseUrl", () => {
  it("reads relative and absolute SQLite files", () => {
    expect(parseDatabaseUrl("file:data/site.db", "/srv/site")).toEqual({
      engine: "sqlite",
      file: "/srv/site/data/site.db",
    });
    expect(parseDatabaseUrl("file:/var/lib/site.db")).toEqual({
      engine: "sqlite",
      file: "/var/lib/site.db",
    });
    expect(parseDatabaseUrl("file:///var/lib/site.db")).toEqual({
      engine: "sqlite",
      file: "/var/lib/site.db",
    });
  });

  it("passes PostgreSQL URLs to the driver as they are", () => {
    const url = "postgres://site:secret@db.internal:5432/leads";
    expect(parseDatabaseUrl(url)).toEqual({ engine: "postgres", connectionString: url });
    expect(parseDatabaseUrl("postgresql://db/leads").engine).toBe("postgres");
  });

  it("refuses anything else without echoing credentials", () => {
    expect(() => parseDatabaseUrl("mysql://root:hunter2@db/leads")).toThrow(/file:.*postgres/);
    expect(() => parseDatabaseUrl("mysql://root:hunter2@db/leads")).not.toThrow(/hunter2/);
  });
});
