import { z } from 'astro/zod';

/** Page metadata shared by collections that become pages. */
export const seoSchema = z.object({
  title: z.string().min(1).describe('Page <title> before the company name is appended'),
  description: z.string().min(10).max(200).describe('Meta description'),
});

/** Icons the Icon component can draw. */
export const iconNames = [
  'home', 'building', 'key', 'chart', 'pound', 'shield', 'handshake', 'calendar', 'search', 'check',
  'document', 'hammer', 'users', 'star', 'clock', 'map', 'phone', 'mail', 'trend', 'graduation',
  'rocket', 'target', 'lightbulb', 'award', 'book', 'trophy', 'percent',
] as const;
export const iconSchema = z.enum(iconNames);
