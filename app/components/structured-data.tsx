import { serializeJsonLd } from "~/lib/structured-data";

/** A JSON-LD block (a data block: browsers don't run it, so the CSP needs no nonce for it). */
export function StructuredData({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      // Built from our own content modules, serialized with "<" escaped.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
