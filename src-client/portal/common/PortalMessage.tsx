import { Heading, Icon, Stack, Text } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A whole-page message in the portal's voice: an empty list, a missing animal, a failed load.
 * Failures are announced at once (role alert); the rest is read in page order.
 */
export function PortalMessage({
  icon,
  title,
  titleLevel = 'h2',
  text,
  alert = false,
  children,
}: {
  icon: LucideIcon;
  title?: string;
  titleLevel?: 'h1' | 'h2';
  text: string;
  alert?: boolean;
  children?: ReactNode;
}) {
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="4"
      py={{ base: '12', md: '16' }}
      px="6"
      bg="bg.panel"
      borderWidth="1px"
      rounded="2xl"
      role={alert ? 'alert' : undefined}
    >
      <Icon as={icon} boxSize="12" color={alert ? 'fg.error' : 'colorPalette.fg'} aria-hidden />
      {title && (
        <Heading as={titleLevel} size="2xl" letterSpacing="tight">
          {title}
        </Heading>
      )}
      <Text color="fg.muted" maxW="md" fontSize="lg">
        {text}
      </Text>
      {children && (
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" pt="2">
          {children}
        </Stack>
      )}
    </Stack>
  );
}
