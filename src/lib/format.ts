/** Money and number formatting shared by pages, islands and e-mails (en-GB). */
const gbp0 = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const gbp2 = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** £55,700 — whole pounds, thousands separators. */
export function formatPounds(value: number): string {
  return gbp0.format(value);
}

/** £1,234.56 — the calculator's two-decimal form. */
export function formatMoney(value: number): string {
  return gbp2.format(value);
}
