import { describe, expect, it } from 'vitest';
import type { TLocation } from '../../../../src-shared/schemas/locations';
import { childKinds, locationTree } from './location-tree';

const location = (id: number, name: string, kind: TLocation['kind'], parentId: number | null, path: string): TLocation => ({
  id,
  version: 1,
  name,
  kind,
  parentId,
  path,
  active: true,
});

describe('the locations tree', () => {
  it('puts rooms in their building and kennels in their room or building, in the list’s order', () => {
    const tree = locationTree([
      location(1, 'Main', 'Building', null, 'Main'),
      location(3, 'Dogs', 'Room', 1, 'Main › Dogs'),
      location(4, 'Run 1', 'Kennel', 3, 'Main › Dogs › Run 1'),
      location(5, 'Run 2', 'Kennel', 3, 'Main › Dogs › Run 2'),
      location(6, 'Yard pen', 'Kennel', 1, 'Main › Yard pen'),
      location(2, 'Annex', 'Building', null, 'Annex'),
    ]);
    const names = (nodes: ReturnType<typeof locationTree>): unknown[] =>
      nodes.map((node) => (node.children.length ? [node.location.name, names(node.children)] : node.location.name));
    expect(names(tree)).toEqual([['Main', [['Dogs', ['Run 1', 'Run 2']], 'Yard pen']], 'Annex']);
  });

  it('offers what each kind may hold', () => {
    expect(childKinds('Building')).toEqual(['Room', 'Kennel']);
    expect(childKinds('Room')).toEqual(['Kennel']);
    expect(childKinds('Kennel')).toEqual([]);
  });
});
