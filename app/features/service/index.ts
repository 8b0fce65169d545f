// The after-sales service's entry for pages (issue 36): the customer's request form.
export { ServiceRequestForm } from "./service-request-form";
