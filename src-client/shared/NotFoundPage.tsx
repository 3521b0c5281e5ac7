import { Link } from 'react-router';

/** 404 Page Not Found, in the console or the portal (plain CSS: shell.css). */
export function NotFoundPage({ home }: { home: { to: string; label: string } }) {
  return (
    <div className="shell page-message">
      <h1>404 Page Not Found</h1>
      <p className="muted">The page you are looking for does not exist or has moved.</p>
      <Link className="button" to={home.to}>
        {home.label}
      </Link>
    </div>
  );
}
