/** Laid out like the loaded page, so nothing jumps when the animal arrives. */
export function AnimalDetailSkeleton() {
  return (
    <div role="status" className="profile-top">
      <span className="visually-hidden">Loading animal details…</span>
      <div className="skeleton photo-shape rounded" />
      <div className="profile-side" aria-hidden>
        <div className="skeleton name-shape" />
        <div className="skeleton badges-shape" />
        <div className="skeleton apply-shape" />
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="skeleton line" />
        ))}
      </div>
    </div>
  );
}
