import { definePanel } from "../lead-panel";
import { type OtherEnquiry, OtherEnquiriesPanel } from "../other-enquiries-panel";

/** The same person's other enquiries. */
export default definePanel<OtherEnquiry[]>(function Others({ data }) {
  return <OtherEnquiriesPanel enquiries={data} />;
});
