import { useSession } from '../features/auth';
import { CalendarScreen } from '../features/sessions';

/** SPEC.md §2 root-level calendar (`?doctor=ID`), in the language last used. */
export function Component() {
  const { loggedIn } = useSession();
  return <CalendarScreen loggedIn={loggedIn} />;
}
