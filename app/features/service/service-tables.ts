import type { Generated } from "kysely";
import type { ServiceProblem, TicketPriority, TicketState } from "./service-rules";

// The tables of issue 36 as Kysely sees them (db/migrations/0020-service-tickets.ts).

export interface ServiceTables {
  service_tickets: {
    id: Generated<number>;
    project_id: number;
    problem: ServiceProblem;
    error_code: Generated<string>;
    since: Generated<string>;
    details: Generated<string>;
    preferred: Generated<string>;
    priority: TicketPriority;
    state: TicketState;
    due_at: string;
    visit_at: string | null;
    visit_end: string | null;
    resolution: Generated<string>;
    parts: Generated<string>;
    language: string;
    created_at: string;
    updated_at: string;
  };
  service_ticket_photos: {
    ticket_id: number;
    file_id: string;
    created_at: string;
  };
  /** Maintenance contracts (db/migrations/0021-maintenance-contracts.ts). */
  amc_contracts: {
    id: Generated<number>;
    project_id: number;
    starts_on: string;
    ends_on: string;
    visits_per_year: number;
    price_rupees: number;
    renews: number | null;
    renewal_offered_at: string | null;
    created_at: string;
    created_by: string;
  };
}
