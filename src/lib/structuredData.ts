/**
 * Each page's structured data (schema.org, as JSON-LD): the company on every page, the trail to a nested
 * page, and what the page is (a post, a case study, a learning tool). Built only from the settings
 * (content/site.json) and what the page itself says: no ratings, no offers, no figures.
 *
 * Lean, because it is in every page's first round trip (the 14 KB HTML+CSS budget): the company's full
 * description (address, contact point, profiles) and the WebSite are on the pages about the company, where
 * search engines look for them; every other page names the company by the same @id, with its name, legal
 * name, web address and logo.
 * tests/unit/lib/structuredData.test.ts checks every type and property against schema.org's vocabulary and
 * the properties search engines ask for.
 */
import { footerLinks, mainNav } from './siteMenus';
import { paths } from './paths';
import { site, type Site } from './site';

export type Node = { '@type'?: string; '@id'?: string } & Record<string, unknown>;

/** What a page is, beyond a web page of the site; BaseLayout adds its address, headline, description and image. */
export type PageKind =
  | { type: 'BlogPosting'; published: Date; modified?: Date; section: string }
  | { type: 'CaseStudy'; location: string; modified?: Date }
  | { type: 'LearningResource'; resourceType: string; teaches: readonly string[] };

/** What BaseLayout knows of every page. */
export interface PageFacts {
  /** The page's canonical address. */
  url: string;
  title: string;
  description: string;
  /** The share card's address. */
  image: string;
}

const id = (origin: string, name: string) => `${origin}/#${name}`;
const ref = (origin: string, name: string) => ({ '@id': id(origin, name) });

const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i;

/**
 * The registered office as a PostalAddress: "street, town, postcode" (a note in brackets after it, such
 * as "(example address)", is left out); an office written otherwise is given whole as the street.
 */
export function postalAddress(office: string): Node {
  const parts = office
    .replace(/\s*\([^)]*\)\s*$/, '')
    .split(',')
    .map((p) => p.trim());
  const postcode = parts.at(-1) ?? '';
  if (parts.length < 3 || !UK_POSTCODE.test(postcode))
    return { '@type': 'PostalAddress', streetAddress: office, addressCountry: 'GB' };
  return {
    '@type': 'PostalAddress',
    streetAddress: parts.slice(0, -2).join(', '),
    addressLocality: parts.at(-2),
    postalCode: postcode.toUpperCase(),
    addressCountry: 'GB',
  };
}

/** The pages about the company: they carry its full description and the WebSite. */
const companyPages: readonly string[] = [paths.home, paths.about, paths.contact];

/** The company, from the settings: who publishes every page. `full` adds how to reach it and its profiles. */
export function organization(origin: string, full: boolean, s: Site = site): Node {
  const identity = {
    '@type': 'Organization',
    '@id': id(origin, 'organization'),
    name: s.companyName,
    legalName: s.legalName,
    url: `${origin}/`,
    logo: `${origin}${paths.logo}`,
  };
  if (!full) return identity;
  return {
    ...identity,
    address: postalAddress(s.registeredOffice),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: s.phone.tel,
      email: s.email,
    },
    sameAs: s.social.map((p) => p.url),
  };
}

function webSite(origin: string, s: Site = site): Node {
  return {
    '@type': 'WebSite',
    '@id': id(origin, 'website'),
    name: s.companyName,
    url: `${origin}/`,
    publisher: ref(origin, 'organization'),
  };
}

/** The sections a nested page sits in, named as the navigation names them. */
const sections = new Map<string, string>(
  [...mainNav, ...footerLinks].flatMap((l) => ('href' in l ? [[l.href, l.label] as const] : [])),
);

/**
 * Home, then each section above the page, then the page: none for a page at the top level, nor for a campaign
 * landing page (/landing/<slug>), which stands alone, reached from an ad, in no section. The page's own item has
 * no address, as search engines allow for the last item.
 */
export function breadcrumbs(origin: string, pathname: string, title: string): Node | undefined {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length < 2 || pathname.startsWith(`${paths.landing}/`)) return undefined;
  const above = segments.slice(0, -1).map((_, i) => `/${segments.slice(0, i + 1).join('/')}`);
  const trail = [
    { name: 'Home', item: `${origin}/` },
    ...above.map((path) => {
      const name = sections.get(path);
      if (!name) throw new Error(`${pathname}: no navigation link names the section ${path} for its breadcrumb`);
      return { name, item: `${origin}${path}` };
    }),
    { name: title },
  ];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((t, i) => ({ '@type': 'ListItem', position: i + 1, ...t })),
  };
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** The node for what the page is. */
function pageNode(origin: string, page: PageFacts, kind: PageKind): Node {
  // Lean: every byte here is in the page's first round trip. The page's address, description and publisher
  // are already said by the page (canonical link, meta description, the WebSite node).
  switch (kind.type) {
    case 'BlogPosting':
      return {
        '@type': 'BlogPosting',
        headline: page.title,
        image: page.image,
        datePublished: isoDate(kind.published),
        dateModified: isoDate(kind.modified && kind.modified > kind.published ? kind.modified : kind.published),
        author: ref(origin, 'organization'),
        articleSection: kind.section,
      };
    case 'CaseStudy':
      return {
        '@type': 'Article',
        headline: page.title,
        image: page.image,
        ...(kind.modified && { dateModified: isoDate(kind.modified) }),
        author: ref(origin, 'organization'),
        contentLocation: { '@type': 'Place', name: kind.location },
      };
    case 'LearningResource':
      // LearningResource and teaches are still "pending" in schema.org: the closest terms for a free lesson
      // hub or quiz (Course would call for offers and course instances).
      return {
        '@type': 'LearningResource',
        name: page.title,
        description: page.description,
        publisher: ref(origin, 'organization'),
        learningResourceType: kind.resourceType,
        teaches: kind.teaches,
        isAccessibleForFree: true,
      };
  }
}

/** Every node of a page, as one JSON-LD graph. */
export function pageGraph(
  origin: string,
  pathname: string,
  page: PageFacts,
  kind?: PageKind,
): { '@context': string; '@graph': Node[] } {
  const company = companyPages.includes(pathname);
  const nodes = [
    organization(origin, company),
    pathname === paths.home ? webSite(origin) : undefined,
    breadcrumbs(origin, pathname, page.title),
    kind && pageNode(origin, page, kind),
  ];
  return { '@context': 'https://schema.org', '@graph': nodes.filter((n): n is Node => n !== undefined) };
}

/** JSON for a `<script type="application/ld+json">`: no `<` in it, so no text in it can close the element. */
export const jsonLd = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');
