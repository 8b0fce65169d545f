// The planner's dated rules as pure functions of the day (docs/decisions/005): the planner
// page, its JSON updates and the quote request call them with the request's day in
// Asia/Kolkata; a proposal will call them with its own date.
export * from "./category";
export * from "./dated";
export * from "./loans";
export * from "./review";
export * from "./subsidies";
export * from "./tariff";
