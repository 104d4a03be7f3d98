import { useEffect, useState } from 'react';
import { LOADER_MAX_MS } from '@ravan/contract';

/** Covers the screen while something essential loads; never stays longer than 20 s (SPEC.md). */
export function FullScreenLoader({ label }: { label: string }) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(false), LOADER_MAX_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div className="full-screen-loader" role="progressbar" aria-label={label} data-testid="loader">
      <span className="spinner spinner-large" aria-hidden="true" />
    </div>
  );
}
