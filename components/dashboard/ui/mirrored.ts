// The style of an icon whose drawing points along the reading direction
// (send, sign in and out, undo): MUI draws them for left-to-right only, so
// in right-to-left they are turned round, as Material's guidelines ask. It
// follows the page's dir attribute, which the settings drawer's direction
// choice also sets.
export const MIRRORED_IN_RTL = { '[dir="rtl"] &': { transform: "scaleX(-1)" } } as const;
