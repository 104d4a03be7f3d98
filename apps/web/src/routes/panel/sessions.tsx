import { useMatch } from 'react-router';
import { SessionsScreen } from '../../features/sessions';

/** SPEC.md §2 sessions and sessions/request: one screen, `request` opens the request form. */
export function Component() {
  const requestOpen = useMatch('/:lang/panel/sessions/request') !== null;
  return <SessionsScreen requestOpen={requestOpen} />;
}
