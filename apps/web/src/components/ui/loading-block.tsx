/** A spinner in the page's flow (not over it), announced with its label. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <div className="loading-block" role="status" aria-label={label} data-testid="loading-block">
      <span className="spinner spinner-large" aria-hidden="true" />
    </div>
  );
}
