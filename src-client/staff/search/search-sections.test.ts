import { describe, expect, it } from 'vitest';
import { searchSections, stepOption } from './search-sections';

const hit = (id: number, label: string) => ({ id, label, sublabel: `#${id}`, url: `/x/${id}` });

describe('searchSections', () => {
  it('lists the groups with hits in order, each found-more group ending with a line to its whole list', () => {
    const sections = searchSections(
      {
        animals: { items: [hit(1, 'Biscuit'), hit(2, 'Bisou')], total: 9, exact: true },
        people: { items: [hit(3, 'Bisset')], total: 100, exact: false },
        applications: { items: [hit(7, 'Ana Bis')], total: 1, exact: true },
      },
      'bis & co',
    );
    expect(sections.map((section) => section.heading)).toEqual(['Animals', 'People', 'Applications']);
    expect(sections[0]?.options.map((option) => [option.key, option.label, option.url])).toEqual([
      ['animals:1', 'Biscuit', '/x/1'],
      ['animals:2', 'Bisou', '/x/2'],
      ['animals:all', 'See all 9 animals', '/animals?q=bis%20%26%20co'],
    ]);
    expect(sections[1]?.options.map((option) => option.label)).toEqual(['Bisset', 'See all 100+ people']);
    expect(sections[2]?.options.map((option) => option.key)).toEqual(['applications:7']);
  });

  it('shows nothing of a group the role may not search', () => {
    expect(
      searchSections({ animals: { items: [], total: 0, exact: true }, people: { items: [hit(3, 'Jo')], total: 1, exact: true }, applications: null }, 'jo'),
    ).toEqual([{ heading: 'People', options: [{ key: 'people:3', label: 'Jo', sublabel: '#3', url: '/x/3' }] }]);
  });
});

describe('stepOption', () => {
  it('moves down and up, round the ends, and starts at the first or the last', () => {
    expect(stepOption(0, 3, 1)).toBe(1);
    expect(stepOption(2, 3, 1)).toBe(0);
    expect(stepOption(0, 3, -1)).toBe(2);
    expect(stepOption(-1, 3, 1)).toBe(0);
    expect(stepOption(-1, 3, -1)).toBe(2);
    expect(stepOption(-1, 0, 1)).toBe(-1);
  });
});
