import { DirectoryScreen } from '../../features/site';

/** `/{lang}/therapists`: the therapist directory, open to guests. */
export function Component() {
  return <DirectoryScreen />;
}
