import { Button, IconButton, Menu, Portal } from '@chakra-ui/react';
import { ChevronDownIcon, PrinterIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { newTab } from './print-links';

/**
 * The console's ways to a paper: each opens it in a tab of its own (the console keeps its state
 * there), where Print prints it. Small on purpose: screens import these, not the papers.
 */

/**
 * A link to a paper, hidden on paper: a printer icon named for what it prints (a row's receipt or
 * contract), or a small button with `children` as its text (a census place's kennel cards).
 */
export function PrintLink({ href, label, children }: { href: string; label: string; children?: ReactNode }) {
  const link = (
    <a href={href} {...newTab}>
      <PrinterIcon />
      {children}
    </a>
  );
  return children ? (
    <Button asChild size="xs" variant="outline" aria-label={label} _print={{ display: 'none' }}>
      {link}
    </Button>
  ) : (
    <IconButton asChild size="xs" variant="ghost" aria-label={label} title={label} _print={{ display: 'none' }}>
      {link}
    </IconButton>
  );
}

/** Print ▾ and the papers a record offers (an animal's kennel card, flyer, certificate). */
export function PrintMenu({ items }: { items: readonly { label: string; href: string }[] }) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline">
          <PrinterIcon />
          Print
          <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            {items.map((item) => (
              <Menu.Item key={item.href} value={item.href} asChild>
                <a href={item.href} {...newTab}>
                  {item.label}
                </a>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
