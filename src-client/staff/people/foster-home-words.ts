import type { TFosterHome } from '../../../src-shared/schemas/people';

/** How full a foster home is, in words: "2 of 3 places used", or how many it has when it has no limit. */
export function fosterHomeUse(home: TFosterHome): string {
  const used = home.current.length;
  if (home.person.fosterCapacity === null) return `${used} ${used === 1 ? 'animal' : 'animals'} now, no limit set`;
  return `${used} of ${home.person.fosterCapacity} ${home.person.fosterCapacity === 1 ? 'place' : 'places'} used`;
}
