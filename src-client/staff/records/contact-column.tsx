import { Stack, Text } from '@chakra-ui/react';
import type { TColumn } from '../components/DataTable';

interface TContact {
  email: string | null;
  phone: string | null;
}

/**
 * The Contact column of the adoption, foster placement and application tables: how to reach the
 * person, email above phone; a foster may have given only one. Narrow screens leave it out
 * below `hideBelow`.
 */
export function contactColumn<T>(contactOf: (row: T) => TContact, hideBelow: NonNullable<TColumn<T>['hideBelow']> = 'lg'): TColumn<T> {
  return {
    key: 'contact',
    header: 'Contact',
    hideBelow,
    cell: (row) => {
      const { email, phone } = contactOf(row);
      return (
        <Stack gap="0" fontSize="sm">
          {email && <Text>{email}</Text>}
          {phone && <Text color="fg.muted">{phone}</Text>}
        </Stack>
      );
    },
  };
}
