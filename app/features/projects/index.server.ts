// The projects' entry for the server (issue 31): their store, which the server opens, and
// the opening of a project, which a proposal's acceptance does in its own transaction.
export { openProject, projectStore, type ProjectStore } from "./project-store.server";
