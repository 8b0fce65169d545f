import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("lets a class passed in win over the component's own of the same family (issue 30)", () => {
    expect(cn("mx-auto w-full max-w-7xl px-4 sm:px-6", "grid max-w-3xl gap-6")).toBe(
      "mx-auto w-full px-4 sm:px-6 grid max-w-3xl gap-6",
    );
    expect(cn("text-sm text-navy-700", "text-lg text-white text-center")).toBe(
      "text-lg text-white text-center",
    );
    expect(cn("h-12 whitespace-nowrap", "h-auto! whitespace-normal!")).toBe(
      "h-auto! whitespace-normal!",
    );
    expect(cn("font-semibold font-sans", "font-bold")).toBe("font-sans font-bold");
  });

  it("keeps utilities under other variants, and what it does not know, as they are", () => {
    expect(cn("max-w-7xl sm:max-w-xl", "lg:max-w-3xl")).toBe("max-w-7xl sm:max-w-xl lg:max-w-3xl");
    expect(cn("px-4", "py-2", "p-0")).toBe("px-4 py-2 p-0");
    expect(cn("flex", false, undefined, { grid: true }, "data-[state=open]:bg-white")).toBe(
      "flex grid data-[state=open]:bg-white",
    );
  });
});
