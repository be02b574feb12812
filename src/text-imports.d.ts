/** `import text from './file.csv' with { type: 'text' }` (see scripts/text-import.mjs). */
declare module '*.csv' {
  const text: string;
  export default text;
}
