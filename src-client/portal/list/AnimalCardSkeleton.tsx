/** Shaped like a card, so the grid does not jump when the animals arrive. */
export function AnimalCardSkeleton() {
  return (
    <div className="skeleton-card" aria-hidden>
      <div className="skeleton photo-shape" />
      <div className="card-body">
        <div className="skeleton badge-shape" />
        <div className="skeleton title-shape" />
        <div className="skeleton line short" />
        <div className="skeleton line" />
        <div className="skeleton line" />
        <div className="skeleton line short" />
      </div>
      <div className="card-footer">
        <div className="skeleton button-shape" />
      </div>
    </div>
  );
}
