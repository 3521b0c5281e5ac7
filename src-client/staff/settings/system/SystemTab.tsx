import { SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useFormContext, useWatch } from 'react-hook-form';
import { ANIMAL_ID_DIGIT_OPTIONS, DATA_RETENTION_OPTIONS, type TSystemSettings } from '../../../../src-shared/schemas/settings';
import { formFields } from '../../../shared/form/FormFields';
import { SettingsForm } from '../SettingsForm';
import { SwitchField } from '../SwitchField';
import { animalIdExample, retentionLabel, systemFormValues, type TSystemFormSettings, type TSystemFormValues, ZSystemForm } from './system-form';

const F = formFields<TSystemFormValues>();
const DIGITS = ANIMAL_ID_DIGIT_OPTIONS.map((digits) => ({ value: String(digits), label: `${digits} digits` }));
const RETENTION = DATA_RETENTION_OPTIONS.map((days) => ({ value: String(days), label: retentionLabel(days) }));

/** The ID help follows the prefix and digits as they are typed. */
function AnimalIdFields() {
  const { control } = useFormContext<TSystemFormValues>();
  const [prefix, digits] = useWatch({ control, name: ['animalIdPrefix', 'animalIdDigits'] });
  const example = animalIdExample(prefix, digits, new Date().getFullYear());
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      <F.Text name="animalIdPrefix" label="Animal ID Prefix" required helperText={`New animals are numbered like ${example}.`} />
      <F.Select name="animalIdDigits" label="Animal ID Digits" options={DIGITS} />
    </SimpleGrid>
  );
}

/** The System tab: animal numbering, the adoption fee, hold lengths, the microchip rule, e-mail and data retention. */
export function SystemTab({ settings, mayEdit }: { settings: TSystemSettings; mayEdit: boolean }) {
  const form = useForm<TSystemFormValues, unknown, TSystemFormSettings>({ resolver: zodResolver(ZSystemForm), defaultValues: systemFormValues(settings) });
  return (
    <SettingsForm
      group="system"
      form={form}
      mayEdit={mayEdit}
      title="System"
      description="How records are numbered and kept, and the rules adoptions and holds follow."
    >
      <AnimalIdFields />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <F.Text name="defaultAdoptionFee" label="Default Adoption Fee ($)" inputMode="decimal" helperText="Approved applications start with this fee." />
        <F.Select
          name="dataRetentionDays"
          label="Data Retention"
          options={RETENTION}
          helperText="Declined and withdrawn applications are anonymised after this."
        />
        <F.Text
          name="strayHoldDays"
          label="Stray Hold (days)"
          inputMode="numeric"
          helperText="A stray is held this many days from its intake before it may be adopted or transferred (0: no hold)."
        />
        <F.Text
          name="quarantineDays"
          label="Quarantine (days)"
          inputMode="numeric"
          helperText="How long a bite or rabies quarantine lasts unless given an end."
        />
      </SimpleGrid>
      <Stack gap="4" pt="2">
        <SwitchField<TSystemFormValues>
          name="requireMicrochip"
          label="Require Microchip"
          description="An adoption cannot be completed for an animal without a microchip."
        />
        <SwitchField<TSystemFormValues>
          name="acceptBackupApplications"
          label="Accept Backup Applications"
          description="The portal takes applications for an animal whose adoption is pending, flagged as backups."
        />
        <SwitchField<TSystemFormValues>
          name="enableEmailNotifications"
          label="Email Notifications"
          description="Send e-mail to applicants and staff. Settings → Notifications chooses which messages."
        />
      </Stack>
    </SettingsForm>
  );
}
