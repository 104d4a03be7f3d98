export {
  startServer,
  REPO_ROOT,
  type RunningServer,
  type StartServerOptions,
} from './start-server';
export { freePort } from './free-port';
export {
  startFakeOidcProvider,
  randomIdentity,
  type FakeIdentity,
  type FakeOidcEnv,
  type FakeOidcOptions,
  type FakeOidcProvider,
} from './fake-oidc-provider';
export { createSigningKey, type SignOptions, type SigningKey } from './fake-oidc-keys';
export { createScratchDatabase, type ScratchDatabase } from './scratch-database';
export { findChromium, launchBrowser } from './chromium';
