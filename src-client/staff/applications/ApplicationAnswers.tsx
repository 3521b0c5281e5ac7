import { DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import type { TAdoptionApplication } from '../../../src-shared/schemas/applications';
import { RowLink } from '../components/DataTable';

const yesNo = (value: boolean | null) => (value === null ? 'Not answered' : value ? 'Yes' : 'No');

/** A titled list of labelled answers, a region named by its title. */
export function Section({ title, items }: { title: string; items: [label: string, value: ReactNode][] }) {
  const headingId = useId();
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Heading as="h3" id={headingId} size="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wider" fontSize="xs">
        {title}
      </Heading>
      <DataList.Root orientation="horizontal" size="md" gap="3">
        {items.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel w={{ base: '32', sm: '44' }} flexShrink="0">
              {label}
            </DataList.ItemLabel>
            <DataList.ItemValue>
              <Text whiteSpace="pre-line" wordBreak="break-word">
                {value}
              </Text>
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}

/** Every answer of the portal's application form, as the applicant gave it. */
export function ApplicationAnswers({ application }: { application: TAdoptionApplication }) {
  const home: [string, ReactNode][] = [
    ['Type of Home', application.homeType],
    ['Rent or Own', application.rentOrOwn === 'rent' ? 'Rent' : 'Own'],
  ];
  if (application.rentOrOwn === 'rent') home.push(['Landlord Approval', yesNo(application.landlordApproval)]);
  home.push(['Children in the Home', yesNo(application.hasChildren)], ['Other Pets', yesNo(application.hasOtherPets)]);
  if (application.hasOtherPets) home.push(['Other Pets Details', application.otherPetsDetails ?? 'Not given']);

  return (
    <Stack gap="6">
      <Section
        title="Applicant"
        items={[
          ['Full Name', application.applicantName],
          ['Email', application.applicantEmail],
          ['Phone Number', application.applicantPhone],
          [
            'Animal',
            <>
              <RowLink to={`/animals/${application.animalId}`}>{application.animalName}</RowLink> ({application.animalCode})
            </>,
          ],
        ]}
      />
      <Section title="Home" items={home} />
      <Section
        title="Additional Information"
        items={[
          ['Previous Pet Experience', application.previousPetExperience],
          ['Why Adopt', application.reasonForAdoption],
          ['How They Heard of Us', application.howDidYouHear],
          ['Additional Notes', application.additionalNotes ?? 'None'],
        ]}
      />
    </Stack>
  );
}
