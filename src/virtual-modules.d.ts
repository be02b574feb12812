/** When a content file last changed, by its path from the project root (scripts/build/last-changed.mjs). */
declare module 'virtual:last-changed' {
  const lastChanged: (file: string | undefined) => Date | undefined;
  export default lastChanged;
}

/** The analytics in force (content/site.json `analytics`), or null while it is off; set by the build (astro.config.mjs). */
declare const __SITE_ANALYTICS__: import('./lib/site').AnalyticsInForce | null;
