import type { ReachOutCopy } from "../en/reach-out";

export const reachOutCopy = {
  greeting: "ନମସ୍କାର {name}, ମୁଁ {company}ରୁ {staff}। ଆମ ୱେବସାଇଟରେ ଆପଣଙ୍କ ଅନୁରୋଧ ପାଇଁ ଧନ୍ୟବାଦ।",
  projectLink: "ନମସ୍କାର {name}, ମୁଁ {company}ରୁ {staff}। ଆପଣଙ୍କ ପ୍ରକଳ୍ପର ପୃଷ୍ଠା:",
} satisfies ReachOutCopy;
