import { ClockIcon, GlobeIcon, MailIcon, MapPinIcon, PhoneIcon, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TPublicOrganization } from '../../../src-shared/schemas/settings';
import { useOrganization } from './use-organization';

/** The header's About Us, Visit Us, Volunteer and Contact links land on these sections. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

function Detail({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <div className="footer-detail">
      <Icon aria-hidden />
      <div>{children}</div>
    </div>
  );
}

function OrganizationDetails({ organization }: { organization: TPublicOrganization }) {
  return (
    <div className="footer-grid">
      <Section id="about" title="About Us">
        <p>
          <strong>{organization.name}</strong> cares for animals in need and helps every one of them find a loving, permanent home.
        </p>
      </Section>
      <Section id="visit" title="Visit Us">
        {organization.address && <Detail icon={MapPinIcon}>{organization.address}</Detail>}
        {organization.openingHours && (
          <Detail icon={ClockIcon}>
            <p className="footer-label">Opening hours</p>
            {organization.openingHours.split(/,\s*/).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </Detail>
        )}
      </Section>
      <Section id="contact" title="Contact">
        {organization.phone && (
          <Detail icon={PhoneIcon}>
            <a href={`tel:${organization.phone.replace(/[^\d+]/g, '')}`}>{organization.phone}</a>
          </Detail>
        )}
        {organization.email && (
          <Detail icon={MailIcon}>
            <a href={`mailto:${organization.email}`}>{organization.email}</a>
          </Detail>
        )}
        {organization.website && (
          <Detail icon={GlobeIcon}>
            <a href={organization.website} target="_blank" rel="noopener noreferrer">
              {organization.website}
            </a>
          </Detail>
        )}
      </Section>
      <Section id="volunteer" title="Volunteer">
        <p>Walk dogs, socialise cats or foster an animal at home. Call or e-mail us to get started.</p>
      </Section>
    </div>
  );
}

export function PublicFooter() {
  const organization = useOrganization();
  return (
    <footer className="portal-footer">
      <div className="container">
        {organization.isPending && <div className="skeleton footer-loading" />}
        {organization.isError && <p>Our contact details could not be loaded. Please try again later.</p>}
        {organization.data && (
          <>
            <OrganizationDetails organization={organization.data} />
            <p className="copyright">
              © {new Date().getFullYear()} {organization.data.name}
            </p>
          </>
        )}
      </div>
    </footer>
  );
}
