// The projects' entry for the server (issue 31): their store, which the server opens, and
// the opening of a project, which a proposal's acceptance does in its own transaction; the
// paperwork of each project (issue 35).
export {
  openProject,
  projectCustomer,
  projectStore,
  type ProjectStore,
} from "./project-store.server";
export { paperworkStore, type PaperworkStore } from "./paperwork/paperwork-store.server";
