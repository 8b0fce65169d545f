import { describe, expect, it } from "vitest";
import { csvCell, csvTable } from "./csv";

describe("csvCell", () => {
  it("neutralises formulas and quotes what needs quoting", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+91 94370 12345")).toBe("'+91 94370 12345");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("\rcmd")).toBe('"\'\rcmd"');
    expect(csvCell("Plot 7, Saheed Nagar")).toBe('"Plot 7, Saheed Nagar"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(50)).toBe("50");
    expect(csvCell(undefined)).toBe("");
  });
});

describe("csvTable", () => {
  it("writes a header and one row per record, each cell made safe", () => {
    expect(csvTable(["name", "phone"], [{ name: "=1+1", phone: "+91 1" }])).toBe(
      "\uFEFFname,phone\r\n'=1+1,'+91 1\r\n",
    );
  });
});
