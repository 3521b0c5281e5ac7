import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { TAdoptionApplication } from '../../../src-shared/schemas/applications';
import { StatusBadge } from '../../shared/StatusBadge';
import type { TFormatters } from '../../shared/use-format';
import { RowLink, type TColumn } from '../components/DataTable';
import { AnimalCell } from '../records/AnimalCell';
import { ApplicantFlags, ApplicantPerson } from './ApplicantPerson';
import { animalsAppliedFor, applicationStatusPalette } from './application-status';
import { dayOf } from './submitted-date';
import { contactColumn } from '../records/contact-column';

/** "Applied for 3 animals", a link to the applicant's applications, when there is more than one animal. */
function SeveralAnimals({ application, href }: { application: TAdoptionApplication; href: string }) {
  const count = animalsAppliedFor(application);
  if (count < 2) return null;
  return (
    <Badge asChild colorPalette="orange" variant="subtle" size="sm" rounded="full" alignSelf="start" _hover={{ textDecoration: 'underline' }}>
      <RouterLink to={href}>Applied for {count} animals</RouterLink>
    </Badge>
  );
}

export const BackupBadge = () => (
  <Badge colorPalette="purple" variant="subtle" size="sm" rounded="full">
    Backup
  </Badge>
);

/**
 * The inbox's columns; the applicant's name opens the application, the animal's its page, their
 * "Applied for N animals" badge lists their applications; under it, a Do-not-adopt flag and the
 * person they match, to confirm. A phone keeps applicant and status.
 */
export function applicationColumns(
  format: TFormatters,
  href: (application: TAdoptionApplication) => string,
  applicantHref: (email: string) => string,
): TColumn<TAdoptionApplication>[] {
  return [
    {
      key: 'applicant',
      header: 'Applicant',
      cell: (application) => (
        <Stack gap="0" minW="0">
          <RowLink to={href(application)}>{application.applicantName}</RowLink>
          <Text fontSize="xs" color="fg.muted" hideFrom="md">
            {application.animalName} · {format.date(dayOf(application.submittedAt))}
          </Text>
          <SeveralAnimals application={application} href={applicantHref(application.applicantEmail)} />
          <ApplicantFlags application={application} />
          <ApplicantPerson application={application} size="xs" />
        </Stack>
      ),
    },
    contactColumn((application) => ({ email: application.applicantEmail, phone: application.applicantPhone })),
    {
      key: 'animal',
      header: 'Animal',
      hideBelow: 'md',
      cell: (application) => <AnimalCell record={application} />,
    },
    {
      key: 'submitted',
      header: 'Submitted',
      hideBelow: 'md',
      cell: (application) => <Text whiteSpace="nowrap">{format.date(dayOf(application.submittedAt))}</Text>,
    },
    {
      key: 'reference',
      header: 'Reference',
      hideBelow: 'xl',
      cell: (application) => (
        <Text fontFamily="mono" fontSize="xs">
          {application.reference}
        </Text>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (application) => (
        <HStack gap="1" wrap="wrap">
          <StatusBadge status={application.status} palette={applicationStatusPalette(application.status)} size="sm" />
          {application.backup && <BackupBadge />}
        </HStack>
      ),
    },
  ];
}
