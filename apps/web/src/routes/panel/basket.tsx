import { useSession } from '../../features/auth';
import { BasketScreen } from '../../features/commerce';
import '../../styles/commerce.css';

/** SPEC.md §2 basket (cart). */
export function Component() {
  const { loggedIn } = useSession();
  return <BasketScreen loggedIn={loggedIn} />;
}
