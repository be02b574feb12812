import { describe, expect, it } from 'vitest';
import { currentState, mainNav } from '../../../src/lib/siteMenus';
import { paths } from '../../../src/lib/paths';

const whatWeDo = mainNav.find((i) => i.label === 'What We Do')!;
const children = 'children' in whatWeDo ? whatWeDo.children : [];

describe('currentState', () => {
  it('marks the page itself', () => {
    expect(currentState('/contact', paths.contact)).toBe('page');
    expect(currentState('/contact.html', paths.contact)).toBe('page');
    expect(currentState('/', paths.home)).toBe('page');
  });

  it('marks a section whose child is the page', () => {
    expect(currentState('/find-you-a-deal', paths.invest, children)).toBe('true');
    expect(currentState('/invest-with-us', paths.invest, children)).toBe('true');
    expect(currentState('/invest', paths.invest, children)).toBe('page');
  });

  it('marks a section for the pages under its path', () => {
    expect(currentState('/case-studies/manchester-flip', paths.caseStudies)).toBe('true');
  });

  it('leaves other links alone; Home is never a section', () => {
    expect(currentState('/about', paths.home)).toBeUndefined();
    expect(currentState('/contact', paths.invest, children)).toBeUndefined();
    expect(currentState('/case-studies-old', paths.caseStudies)).toBeUndefined();
  });
});
