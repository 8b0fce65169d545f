import type { CoverageCopy } from "../en/coverage";

// ଓଡ଼ିଆ: the service area's towns and the map's labels and popups. See docs/odia/ (a native
// speaker reviews it before launch).

export const coverageCopy = {
  places: {
    bhubaneswar: "ଭୁବନେଶ୍ୱର",
    balasore: "ବାଲେଶ୍ୱର",
    bhadrak: "ଭଦ୍ରକ",
    jajapur: "ଯାଜପୁର",
    cuttack: "କଟକ",
    puri: "ପୁରୀ",
    rourkela: "ରାଉରକେଲା",
    sambalpur: "ସମ୍ବଲପୁର",
    berhampur: "ବ୍ରହ୍ମପୁର",
    baripada: "ବାରିପଦା",
  },
  headquartersBadge: "ମୁଖ୍ୟ କାର୍ଯ୍ୟାଳୟ",
  headquartersLabel: "{name} (ମୁଖ୍ୟ କାର୍ଯ୍ୟାଳୟ)",
  headquartersPopup: "ଆମର ମୁଖ୍ୟ କାର୍ଯ୍ୟାଳୟ, ଡିଜାଇନ ଷ୍ଟୁଡିଓ ଓ ମୁଖ୍ୟ ସେବା କେନ୍ଦ୍ର।",
  districtPopup: "{name} ଓ ଆଖପାଖ ଅଞ୍ଚଳରେ ସୋଲାର ସ୍ଥାପନ ଓ ବିକ୍ରି ପରେ ସେବା।",
} satisfies CoverageCopy;
