// The after-sales service's entry for the server (issue 36): its store, which the server
// opens over the surveys' slots.
export { serviceStore, type ServiceStore } from "./service-store.server";
export {
  maintenanceOf,
  shownTickets,
  takeServiceRequest,
  takeVisitIntent,
  visitSlots,
} from "./service-request.server";
export { contractStore, contractsEndingSoon, type ContractStore } from "./contract-store.server";
