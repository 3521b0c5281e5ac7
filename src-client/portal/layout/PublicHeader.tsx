import { Link, useLocation } from 'react-router';
import logoUrl from '../../shared/assets/logo.svg';
import { useOrganization } from './use-organization';

/**
 * About Us, Visit Us, Volunteer and Contact have no pages of their own yet: they lead to the
 * footer's section on the same topic, which every portal page has.
 */
const LINKS = [
  { label: 'Adoptable Animals', to: '/public' },
  { label: 'About Us', to: '#about' },
  { label: 'Visit Us', to: '#visit' },
  { label: 'Volunteer', to: '#volunteer' },
  { label: 'Contact', to: '#contact' },
];

function OrganizationName() {
  const organization = useOrganization();
  if (organization.isPending) return <span className="skeleton brand-placeholder" />;
  return <span className="brand-name">{organization.data?.name ?? 'Adoption Portal'}</span>;
}

export function PublicHeader() {
  const { pathname } = useLocation();
  return (
    <header className="portal-header">
      <div className="container">
        <Link to="/public" className="brand">
          <img src={logoUrl} alt="" width={36} height={36} />
          <OrganizationName />
        </Link>
        <nav aria-label="Adoption portal" className="portal-nav">
          {LINKS.map((link) => (
            <Link key={link.label} to={link.to} aria-current={link.to === pathname ? 'page' : undefined}>
              {link.label}
            </Link>
          ))}
        </nav>
        <Link to="/" className="button outline small">
          Staff Login
        </Link>
      </div>
    </header>
  );
}
