import { Stack, Text } from '@chakra-ui/react';
import type { TPerson } from '../../../src-shared/schemas/people';
import { RowLink, type TColumn } from '../components/DataTable';
import { FlagBadges, RoleBadges } from './PersonBadges';
import { contactLine } from './PersonPicker';

export const personHref = (person: { id: number }) => `/people/${person.id}`;

const dash = <Text color="fg.muted">—</Text>;

/**
 * The People list's columns: name, roles, e-mail, phone and flags. Without the contact details
 * (a volunteer's session) the e-mail and phone columns are left out; a phone keeps the name, with
 * the contact under it, and the flags.
 */
export function personColumns(contactShown: boolean): TColumn<TPerson>[] {
  const contact: TColumn<TPerson>[] = contactShown
    ? [
        { key: 'email', header: 'E-mail', hideBelow: 'lg', cell: (person) => (person.email ? <Text wordBreak="break-all">{person.email}</Text> : dash) },
        { key: 'phone', header: 'Phone', hideBelow: 'md', cell: (person) => (person.phone ? <Text whiteSpace="nowrap">{person.phone}</Text> : dash) },
      ]
    : [];
  return [
    {
      key: 'name',
      header: 'Name',
      cell: (person) => (
        <Stack gap="0" minW="0">
          <RowLink to={personHref(person)}>{person.name}</RowLink>
          {/* A phone has no contact columns, a tablet no E-mail column: what is missing goes under the name. */}
          {contactShown && (
            <>
              <Text fontSize="xs" color="fg.muted" hideFrom="md" wordBreak="break-word">
                {contactLine(person)}
              </Text>
              <Text fontSize="xs" color="fg.muted" hideBelow="md" hideFrom="lg" wordBreak="break-word">
                {person.email}
              </Text>
            </>
          )}
        </Stack>
      ),
    },
    { key: 'roles', header: 'Roles', hideBelow: 'md', cell: (person) => <RoleBadges roles={person.roles} /> },
    ...contact,
    { key: 'flags', header: 'Flags', cell: (person) => <FlagBadges person={person} /> },
  ];
}
