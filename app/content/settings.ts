// Business constants and limits of the spec (section 9) that shape behaviour, not copy.
export const settings = {
  heroIntervalMs: 8000,
  clickNoticeMs: 1000,
  /** Page transition: the old page leaves in half of it, the new one enters in the other half. */
  pageTransitionMs: 500,
  toastLimit: 1,
  toastDurationMs: 5000,
  toastSwipeThresholdPx: 50,
  toastHotkey: ["F8"],
  navigationDelayMs: 200,
  navigationSkipDelayMs: 300,
} as const;
