// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { planQueryFromForm } from "./plan-form-query";

function form(html: string): HTMLFormElement {
  document.body.innerHTML = `<form id="f">${html}</form><input form="f" name="yield" value="1350" data-default="1350"><input form="f" name="rise" value="4" data-default="3">`;
  return document.getElementById("f") as HTMLFormElement;
}

describe("the planner form's URL", () => {
  it("keeps the inputs in use, tidies typed numbers, drops defaults and unused fields", () => {
    const query = planQueryFromForm(
      form(`
        <input type="radio" name="by" value="bill" checked><input type="radio" name="by" value="units">
        <input name="bill" value="₹ 1,38,000"><input name="units" value="300">
        <input name="roof" value=" 400 ">
        <input type="radio" name="pay" value="cash" checked><input name="rate" value="5.75">
        <input name="kw" value="">
      `),
    );
    expect(query).toBe("by=bill&bill=138000&roof=400&pay=cash&rise=4");
  });

  it("writes numbers typed in Odia digits with Latin digits", () => {
    const query = planQueryFromForm(
      form(`<input type="radio" name="by" value="bill" checked><input name="bill" value="୨,୦୦୦">
        <input name="roof" value="୫୦୦"><input type="radio" name="pay" value="cash" checked>`),
    );
    expect(query).toBe("by=bill&bill=2000&roof=500&pay=cash&rise=4");
  });

  it("leaves out a home's `for`, houses for anyone but a society, a home's price per unit", () => {
    const home = planQueryFromForm(
      form(`<input type="radio" name="for" value="home" checked><input name="houses" value="12">
        <input name="tariff" value="8"><input type="radio" name="by" value="bill" checked>
        <input name="bill" value="1500">`),
    );
    expect(home).toBe("by=bill&bill=1500&rise=4");
    const society = planQueryFromForm(
      form(`<input type="radio" name="for" value="society" checked><input name="houses" value="12">
        <input name="tariff" value="8"><input type="radio" name="by" value="bill" checked>`),
    );
    expect(society).toBe("for=society&houses=12&tariff=8&by=bill&rise=4");
  });

  it("keeps what is not a number as typed, for the server to report", () => {
    const query = planQueryFromForm(
      form(`<input type="radio" name="by" value="units" checked><input name="bill" value="9">
        <input name="units" value="lots"><input type="radio" name="pay" value="loan" checked>
        <input name="rate" value="8.5"><input name="years" value="7">`),
    );
    expect(query).toBe("by=units&units=lots&pay=loan&rate=8.5&years=7&rise=4");
  });
});
