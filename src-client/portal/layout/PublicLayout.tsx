import { Outlet } from 'react-router';
import '../portal.css';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';

/**
 * The adoption portal (every path under /public): open to everyone, no session. Styled with plain
 * CSS (portal.css): a visitor's phone shows it without building Chakra's theme first. Only the
 * application dialog and the toasts bring Chakra, when they open.
 */
export function PublicLayout() {
  return (
    <div className="shell portal">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <PublicHeader />
      <main id="main" className="portal-main" tabIndex={-1}>
        <div className="container">
          <Outlet />
        </div>
      </main>
      <PublicFooter />
    </div>
  );
}
