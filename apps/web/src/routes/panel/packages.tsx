import { useSession } from '../../features/auth';
import { PackagesScreen } from '../../features/commerce';
import '../../styles/commerce.css';

/** SPEC.md §2 packages. */
export function Component() {
  const { loggedIn } = useSession();
  return <PackagesScreen loggedIn={loggedIn} />;
}
