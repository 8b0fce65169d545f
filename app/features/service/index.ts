// The after-sales service's entry for pages (issue 36): the customer's request form and their
// booked visit.
export { ServiceRequestForm } from "./service-request-form";
export { CustomerVisit, type VisitOutcome } from "./customer-visit";
