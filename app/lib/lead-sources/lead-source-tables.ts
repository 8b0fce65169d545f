// The table of issue 37 as Kysely sees it (db/migrations/0023-lead-sources.ts).

export interface LeadSourceTables {
  lead_sources: {
    lead_kind: string;
    lead_id: number;
    channel: string;
    landing_page: string;
    referrer_host: string;
    utm_source: string;
    utm_medium: string;
    utm_campaign: string;
    utm_term: string;
    utm_content: string;
    gclid: string;
    fbclid: string;
    device: string;
    form: string;
    created_at: string;
  };
}
