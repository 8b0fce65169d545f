// The lead page's entry (issue 31): what a feature's panel on it is (./lead-panel.ts), and the
// timeline in words.
export { definePanel, type LeadPageState, type LeadPanelProps } from "./lead-panel";
export { describeEvent } from "./timeline";
