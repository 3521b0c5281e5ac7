import { Stack } from '@chakra-ui/react';
import { useFormState, useWatch } from 'react-hook-form';
import { MICROCHIP_MANUFACTURERS } from '../../../../src-shared/enums';
import { analyzeChipNumber } from '../../../../src-shared/microchips';
import { formFields } from '../../../shared/form/FormFields';
import { ChipOwnerLink } from './ChipOwnerLink';
import { OTHER_MANUFACTURER, type TChipValues } from './microchip-values';

const F = formFields<TChipValues>();

/**
 * Chip number, manufacturer (Other opens a free-text name) and registration ID. A number that does
 * not look like a chip number gets a hint, not a refusal: staff type what the scanner shows.
 */
export function MicrochipFields({ required }: { required: boolean }) {
  const [number, choice] = useWatch<TChipValues, ['microchipId', 'manufacturerChoice']>({ name: ['microchipId', 'manufacturerChoice'] });
  const analysis = number?.trim() ? analyzeChipNumber(number) : null;
  // The server refuses a number another animal carries (docs/domain.md#identity).
  const refused = useFormState<TChipValues>({ name: 'microchipId' }).errors.microchipId?.type === 'server';
  return (
    <>
      <Stack gap="1">
        <F.Text
          name="microchipId"
          label="Microchip ID"
          required={required}
          placeholder="15-digit number"
          autoComplete="off"
          helperText={analysis && (analysis.valid ? `${analysis.format}` : analysis.message)}
        />
        {refused && number?.trim() && <ChipOwnerLink number={number} />}
      </Stack>
      <F.Select name="manufacturerChoice" label="Manufacturer" required={required} options={MICROCHIP_MANUFACTURERS} placeholder="Select a manufacturer" />
      {choice === OTHER_MANUFACTURER && <F.Text name="otherManufacturer" label="Manufacturer name" required autoComplete="off" />}
      <F.Text name="registrationId" label="Registration ID" placeholder="Registration or city ordinance ID" autoComplete="off" />
    </>
  );
}
