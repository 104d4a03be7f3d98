import { useCartSync } from '../../features/commerce';
import { useSession } from '../../features/auth';

/** Loaded with the panel only: merges a guest basket after login and loads the cart (SPEC.md §4). */
export default function CartSync() {
  const { loggedIn } = useSession();
  useCartSync(loggedIn);
  return null;
}
