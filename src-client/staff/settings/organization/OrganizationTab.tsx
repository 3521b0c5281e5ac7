import { SimpleGrid } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type TOrganizationSettings, ZOrganizationSettings } from '../../../../src-shared/schemas/settings';
import { formFields } from '../../../shared/form/FormFields';
import { SettingsForm } from '../SettingsForm';

const F = formFields<TOrganizationSettings>();

/** This browser's zone, offered as the example of a time zone name. */
const LOCAL_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The Organization tab: the shelter's name and contact details, which the public portal shows too. */
export function OrganizationTab({ settings, mayEdit }: { settings: TOrganizationSettings; mayEdit: boolean }) {
  const form = useForm({ resolver: zodResolver(ZOrganizationSettings), defaultValues: settings });
  return (
    <SettingsForm
      group="organization"
      form={form}
      mayEdit={mayEdit}
      title="Organization"
      description="The shelter’s details; the adoption portal’s footer shows its name, contacts and opening hours."
    >
      <F.Text name="name" label="Organization Name" required autoComplete="organization" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <F.Text name="phone" label="Phone" type="tel" autoComplete="tel" />
        <F.Text name="email" label="Email" type="email" autoComplete="email" />
      </SimpleGrid>
      <F.Textarea name="address" label="Address" rows={2} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <F.Text name="website" label="Website" type="url" placeholder="https://" />
        <F.Text name="taxId" label="Tax ID" />
      </SimpleGrid>
      <F.Text name="logo" label="Logo URL" type="url" placeholder="https://" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <F.Text name="openingHours" label="Opening Hours" helperText="As the public footer shows them." />
        <F.Text name="timeZone" label="Time Zone" placeholder={LOCAL_ZONE} helperText="Decides what “today” is. Empty: the server’s zone." />
      </SimpleGrid>
    </SettingsForm>
  );
}
