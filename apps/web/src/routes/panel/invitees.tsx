import { InviteesScreen } from '../../features/commerce';
import '../../styles/commerce.css';

/** SPEC.md §2 invitees. */
export function Component() {
  return <InviteesScreen />;
}
