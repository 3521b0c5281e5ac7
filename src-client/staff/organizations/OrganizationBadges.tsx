import { Badge, HStack } from '@chakra-ui/react';
import type { TOrganization } from '../../../src-shared/schemas/people';

/** Whether the organization is in the community coalition, and whether it is out of use. */
export function OrganizationBadges({ organization }: { organization: Pick<TOrganization, 'inCoalition' | 'active'> }) {
  return (
    <HStack gap="1" wrap="wrap">
      {organization.inCoalition && (
        <Badge colorPalette="blue" variant="subtle" size="sm" rounded="full" whiteSpace="nowrap">
          In coalition
        </Badge>
      )}
      {!organization.active && (
        <Badge colorPalette="gray" variant="outline" size="sm" rounded="full" whiteSpace="nowrap">
          Out of use
        </Badge>
      )}
    </HStack>
  );
}
