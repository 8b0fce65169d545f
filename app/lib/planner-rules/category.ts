// Who is asking: the planner's first choice. A home gets the household subsidies and the
// domestic tariff; a housing society or RWA the central subsidy for its common facilities; a
// shop, office, school or institution no household subsidy and the general-purpose tariff.

export const customerCategories = ["home", "society", "business"] as const;
export type CustomerCategory = (typeof customerCategories)[number];
