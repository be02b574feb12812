/** `import text from './file.csv' with { type: 'text' }` (see scripts/build/text-import.mjs). */
declare module '*.csv' {
  const text: string;
  export default text;
}
