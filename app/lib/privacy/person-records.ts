// A person's leads as the registry of personal data finds them (personal-data.server.ts), and
// as the erasure's form names them: shared by the server and the inbox's erasure panel.

/** A lead or subscription found for a person, and how it was found. */
export interface PersonRecord {
  kind: "contact" | "quote" | "privacy" | "newsletter";
  id: number;
  name: string;
  email: string;
  phone: string;
  createdAt: string;
  /** By the person's e-mail address, or only by their phone number (maybe someone else's). */
  by: "email" | "phone";
}

/** One person's records as the owner sees them before erasing (the same address or number). */
export interface ErasurePerson {
  /** Their e-mail address, or their phone number where a record has none. */
  who: string;
  /** The name they gave, if any. */
  name: string;
  /** Found by the request's address (chosen at first), or by its whole phone number alone. */
  by: PersonRecord["by"];
  records: PersonRecord[];
}

/** A record as the erasure form posts it: "quote:12". */
export const recordChoice = (record: Pick<PersonRecord, "kind" | "id">) =>
  `${record.kind}:${record.id}`;
