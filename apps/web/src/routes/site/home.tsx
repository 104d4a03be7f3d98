import { HomeScreen } from '../../features/site';

/** `/{lang}`: the public home page. */
export function Component() {
  return <HomeScreen />;
}
