import { Button, type ButtonProps } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A link that looks like a button: it goes somewhere rather than doing something here. */
export function LinkButton({
  to,
  icon: IconComponent,
  children,
  ...button
}: { to: string; icon?: LucideIcon; children: ReactNode } & Pick<ButtonProps, 'size' | 'variant' | 'colorPalette'>) {
  return (
    <Button asChild size="sm" {...button}>
      <Link to={to}>
        {IconComponent && <IconComponent aria-hidden />}
        {children}
      </Link>
    </Button>
  );
}
