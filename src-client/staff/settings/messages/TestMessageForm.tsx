import { Button, chakra, Flex } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { SendIcon } from 'lucide-react';
import { FormProvider, useForm } from 'react-hook-form';
import { type TMessageSummary, type TTestMessageInput, ZTestMessageInput } from '../../../../src-shared/schemas/messages';
import { errorMessage } from '../../../shared/errors';
import { applyServerIssues } from '../../../shared/form/field-errors';
import { formFields } from '../../../shared/form/FormFields';
import { notify } from '../../../shared/toaster';
import { trpc } from '../../../shared/trpc';

const F = formFields<TTestMessageInput>();

/** What became of the test message, as the outbox holds it. */
function sentWords(message: TMessageSummary): string {
  if (message.state === 'kept') return `Kept in the outbox for ${message.to}: no SMTP server is configured.`;
  if (message.state === 'sent') return `Sent to ${message.to}.`;
  return `Queued for ${message.to}; its state shows in the outbox.`;
}

/**
 * A test message to any address, written to the outbox like every message and delivered the same
 * way: the admin sees it arrive, or what the SMTP server answered.
 */
export function TestMessageForm() {
  const form = useForm({ resolver: zodResolver(ZTestMessageInput), defaultValues: { to: '' } });
  const send = trpc.messages.sendTest.useMutation();
  const submit = form.handleSubmit(async (input) => {
    try {
      const message: TMessageSummary = await send.mutateAsync(input);
      notify('success', { title: 'Test message written', description: sentWords(message) });
      form.reset();
    } catch (error) {
      notify('error', { title: 'Error', description: 'The test message was not written.' });
      if (!applyServerIssues(error, ['to'], form.setError)) form.setError('to', { type: 'server', message: errorMessage(error) });
    }
  });
  return (
    <FormProvider {...form}>
      <chakra.form noValidate onSubmit={submit} aria-label="Send a test message">
        <Flex gap="3" align={{ base: 'stretch', sm: 'end' }} direction={{ base: 'column', sm: 'row' }}>
          <chakra.div flex="1" minW="0">
            <F.Text name="to" label="Send a test message to" type="email" inputMode="email" autoComplete="email" />
          </chakra.div>
          <Button type="submit" variant="outline" loading={form.formState.isSubmitting} loadingText="Sending...">
            <SendIcon />
            Send test
          </Button>
        </Flex>
      </chakra.form>
    </FormProvider>
  );
}
