/** When a content file last changed, by its path from the project root (scripts/build/last-changed.mjs). */
declare module 'virtual:last-changed' {
  const lastChanged: (file: string | undefined) => Date | undefined;
  export default lastChanged;
}
