// The one call function-worker.mjs makes of source-map-support, which ships no types.
declare module 'source-map-support' {
  const sourceMapSupport: { install(): void };
  export default sourceMapSupport;
}
