// The service area's words in English: the towns by their neutral id (~/content/coverage), the
// map's labels and popups. copy/or/coverage.ts has the same shape (`satisfies CoverageCopy`).

export const coverageCopy = {
  places: {
    bhubaneswar: "Bhubaneswar",
    balasore: "Balasore",
    bhadrak: "Bhadrak",
    jajapur: "Jajapur",
    cuttack: "Cuttack",
    puri: "Puri",
    rourkela: "Rourkela",
    sambalpur: "Sambalpur",
    berhampur: "Berhampur",
    baripada: "Baripada",
  },
  headquartersBadge: "Headquarters",
  /** The headquarters marker's title and alt text: {name}. */
  headquartersLabel: "{name} (Headquarters)",
  headquartersPopup: "Our head office, design studio and main service centre.",
  /** A district marker's popup: {name}. */
  districtPopup: "Installations and after-sales service in and around {name}.",
};

export type CoverageCopy = typeof coverageCopy;
