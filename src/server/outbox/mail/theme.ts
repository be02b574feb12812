/**
 * The look of every e-mail: the site's own design tokens (the `:root` of src/styles/global.css, which
 * mail cannot read as CSS variables; tests/unit/server/outbox/mail-render.test.ts keeps each value equal to
 * the site's) and the few mail-only colours derived from them for dark mode.
 */

/** Tokens copied from the site's stylesheet, by their custom-property name. */
export const tokens = {
  'navy-950': '#061530',
  'navy-900': '#0b2545',
  'navy-800': '#133663',
  'navy-700': '#1d4a85',
  'navy-100': '#e3eaf5',
  'navy-50': '#f3f6fb',
  'orange-500': '#f7931e',
  'orange-400': '#fbae52',
  'orange-700': '#a84f05',
  ink: '#14213d',
  muted: '#4a5568',
  line: '#d8e0ea',
  bg: '#ffffff',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

/** Colours of the two schemes. Light is inline on every element; dark overrides it where the client allows. */
export const light = {
  page: tokens['navy-50'],
  card: tokens.bg,
  band: tokens['navy-900'],
  bandText: '#ffffff',
  accent: tokens['orange-500'],
  heading: tokens['navy-900'],
  text: tokens.ink,
  muted: tokens.muted,
  link: tokens['navy-700'],
  rule: tokens.line,
  panel: tokens['navy-50'],
  quoteRule: tokens['navy-100'],
  button: tokens['orange-500'],
  buttonText: tokens['navy-950'],
  // The site's risk-warning box (src/components/RiskWarning.astro).
  notice: '#fff7ed',
  noticeRule: tokens['orange-700'],
} as const;

/** Dark scheme: the site's navy sections (footer and `--navy` cards) as the page. */
export const dark = {
  page: tokens['navy-950'],
  card: tokens['navy-900'],
  band: tokens['navy-950'],
  heading: '#ffffff',
  // The site's text on navy (footer, navy risk warning).
  text: '#e6edf6',
  muted: '#d5deeb',
  link: tokens['orange-400'],
  rule: tokens['navy-700'],
  panel: tokens['navy-800'],
  quoteRule: tokens['navy-700'],
  notice: tokens['navy-800'],
  noticeRule: tokens['orange-400'],
} as const;

/** The widest the message gets; phones get the full width of the screen. */
export const WIDTH = 600;
