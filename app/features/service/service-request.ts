import * as z from "zod/mini";
import { serviceProblems } from "./service-rules";

// The service request form's one schema, for the page and the server (issue 36): what is
// wrong is required, the rest is the customer's own words, kept short.

const text = (max: number) => z._default(z.string().check(z.trim(), z.maxLength(max)), "");

export const serviceRequestSchema = z.object({
  problem: z.enum(serviceProblems),
  errorCode: text(40),
  since: text(100),
  details: text(1000),
  preferred: text(200),
});
