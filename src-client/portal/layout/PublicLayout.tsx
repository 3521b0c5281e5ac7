import { Outlet, useSearchParams } from 'react-router';
import '../portal.css';
import { EmbedClose } from './EmbedClose';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';

/**
 * The adoption portal (every path under /public): open to everyone, no session. Styled with plain
 * CSS (portal.css): a visitor's phone shows it without building Chakra's theme first. Only the
 * application dialog and the toasts bring Chakra, when they open.
 */
export function PublicLayout() {
  // In the widget's overlay (src-widget): no header or footer, and no link away from the animal's page.
  const embed = useSearchParams()[0].get('embed') === '1';
  return (
    <div className={embed ? 'shell portal embed' : 'shell portal'}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {embed ? <EmbedClose /> : <PublicHeader />}
      <main id="main" className="portal-main" tabIndex={-1}>
        <div className="container">
          <Outlet />
        </div>
      </main>
      {!embed && <PublicFooter />}
    </div>
  );
}
