import { LegalPage } from '../../features/site';

/** `/{lang}/privacy`: what is kept, why, and the visitor's control over it. */
export function Component() {
  return <LegalPage page="privacy" />;
}
