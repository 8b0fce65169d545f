import type { Kysely } from "kysely";

// A quote request may carry the visitor's savings plan from /solar-calculator: its inputs
// and the server's results, one nullable column each (null for requests without a plan),
// numbers as numbers. Text for the plan's choices, its query string and its rates' date.
const textColumns = [
  "plan_query",
  "plan_rates_as_of",
  "plan_basis",
  "plan_roof_unit",
  "plan_system",
  "plan_payment",
];
const numberColumns = [
  "plan_bill_entered",
  "plan_units_entered",
  "plan_roof_area",
  "plan_loan_rate",
  "plan_loan_years",
  "plan_chosen_kw",
  "plan_yield_per_kw",
  "plan_tariff_rise",
  "plan_fixed_charge",
  "plan_export_price",
  "plan_battery_cost_per_kw",
  "plan_hybrid_subsidised",
  "plan_monthly_units",
  "plan_size_kw",
  "plan_roof_limit_kw",
  "plan_yearly_generation",
  "plan_coverage",
  "plan_bill_before",
  "plan_bill_after",
  "plan_monthly_saving",
  "plan_cost_low",
  "plan_cost_high",
  "plan_central_subsidy",
  "plan_state_subsidy",
  "plan_net_cost",
  "plan_loan_principal",
  "plan_emi",
  "plan_payback_years",
  "plan_lifetime_savings",
  "plan_co2_per_year_kg",
];

export const quotePlan = {
  // One column per statement: SQLite adds a single column per ALTER TABLE.
  async up(db: Kysely<unknown>) {
    for (const column of textColumns) {
      await db.schema.alterTable("quote_requests").addColumn(column, "text").execute();
    }
    for (const column of numberColumns) {
      await db.schema.alterTable("quote_requests").addColumn(column, "double precision").execute();
    }
  },

  async down(db: Kysely<unknown>) {
    for (const column of [...numberColumns, ...textColumns].reverse()) {
      await db.schema.alterTable("quote_requests").dropColumn(column).execute();
    }
  },
};
