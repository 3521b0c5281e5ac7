import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A whole-page message in the portal's voice: an empty list, a missing animal, a failed load.
 * Failures are announced at once (role alert); the rest is read in page order.
 */
export function PortalMessage({
  icon: Icon,
  title,
  titleLevel: Title = 'h2',
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
    <div className="portal-message" role={alert ? 'alert' : undefined}>
      <Icon aria-hidden />
      {title && <Title>{title}</Title>}
      <p>{text}</p>
      {children && <div className="message-actions">{children}</div>}
    </div>
  );
}
