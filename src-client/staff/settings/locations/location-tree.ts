import { LOCATION_KINDS, LOCATION_PARENT_KINDS, type TLocationKind } from '../../../../src-shared/journey';
import type { TLocation } from '../../../../src-shared/schemas/locations';

export interface TLocationNode {
  location: TLocation;
  children: TLocationNode[];
}

/**
 * The server's list (a building before its rooms, a room before its kennels) as a tree, in the
 * same order. A location whose parent is missing from the list stands at the top.
 */
export function locationTree(locations: readonly TLocation[]): TLocationNode[] {
  const nodes = new Map(locations.map((location) => [location.id, { location, children: [] as TLocationNode[] }]));
  const roots: TLocationNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.location.parentId === null ? undefined : nodes.get(node.location.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** The kinds that may be added inside a location of this kind: a building takes rooms and kennels, a room kennels. */
export function childKinds(kind: TLocationKind): TLocationKind[] {
  return LOCATION_KINDS.filter((child) => LOCATION_PARENT_KINDS[child].includes(kind));
}
