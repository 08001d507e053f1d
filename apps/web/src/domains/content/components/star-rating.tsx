/** The stars' row: 5 stars of 16 px, 2 px apart (the `star-mask` utility in styles.css). */
const STAR_PITCH_PX = 18;
const ROW_WIDTH_PX = 4 * STAR_PITCH_PX + 16;

/** Five stars, `rating` of them filled, read out as 'Rated N out of 5'. */
export function StarRating({ rating }: { rating: number }) {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <p className="relative h-4" style={{ width: `${ROW_WIDTH_PX}px` }}>
      <span className="sr-only">Rated {rating} out of 5</span>
      <span aria-hidden="true" className="star-mask absolute inset-0 bg-slate-200" />
      <span
        aria-hidden="true"
        data-testid="stars-filled"
        className="star-mask absolute inset-y-0 left-0 bg-amber-400"
        style={{ width: `${filled * STAR_PITCH_PX}px` }}
      />
    </p>
  );
}
