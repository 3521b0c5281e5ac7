import { Stack, Text } from '@chakra-ui/react';
import type { TAdoptionApplication } from '../../../src-shared/schemas/applications';
import { StatusBadge } from '../../shared/StatusBadge';
import type { TFormatters } from '../../shared/use-format';
import { RowLink, type TColumn } from '../components/DataTable';
import { AnimalCell } from '../records/AnimalCell';
import { applicationStatusPalette } from './application-status';
import { dayOf } from './submitted-date';
import { contactColumn } from '../records/contact-column';

/** The inbox's columns; the applicant's name opens the application. A phone keeps applicant and status. */
export function applicationColumns(format: TFormatters, href: (application: TAdoptionApplication) => string): TColumn<TAdoptionApplication>[] {
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
        </Stack>
      ),
    },
    contactColumn((application) => ({ email: application.applicantEmail, phone: application.applicantPhone })),
    {
      key: 'animal',
      header: 'Animal',
      hideBelow: 'md',
      // One link per row: the applicant's name, to the application.
      cell: (application) => <AnimalCell record={application} link={false} />,
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
      cell: (application) => <StatusBadge status={application.status} palette={applicationStatusPalette(application.status)} size="sm" />,
    },
  ];
}
