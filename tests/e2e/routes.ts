/** Every route of the site, with the title and h1 each must show. */
import { readdirSync } from 'node:fs';
import settings from '../../content/site.json' with { type: 'json' };

export const company = settings.companyName;
const fullTitle = (t: string) => `${t} | ${company}`;

export interface RouteCase {
  path: string;
  title: string;
  h1?: string | RegExp;
  /** Headings (h2) the page must show, verbatim. */
  headings?: string[];
  article?: boolean;
}

/** Every case study the site builds: one page per file in content/case-studies/. */
export const caseStudySlugs = readdirSync('content/case-studies')
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => f.replace(/\.mdx$/, ''))
  .sort();

export const routes: RouteCase[] = [
  {
    path: '/',
    title: fullTitle('UK Property Investment & Deal Sourcing'),
    h1: 'Lasting Wealth, Built with Property',
    headings: ['Why We Invest In Property'],
  },
  { path: '/about', title: fullTitle('About Us'), h1: 'About Us' },
  { path: '/invest', title: fullTitle('What We Do'), h1: 'What We Do' },
  { path: '/updates', title: fullTitle('Updates') },
  { path: '/contact', title: fullTitle('Contact Us'), headings: ['Send Us a Message'] },
  {
    path: '/inflation-calculator',
    title: fullTitle('UK Inflation Calculator'),
    h1: 'Is Your Money Shrinking While You Sleep?',
  },
  { path: '/landing', title: fullTitle('Free UK Inflation Calculator') },
  { path: '/book-call', title: fullTitle('Book A Call'), headings: ['What To Expect On Our Call'] },
  { path: '/case-studies', title: fullTitle('Case Studies'), headings: ['Want to see deals first?'] },
  {
    path: '/find-you-a-deal',
    title: fullTitle('Find You A Deal'),
    h1: 'Our Deal Sourcing Service Is Temporarily Paused',
  },
  { path: '/thank-you-deal-sourcing', title: fullTitle("You're on the Waitlist") },
  {
    path: '/invest-with-us',
    title: fullTitle('Invest With Us'),
    h1: 'Invest With Us',
    headings: ['How It Works', 'Why It Works'],
  },
  { path: '/learn', title: fullTitle('Financial Learning Hub'), h1: 'Financial Learning Hub' },
  { path: '/financial-literacy', title: fullTitle('Financial Literacy Quiz'), h1: 'Financial Literacy Quiz' },
  {
    path: '/terms',
    title: fullTitle('Terms of Service'),
    h1: 'Terms of Service',
    headings: [
      'Intellectual Property',
      'Termination',
      'Links to Third-Party Sites',
      'Governing Law',
      'Changes to This Agreement',
      'Contact Us',
    ],
  },
  { path: '/privacy', title: fullTitle('Privacy Notice'), h1: 'Privacy Notice' },
  { path: '/subscription', title: fullTitle('Your Subscription'), h1: 'Your subscription' },
  { path: '/subscribed', title: fullTitle('Check Your Inbox'), h1: 'Thank you for signing up!' },
  { path: '/checklist-sent', title: fullTitle('Checklist Sent'), h1: 'Checklist sent to your inbox!' },
  { path: '/message-sent', title: fullTitle('Message Sent'), h1: 'Message sent' },
];

/** Case-study pages: their titles come from the collection, so only the shape is fixed here. */
export const caseStudyRoutes: RouteCase[] = caseStudySlugs.map((slug) => ({
  path: `/case-studies/${slug}`,
  title: '',
  article: true,
}));
