import { expect, it } from "vitest";
import { fill } from "./fill";

it("fills named slots and leaves unknown ones visible", () => {
  expect(fill("Page {page} of {pages}", { page: 2, pages: 5 })).toBe("Page 2 of 5");
  expect(fill("{pages} ପୃଷ୍ଠାର {page}", { page: 2, pages: 5 })).toBe("5 ପୃଷ୍ଠାର 2");
  expect(fill("Hello {name}", {})).toBe("Hello {name}");
});
