import type { Generated } from "kysely";

// The tables of issue 20 as Kysely sees them (db/migrations/0010-surveys-and-follow-ups.ts).
// Instants are UTC ISO 8601 text; days are YYYY-MM-DD in Asia/Kolkata.

export interface SurveyTables {
  surveys: {
    id: Generated<number>;
    lead_kind: string;
    lead_id: number;
    slot_start: string;
    slot_end: string;
    status: string;
    language: string;
    sequence: Generated<number>;
    reminder_queued_at: string | null;
    created_at: string;
    updated_at: string;
    /** The privacy notice the visitor saw when booking (0014-privacy). */
    notice_version: Generated<string>;
  };
  /** One row per survey holding a place in its slot: UNIQUE (slot_start, place). */
  survey_places: {
    slot_start: string;
    place: number;
    survey_id: number;
  };
  survey_weekly_slots: {
    id: Generated<number>;
    weekday: number;
    start_time: string;
    end_time: string;
    capacity: number;
  };
  survey_days_off: {
    day: string;
    reason: string;
  };
  survey_settings: {
    name: string;
    value: string;
  };
  lead_next_steps: {
    lead_kind: string;
    lead_id: number;
    what: string;
    due_at: string;
    assignee_id: string | null;
    updated_at: string;
  };
  digest_sent: {
    staff_id: string;
    day: string;
    created_at: string;
  };
  /** What the engineer found at the roof (issue 35; 0019-survey-findings). */
  survey_findings: {
    lead_id: number;
    engineer: string;
    surveyed_on: string;
    usable_area_m2: number | null;
    facing: string;
    tilt_degrees: number | null;
    shading: string;
    roof_type: string;
    roof_condition: string;
    meter_phase: string;
    sanctioned_load_kw: number | null;
    recommended_kw: number | null;
    note: string;
    updated_at: string;
    updated_by: string;
  };
  survey_finding_photos: {
    lead_id: number;
    file_id: string;
    created_at: string;
  };
}
