// The page's sections and their demos, in reading order. It drives the
// headings, their anchors and the table of contents, so they cannot drift apart.
// A demo id is its anchor (an HTML id), so it appears in one section only.
export const SECTIONS = {
  foundation: ["palette", "typography", "shadows", "grid", "icons"],
  widgets: [
    "buttons",
    "textFields",
    "selectionControls",
    "chips",
    "alerts",
    "table",
    "tabs",
    "accordion",
    "dialog",
    "snackbar",
    "progress",
    "tooltip",
    "pagination",
  ],
  backOffice: ["list", "form", "detail", "upload", "chart"],
  extras: ["editor", "imageUpload", "map"],
} as const;

export type SectionId = keyof typeof SECTIONS;
export type DemoId = (typeof SECTIONS)[SectionId][number];

export const SECTION_IDS = Object.keys(SECTIONS) as SectionId[];

// Anchors read better kebab-cased: #text-fields rather than #textFields.
export function anchorOf(id: DemoId | SectionId): string {
  return id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
