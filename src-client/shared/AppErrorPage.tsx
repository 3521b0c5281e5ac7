import { useRouteError } from 'react-router';
import { errorMessage } from './errors';

/** The last resort when a screen fails to load or render (a deploy replaced its chunk, a bug). */
export function AppErrorPage() {
  const error = useRouteError();
  return (
    <main className="shell page-center">
      <div className="page-message">
        <h1>Something went wrong</h1>
        <p className="muted">{errorMessage(error)}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </div>
    </main>
  );
}
