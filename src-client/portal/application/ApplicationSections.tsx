import { Fieldset, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { TApplication, TApplicationInput } from '../../../src-shared/schemas/public';
import { FlagCheckbox } from './FlagCheckbox';
import { FormField } from './FormField';
import { RentOrOwn } from './RentOrOwn';

type TForm = UseFormReturn<TApplicationInput, unknown, TApplication>;

const HOME_TYPES = ['House', 'Apartment', 'Condo', 'Townhouse', 'Mobile home', 'Other'];

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="md" fontWeight="semibold" color="fg" mb="1">
        {legend}
      </Fieldset.Legend>
      <Fieldset.Content gap="4">{children}</Fieldset.Content>
    </Fieldset.Root>
  );
}

/** react-hook-form's ref for the field, and the dialog's ref to focus it first. */
function bothRefs<T>(...refs: (Ref<T> | undefined)[]) {
  return (element: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    }
  };
}

export function YourInformation({ form, firstField }: { form: TForm; firstField: Ref<HTMLInputElement> }) {
  const { register, formState } = form;
  const { errors } = formState;
  const name = register('applicantName');
  return (
    <Section legend="Your Information">
      <FormField label="Full Name" error={errors.applicantName?.message}>
        <Input {...name} ref={bothRefs(name.ref, firstField)} autoComplete="name" />
      </FormField>
      <FormField label="Email" error={errors.applicantEmail?.message}>
        <Input {...register('applicantEmail')} type="email" autoComplete="email" inputMode="email" />
      </FormField>
      <FormField label="Phone Number" error={errors.applicantPhone?.message}>
        <Input {...register('applicantPhone')} type="tel" autoComplete="tel" inputMode="tel" />
      </FormField>
    </Section>
  );
}

export function HomeInformation({ form }: { form: TForm }) {
  const { register, control, formState } = form;
  const { errors } = formState;
  // Landlord approval matters only to renters; other pets' details only to those who have some.
  const [rentOrOwn, hasOtherPets] = useWatch({ control, name: ['rentOrOwn', 'hasOtherPets'] });
  return (
    <Section legend="Home Information">
      <FormField label="Type of Home" error={errors.homeType?.message}>
        <NativeSelect.Root>
          <NativeSelect.Field {...register('homeType')}>
            <option value="">Select your type of home</option>
            {HOME_TYPES.map((type) => (
              <option key={type}>{type}</option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <RentOrOwn control={control} />
      {rentOrOwn === 'rent' && <FlagCheckbox control={control} name="landlordApproval" label="My landlord has approved keeping a pet" />}
      <FlagCheckbox control={control} name="hasChildren" label="There are children in my home" />
      <FlagCheckbox control={control} name="hasOtherPets" label="I have other pets" />
      {hasOtherPets && (
        <FormField label="Other Pets Details (Optional)" error={errors.otherPetsDetails?.message} optional>
          <Textarea {...register('otherPetsDetails')} autoresize rows={2} placeholder="Their species, ages, and how they get along with other animals" />
        </FormField>
      )}
    </Section>
  );
}

export function AdditionalInformation({ form, animalName }: { form: TForm; animalName: string }) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <Section legend="Additional Information">
      <FormField label="Previous Pet Experience" error={errors.previousPetExperience?.message}>
        <Textarea {...register('previousPetExperience')} autoresize rows={3} placeholder="Pets you have had, and for how long" />
      </FormField>
      <FormField label={`Why do you want to adopt ${animalName}?`} error={errors.reasonForAdoption?.message}>
        <Textarea {...register('reasonForAdoption')} autoresize rows={3} />
      </FormField>
      <FormField label="How did you hear about us?" error={errors.howDidYouHear?.message}>
        <Input {...register('howDidYouHear')} />
      </FormField>
      <FormField label="Additional Notes (Optional)" error={errors.additionalNotes?.message} optional>
        <Textarea {...register('additionalNotes')} autoresize rows={2} />
      </FormField>
    </Section>
  );
}
