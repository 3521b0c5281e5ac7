import { describe, expect, it } from 'vitest';
import { userNamed } from './staff-users';

describe('userNamed', () => {
  const users = [
    { id: 1, name: 'Avery Quinn' },
    { id: 2, name: 'Sam Lee' },
    { id: 3, name: 'Sam Lee' },
  ];

  it('finds the one user of that name, in any case and spacing', () => {
    expect(userNamed(users, ' avery quinn ')).toEqual({ id: 1, name: 'Avery Quinn' });
  });

  it('finds nobody for a part of a name, an unknown name, or a name two users share', () => {
    expect(userNamed(users, 'Avery')).toBeNull();
    expect(userNamed(users, 'Dr. Okafor')).toBeNull();
    expect(userNamed(users, 'Sam Lee')).toBeNull();
    expect(userNamed(users, '')).toBeNull();
  });
});
