// The dashboard's entry for the server (issue 37): the owner's monthly e-mail, which the
// server's scheduler queues.
export { queueMonthlyFigures } from "./monthly-figures.server";
