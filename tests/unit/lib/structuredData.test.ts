/**
 * The structured data a page carries, built from the settings, and the checker the browser tests hold it
 * to (schema.org's vocabulary and the search engines' rules): the checker must catch what it is for.
 */
import { describe, expect, it } from 'vitest';
import { site } from '../../../src/lib/site';
import { breadcrumbs, jsonLd, organization, pageGraph, postalAddress } from '../../../src/lib/structuredData';
import { byId, danglingReferences, richResultProblems, vocabularyProblems } from '../../support/structured-data';

const origin = 'https://www.example.com';
const page = (path: string, title = 'A page') => ({
  url: `${origin}${path}`,
  title,
  description: 'What the page is about.',
  image: `${origin}/og${path}.jpg`,
});

describe('postalAddress', () => {
  it('reads "street, town, postcode", leaving out a note in brackets', () => {
    expect(postalAddress('1 Example Street, Grimsby, DN31 1AA (example address)')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '1 Example Street',
      addressLocality: 'Grimsby',
      postalCode: 'DN31 1AA',
      addressCountry: 'GB',
    });
    expect(postalAddress('Unit 4, Kiln Lane Trading Estate, Stallingborough, dn41 8dr').postalCode).toBe('DN41 8DR');
  });

  it('gives an office written otherwise whole, rather than guess', () => {
    expect(postalAddress('The Old Mill, Grimsby')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'The Old Mill, Grimsby',
      addressCountry: 'GB',
    });
  });
});

describe('breadcrumbs', () => {
  it('are for nested pages only, named as the navigation names their sections', () => {
    expect(breadcrumbs(origin, '/about', 'About Us')).toBeUndefined();
    expect(breadcrumbs(origin, '/case-studies/x', 'X')).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: 'Case Studies', item: `${origin}/case-studies` },
        { '@type': 'ListItem', position: 3, name: 'X' },
      ],
    });
  });

  it('fail the build for a section no navigation link names', () => {
    expect(() => breadcrumbs(origin, '/nowhere/x', 'X')).toThrow(/no navigation link names the section \/nowhere/);
  });
});

describe('pageGraph', () => {
  const graphs = [
    pageGraph(origin, '/', page('/')),
    pageGraph(origin, '/terms', page('/terms')),
    pageGraph(origin, '/updates/a', page('/updates/a'), {
      type: 'BlogPosting',
      published: new Date('2026-10-28'),
      modified: new Date('2026-11-02T09:00:00Z'),
      section: 'Investor Tips',
    }),
    pageGraph(origin, '/case-studies/a', page('/case-studies/a'), { type: 'CaseStudy', location: 'Grimsby' }),
    pageGraph(origin, '/learn', page('/learn'), {
      type: 'LearningResource',
      resourceType: 'lesson',
      teaches: ['Inflation Basics'],
    }),
  ];

  it("keeps to schema.org's vocabulary, resolves its references and meets the search engines' rules", () => {
    for (const { '@graph': graph } of graphs) {
      expect(vocabularyProblems(graph, ['LearningResource', 'teaches'])).toEqual([]);
      const ids = byId(graph);
      expect(danglingReferences(graph, ids)).toEqual([]);
      expect(graph.flatMap((n) => richResultProblems(n, ids))).toEqual([]);
    }
  });

  it('describes the company fully on the pages about it, and by name elsewhere', () => {
    const [home, terms] = graphs.map((g) => g['@graph'][0]!);
    expect(home).toMatchObject({
      legalName: site.legalName,
      contactPoint: { email: site.email },
      sameAs: expect.any(Array),
    });
    expect(terms).toEqual(organization(origin, false));
    expect(terms).not.toHaveProperty('contactPoint');
  });

  it('dates a post by its own date when its file has not changed since', () => {
    const post = (modified?: Date) =>
      pageGraph(origin, '/updates/a', page('/updates/a'), {
        type: 'BlogPosting',
        published: new Date('2026-10-28'),
        modified,
        section: 'Investor Tips',
      })['@graph'].at(-1);
    expect(post()).toMatchObject({ datePublished: '2026-10-28', dateModified: '2026-10-28' });
    expect(post(new Date('2026-09-01'))).toMatchObject({ dateModified: '2026-10-28' });
  });
});

describe('jsonLd', () => {
  it('cannot close its script element, whatever the text', () => {
    const out = jsonLd({ name: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('<');
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('the checker', () => {
  it('catches unknown types and properties, a property on the wrong type, and values of the wrong type', () => {
    expect(vocabularyProblems({ '@type': 'Organisation' })).toEqual(['$: unknown type "Organisation"']);
    expect(vocabularyProblems({ '@type': 'Organization', headline: 'x' })).toEqual([
      '$.headline: not a property of Organization',
    ]);
    expect(vocabularyProblems({ '@type': 'Organization', nmae: 'x' })).toEqual(['$.nmae: unknown property']);
    expect(vocabularyProblems({ '@type': 'BlogPosting', datePublished: 'last week' })).toEqual([
      '$.datePublished: "last week" is not a Date or DateTime',
    ]);
    expect(vocabularyProblems({ '@type': 'Organization', address: { '@type': 'Person', name: 'x' } })).toEqual([
      '$.address: a Person where address expects PostalAddress or Text',
    ]);
    expect(vocabularyProblems({ '@type': 'LearningResource', name: 'x' })).toEqual([
      '$: "LearningResource" is only pending in schema.org',
    ]);
  });

  it("catches what the search engines' rules ask for", () => {
    const ids = new Map();
    expect(richResultProblems({ '@type': 'BlogPosting', headline: 'x' }, ids)).toEqual([
      'BlogPosting: no image',
      'BlogPosting: no author',
      'BlogPosting: no datePublished',
      'BlogPosting: no dateModified',
      'BlogPosting: each author needs a name and a url (author.name, author.url)',
    ]);
    expect(
      richResultProblems(
        { '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home' }] },
        ids,
      ),
    ).toEqual(['BreadcrumbList: fewer than two items']);
    expect(danglingReferences({ author: { '@id': '#nobody' } }, ids)).toEqual(['#nobody']);
  });
});
