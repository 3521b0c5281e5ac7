import { chakra } from '@chakra-ui/react';

/**
 * A message's HTML part as its reader's mail client would show it, in a frame with every
 * permission taken away (`sandbox=""`): no script runs, no form is sent, nothing reaches the
 * console's page or session, whatever a template or a value placed into it says.
 */
export function SandboxedHtml({ html, title }: { html: string; title: string }) {
  return <chakra.iframe title={title} sandbox="" srcDoc={html} w="full" h="72" borderWidth="1px" rounded="md" bg="white" />;
}
