import { Card, Stack, Text } from '@chakra-ui/react';
import type { TOrganizationDetail } from '../../../src-shared/schemas/people';
import { contactLine } from '../people/PersonPicker';
import { OrganizationBadges } from './OrganizationBadges';

/** One organization in a few lines, to tell two records apart before a merge. */
export function OrganizationSummary({ organization, caption }: { organization: TOrganizationDetail; caption: string }) {
  return (
    <Card.Root variant="outline" size="sm" flex="1" minW="0" aria-label={`${caption}: ${organization.name}`}>
      <Card.Body gap="1.5">
        <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
          {caption}
        </Text>
        <Text fontWeight="semibold" wordBreak="break-word">
          {organization.name}
        </Text>
        <Stack gap="0" fontSize="sm" color="fg.muted">
          <Text>{organization.kind}</Text>
          <Text wordBreak="break-word">{contactLine(organization) || 'No contact details'}</Text>
          <Text>
            Transfers: {organization.transfersIn} in, {organization.transfersOut} out
          </Text>
          <Text>Contacts: {organization.contacts.map((person) => person.name).join(', ') || 'none'}</Text>
        </Stack>
        <OrganizationBadges organization={organization} />
      </Card.Body>
    </Card.Root>
  );
}
