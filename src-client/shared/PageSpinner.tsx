/** Shown while a session check or a screen's code is loading (plain CSS: shell.css). */
export function PageSpinner() {
  return (
    <div className="shell page-center" role="status">
      <span className="spinner" aria-hidden />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
