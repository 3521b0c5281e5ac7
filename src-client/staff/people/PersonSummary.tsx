import { Card, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { TPerson } from '../../../src-shared/schemas/people';
import { RowLink } from '../components/DataTable';
import { personHref } from './person-columns';
import { FlagBadges, RoleBadges } from './PersonBadges';
import { contactLine } from './PersonPicker';

/**
 * One person in a few lines, to tell two records apart (a merge, a duplicate pair); with `link`,
 * the name opens their page, and `action` goes at the bottom.
 */
export function PersonSummary({ person, caption, link = false, action }: { person: TPerson; caption?: string; link?: boolean; action?: ReactNode }) {
  return (
    <Card.Root variant="outline" size="sm" flex="1" minW="0" aria-label={caption ? `${caption}: ${person.name}` : person.name}>
      <Card.Body gap="1.5">
        {caption && (
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
            {caption}
          </Text>
        )}
        {link ? <RowLink to={personHref(person)}>{person.name}</RowLink> : <Text fontWeight="semibold">{person.name}</Text>}
        <Stack gap="0" fontSize="sm" color="fg.muted">
          <Text wordBreak="break-word">{contactLine(person) || (person.contactHidden ? 'Contact details are shown to staff' : 'No contact details')}</Text>
          {person.address && <Text>{person.address}</Text>}
        </Stack>
        <RoleBadges roles={person.roles} />
        <FlagBadges person={person} />
        {action}
      </Card.Body>
    </Card.Root>
  );
}
