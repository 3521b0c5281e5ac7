import { Alert } from '@chakra-ui/react';

/**
 * Said where a screen or part of one is not open to the signed-in role, in place of a call the
 * server would refuse (docs/domain.md#roles).
 */
export function RoleNotice({ children }: { children: string }) {
  return (
    <Alert.Root status="info" variant="surface">
      <Alert.Indicator />
      <Alert.Description>{children}</Alert.Description>
    </Alert.Root>
  );
}
