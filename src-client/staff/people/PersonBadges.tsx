import { Alert, Badge, HStack, Text, type BadgeProps } from '@chakra-ui/react';
import type { TPersonRole } from '../../../src-shared/people';
import type { TPerson, TPersonRef } from '../../../src-shared/schemas/people';

/** What the flag's badge and alert need; a person known only by a record's link has no flag to show. */
type TFlagged = Partial<Pick<TPersonRef, 'doNotAdopt' | 'doNotAdoptReason'>>;

/** A person flagged Do not adopt: a red badge, its reason in the tooltip. */
export function DoNotAdoptBadge({ person, size = 'sm' }: { person: TFlagged; size?: BadgeProps['size'] }) {
  if (!person.doNotAdopt) return null;
  return (
    <Badge colorPalette="red" variant="solid" size={size} rounded="full" whiteSpace="nowrap" title={person.doNotAdoptReason ?? undefined}>
      Do not adopt
    </Badge>
  );
}

/** The flag said in full where staff decide: "Do not adopt: <reason>", in red. */
export function DoNotAdoptAlert({ person }: { person: TFlagged }) {
  if (!person.doNotAdopt) return null;
  return (
    <Alert.Root status="error" variant="solid" size="sm">
      <Alert.Indicator />
      <Alert.Title>{doNotAdoptText(person)}</Alert.Title>
    </Alert.Root>
  );
}

export const doNotAdoptText = (person: TFlagged) => `Do not adopt${person.doNotAdoptReason ? `: ${person.doNotAdoptReason}` : ''}`;

/** What a person has been to the shelter, each role a grey pill. */
export function RoleBadges({ roles }: { roles: readonly TPersonRole[] }) {
  if (!roles.length) return <Text color="fg.muted">—</Text>;
  return (
    <HStack gap="1" wrap="wrap">
      {roles.map((role) => (
        <Badge key={role} colorPalette="gray" variant="subtle" size="sm" rounded="full" whiteSpace="nowrap">
          {role}
        </Badge>
      ))}
    </HStack>
  );
}

/** The person's flags: Do not adopt in red, an approved foster home, an active volunteer. */
export function FlagBadges({ person }: { person: Pick<TPerson, 'id' | 'name' | 'doNotAdopt' | 'doNotAdoptReason' | 'fosterApprovedOn' | 'volunteerActive'> }) {
  return (
    <HStack gap="1" wrap="wrap">
      <DoNotAdoptBadge person={person} />
      {person.fosterApprovedOn && (
        <Badge colorPalette="purple" variant="subtle" size="sm" rounded="full" whiteSpace="nowrap">
          Approved foster home
        </Badge>
      )}
      {person.volunteerActive && (
        <Badge colorPalette="green" variant="subtle" size="sm" rounded="full" whiteSpace="nowrap">
          Active volunteer
        </Badge>
      )}
    </HStack>
  );
}
