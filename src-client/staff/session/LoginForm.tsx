import { Alert, Button, Field, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { type TLoginInput, ZLoginInput } from '../../../src-shared/schemas/auth';
import { errorMessage } from '../../shared/errors';
import { trpc } from '../../shared/trpc';
import { getDisplaySettings } from '../../shared/use-display-settings';
import { defaultPagePath } from '../settings/display/default-page';

export function LoginForm() {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const login = trpc.auth.login.useMutation({
    onSuccess: (user) => {
      utils.auth.me.setData(undefined, user);
      // Logging in at the console's front door opens the Display settings' default page; a link
      // to a particular page keeps its page.
      const home = defaultPagePath(getDisplaySettings().defaultPage, user.role);
      if (pathname === '/' && home !== '/') void navigate(home, { replace: true });
    },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TLoginInput>({ resolver: zodResolver(ZLoginInput), defaultValues: { username: '', password: '' } });

  return (
    // A new attempt replaces the last answer: fields left empty show their own messages, not the
    // refusal of the attempt before.
    <form
      noValidate
      onSubmit={handleSubmit(
        (input) => login.mutate(input),
        () => login.reset(),
      )}
    >
      <Stack gap="4">
        {login.isError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{errorMessage(login.error)}</Alert.Title>
          </Alert.Root>
        )}
        <Field.Root invalid={Boolean(errors.username)}>
          <Field.Label>Username</Field.Label>
          <Input autoComplete="username" autoFocus {...register('username')} />
          <Field.ErrorText>{errors.username?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.password)}>
          <Field.Label>Password</Field.Label>
          <Input type="password" autoComplete="current-password" {...register('password')} />
          <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" w="full" mt="2" loading={login.isPending} loadingText="Logging in…">
          Log in
        </Button>
      </Stack>
    </form>
  );
}
