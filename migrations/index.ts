import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122193356 } from './Migration20261122193356.js';
import { Migration20261122201439 } from './Migration20261122201439.js';
import { Migration20261122230512 } from './Migration20261122230512.js';
import { Migration20261123000500 } from './Migration20261123000500.js';
import { Migration20261124022306 } from './Migration20261124022306.js';
import { Migration20261124031017 } from './Migration20261124031017.js';
import { Migration20261124031053 } from './Migration20261124031053.js';
import { Migration20261124031117 } from './Migration20261124031117.js';
import { Migration20261124031151 } from './Migration20261124031151.js';
import { Migration20261124060000 } from './Migration20261124060000.js';
import { Migration20261124060105 } from './Migration20261124060105.js';
import { Migration20261125194453 } from './Migration20261125194453.js';
import { Migration20261125200502 } from './Migration20261125200502.js';
import { Migration20261125204937 } from './Migration20261125204937.js';
import { Migration20261126160000 } from './Migration20261126160000.js';
import { Migration20261126200000 } from './Migration20261126200000.js';
import { Migration20261126200100 } from './Migration20261126200100.js';
import { Migration20261126200200 } from './Migration20261126200200.js';
import { Migration20261126200300 } from './Migration20261126200300.js';
import { Migration20261126210000 } from './Migration20261126210000.js';
import { Migration20261126210300 } from './Migration20261126210300.js';
import { Migration20261126214500 } from './Migration20261126214500.js';
import { Migration20261126214600 } from './Migration20261126214600.js';
import { Migration20261127000000 } from './Migration20261127000000.js';
import { Migration20261128000000 } from './Migration20261128000000.js';
import { Migration20261129000000 } from './Migration20261129000000.js';
import { Migration20261130000000 } from './Migration20261130000000.js';
import { Migration20261201000000 } from './Migration20261201000000.js';
import { Migration20261202000000 } from './Migration20261202000000.js';
import { Migration20261203000000 } from './Migration20261203000000.js';

/**
 * Every migration, in order. Listed here rather than found on disk so the same list runs from
 * TypeScript (tests, dev) and from the compiled build. `npm run db:migration:create` writes a
 * new one; add it at the end.
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122193356', class: Migration20261122193356 },
  { name: 'Migration20261122201439', class: Migration20261122201439 },
  { name: 'Migration20261122230512', class: Migration20261122230512 },
  { name: 'Migration20261123000500', class: Migration20261123000500 },
  { name: 'Migration20261124022306', class: Migration20261124022306 },
  { name: 'Migration20261124031017', class: Migration20261124031017 },
  { name: 'Migration20261124031053', class: Migration20261124031053 },
  { name: 'Migration20261124031117', class: Migration20261124031117 },
  { name: 'Migration20261124031151', class: Migration20261124031151 },
  { name: 'Migration20261124060000', class: Migration20261124060000 },
  { name: 'Migration20261124060105', class: Migration20261124060105 },
  { name: 'Migration20261125194453', class: Migration20261125194453 },
  { name: 'Migration20261125200502', class: Migration20261125200502 },
  { name: 'Migration20261125204937', class: Migration20261125204937 },
  { name: 'Migration20261126160000', class: Migration20261126160000 },
  { name: 'Migration20261126200000', class: Migration20261126200000 },
  { name: 'Migration20261126200100', class: Migration20261126200100 },
  { name: 'Migration20261126200200', class: Migration20261126200200 },
  { name: 'Migration20261126200300', class: Migration20261126200300 },
  { name: 'Migration20261126210000', class: Migration20261126210000 },
  { name: 'Migration20261126210300', class: Migration20261126210300 },
  { name: 'Migration20261126214500', class: Migration20261126214500 },
  { name: 'Migration20261126214600', class: Migration20261126214600 },
  { name: 'Migration20261127000000', class: Migration20261127000000 },
  { name: 'Migration20261128000000', class: Migration20261128000000 },
  { name: 'Migration20261129000000', class: Migration20261129000000 },
  { name: 'Migration20261130000000', class: Migration20261130000000 },
  { name: 'Migration20261201000000', class: Migration20261201000000 },
  { name: 'Migration20261202000000', class: Migration20261202000000 },
  { name: 'Migration20261203000000', class: Migration20261203000000 },
];
