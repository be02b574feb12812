/**
 * Longest address SMTP accepts (RFC 5321: a 256-octet path less its angle brackets). Apart from the address
 * rule itself (email.ts), so a form can give its field this limit without loading the rule with the page.
 */
export const EMAIL_MAX = 254;
