/** The daily operations summary's sections, in the order the e-mail shows them (see section.ts). */
import { dataFreshness } from './freshness';
import { failedMail, mailBacklog } from './mail';
import { mailReputation } from './reputation';
import type { SummarySection } from './section';
import { siteSettings } from './settings';
import { leadSources } from './sources';
import { failingWebhooks } from './webhooks';

export const sections: SummarySection[] = [
  failedMail,
  mailBacklog,
  mailReputation,
  failingWebhooks,
  siteSettings,
  leadSources,
  dataFreshness,
];
