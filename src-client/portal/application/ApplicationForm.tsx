import { Button, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Ref } from 'react';
import { useForm } from 'react-hook-form';
import {
  ZApplicationInput,
  type TAdoptableAnimal,
  type TApplication,
  type TApplicationInput,
  type TApplicationReceipt,
} from '../../../src-shared/schemas/public';
import { errorMessage, isRefusal } from '../../shared/errors';
import { notify } from '../../shared/toaster';
import { trpc } from '../../shared/trpc';
import { AdditionalInformation, HomeInformation, YourInformation } from './ApplicationSections';
import { Honeypot } from './Honeypot';

/**
 * The adoption application, checked by the same schema the server uses, so
 * every message is the one of section 5. On failure the form stays as typed, ready to send again.
 */
export function ApplicationForm({
  animal,
  firstField,
  onSubmitted,
}: {
  animal: Pick<TAdoptableAnimal, 'id' | 'name'>;
  firstField: Ref<HTMLInputElement>;
  onSubmitted: (receipt: TApplicationReceipt) => void;
}) {
  const form = useForm<TApplicationInput, unknown, TApplication>({
    resolver: zodResolver(ZApplicationInput),
    defaultValues: {
      animalId: animal.id,
      applicantName: '',
      applicantEmail: '',
      applicantPhone: '',
      homeType: '',
      rentOrOwn: 'own',
      landlordApproval: null,
      hasChildren: false,
      hasOtherPets: false,
      otherPetsDetails: '',
      previousPetExperience: '',
      reasonForAdoption: '',
      howDidYouHear: '',
      additionalNotes: '',
      fax: '',
    },
  });
  const submit = trpc.public.submitApplication.useMutation();

  const onValid = async (values: TApplication) => {
    try {
      // Answers to questions that no longer apply (switched back to own, unticked other pets) are not sent.
      const receipt = await submit.mutateAsync({
        ...values,
        landlordApproval: values.rentOrOwn === 'rent' ? values.landlordApproval === true : null,
        otherPetsDetails: values.hasOtherPets ? values.otherPetsDetails : null,
      });
      notify('success', { title: 'Application Submitted', description: 'Your adoption application has been submitted successfully!' });
      onSubmitted(receipt);
    } catch (error) {
      // A refusal says why (an adoption became pending meanwhile); anything else is worth a retry.
      const description = isRefusal(error) ? errorMessage(error) : 'There was an error submitting your application. Please try again.';
      notify('error', { title: 'Submission Failed', description });
    }
  };

  return (
    <Stack asChild gap="8" position="relative">
      <form noValidate onSubmit={form.handleSubmit(onValid)}>
        <Text color="fg.muted" fontSize="sm">
          Fields marked{' '}
          <Text as="span" color="fg.error" aria-hidden>
            *
          </Text>{' '}
          are required.
        </Text>
        <YourInformation form={form} firstField={firstField} />
        <HomeInformation form={form} />
        <AdditionalInformation form={form} animalName={animal.name} />
        <Honeypot registration={form.register('fax')} />
        <Button type="submit" size="lg" loading={submit.isPending} loadingText="Submitting..." alignSelf={{ base: 'stretch', sm: 'end' }}>
          Submit Application
        </Button>
      </form>
    </Stack>
  );
}
