import { Stack, Text } from '@chakra-ui/react';
import type { TOrganization } from '../../../src-shared/schemas/people';
import { RowLink, type TColumn } from '../components/DataTable';
import { contactLine } from '../people/PersonPicker';
import { OrganizationBadges } from './OrganizationBadges';

export const organizationHref = (organization: { id: number }) => `/people/organizations/${organization.id}`;

/** The Organizations list's columns: name, kind, how to reach it, and its coalition and use; a phone keeps the name, with the rest under it. */
export const ORGANIZATION_COLUMNS: TColumn<TOrganization>[] = [
  {
    key: 'name',
    header: 'Name',
    cell: (organization) => (
      <Stack gap="0" minW="0">
        <RowLink to={organizationHref(organization)}>{organization.name}</RowLink>
        <Text fontSize="xs" color="fg.muted" hideFrom="md">
          {organization.kind}
        </Text>
        <Text fontSize="xs" color="fg.muted" hideFrom="lg" wordBreak="break-word">
          {contactLine(organization)}
        </Text>
      </Stack>
    ),
  },
  { key: 'kind', header: 'Kind', hideBelow: 'md', cell: (organization) => <Text whiteSpace="nowrap">{organization.kind}</Text> },
  {
    key: 'contact',
    header: 'Contact',
    hideBelow: 'lg',
    cell: (organization) => (contactLine(organization) ? <Text wordBreak="break-word">{contactLine(organization)}</Text> : <Text color="fg.muted">—</Text>),
  },
  { key: 'status', header: 'Status', cell: (organization) => <OrganizationBadges organization={organization} /> },
];
