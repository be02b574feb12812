// Written by scripts/build/checklist-sources.mjs from content/case-studies/*.mdx: run it again, do not edit.
/** The checklist source tag of every case study that offers one: the only checklist requests accepted. */
export const checklistSources = [
  "checklist-2-bed-social-housing",
  "checklist-4-bed-family-social-housing",
] as const;
