import { useRouteError } from 'react-router';
import { bootStrings } from '../boot-strings';

/** Shown when a screen's code fails to load (or throws): one sentence and a reload button. */
export function RouteError() {
  // Read so React Router marks the error handled; details belong to error reporting, not the screen.
  useRouteError();
  const text = bootStrings();
  return (
    <main className="center-page" role="alert">
      <p>{text.chunkFailed}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {text.reload}
      </button>
    </main>
  );
}
