import { panelServer } from "../lead-panel.server";
import type { OtherEnquiry } from "../other-enquiries-panel";
import { theirOtherRecords } from "../shared-loads.server";

export default panelServer<OtherEnquiry[]>({
  // Found as the privacy registry finds a person (issue 30).
  async load(panel) {
    return (await theirOtherRecords(panel)).map(({ kind, id, createdAt, by }) => ({
      kind,
      id,
      createdAt,
      by,
    }));
  },
});
