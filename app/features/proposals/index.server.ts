// The proposals' entry for the server (issue 31): their store, which the server opens.
export { proposalStore, type ProposalStore } from "./proposal-store.server";
