import { Badge, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { TAdoptionApplication } from '../../../src-shared/schemas/applications';
import type { TPersonRef } from '../../../src-shared/schemas/people';
import { notify } from '../../shared/toaster';
import { trpc } from '../../shared/trpc';
import { personHref } from '../people/person-columns';
import { doNotAdoptText } from '../people/PersonBadges';
import { notifyRefusal } from '../records/notify-refusal';
import { useMay } from '../session/use-may';

/** The person an application concerns: the one staff confirmed, else those whose details match. */
const peopleOf = (application: TAdoptionApplication): TPersonRef[] => (application.person ? [application.person] : application.matches);

/** A red flag for each linked or matching person staff may not place an animal with, with the reason. */
export function ApplicantFlags({ application }: { application: TAdoptionApplication }) {
  const flagged = peopleOf(application).filter((person) => person.doNotAdopt);
  if (!flagged.length) return null;
  return (
    <Stack gap="1" align="start">
      {flagged.map((person) => (
        <Badge key={person.id} colorPalette="red" variant="solid" size="sm" rounded="md" whiteSpace="normal">
          {doNotAdoptText(person)}
        </Badge>
      ))}
    </Stack>
  );
}

function PersonLink({ person }: { person: TPersonRef }) {
  return (
    <Link asChild fontWeight="medium" color="colorPalette.fg">
      <RouterLink to={personHref(person)}>{person.name}</RouterLink>
    </Link>
  );
}

/**
 * Who the applicant is among the shelter's people: the person staff confirmed, or those whose
 * e-mail or phone match, each with Confirm, and "Not this person — create new" for someone new
 * (docs/domain.md#people).
 */
export function ApplicantPerson({ application, size = 'sm' }: { application: TAdoptionApplication; size?: 'xs' | 'sm' }) {
  const mayWrite = useMay('records:write');
  const link = trpc.applications.linkPerson.useMutation();
  if (application.person) {
    return (
      <Text fontSize={size}>
        Applicant: <PersonLink person={application.person} />
      </Text>
    );
  }
  if (!application.matches.length) return null;
  const confirm = async (person: TPersonRef | null) => {
    try {
      await link.mutateAsync(person ? { id: application.id, personId: person.id } : { id: application.id });
      notify(
        'success',
        person
          ? { title: 'Applicant confirmed', description: `The application is now on ${person.name}’s record.` }
          : { title: 'Person created', description: `${application.applicantName} has a record of their own.` },
      );
    } catch (error) {
      notifyRefusal(error, 'The applicant was not linked:');
    }
  };
  const pending = link.isPending ? (link.variables?.personId ?? 'new') : null;
  return (
    <Stack gap="1.5" fontSize={size} align="start">
      {application.matches.map((person) => (
        <Flex key={person.id} gap="2" align="center" wrap="wrap">
          <Text>
            Matches an existing person: <PersonLink person={person} />
          </Text>
          {mayWrite && (
            <Button
              size="2xs"
              variant="outline"
              onClick={() => void confirm(person)}
              loading={pending === person.id}
              disabled={pending !== null}
              aria-label={`Confirm the applicant is ${person.name}`}
            >
              Confirm
            </Button>
          )}
        </Flex>
      ))}
      {mayWrite && (
        <Button
          size="2xs"
          variant="plain"
          px="0"
          color="colorPalette.fg"
          textDecoration="underline"
          onClick={() => void confirm(null)}
          loading={pending === 'new'}
          disabled={pending !== null}
        >
          Not this person — create new
        </Button>
      )}
    </Stack>
  );
}
