import { LegalPage } from '../../features/site';

/** `/{lang}/terms`: the terms of use the sign-up's terms box links to. */
export function Component() {
  return <LegalPage page="terms" />;
}
