export { platformsRoutes } from './platforms.routes';
export { platformForHost, toPlatformInfo, clearPlatformCache } from './platforms.service';
export { countPlatforms, findPlatformById, listPlatforms } from './platforms.repository';
export { isServedHost, publicUrlOf } from './public-url';
export type { PlatformRow } from './platforms.table';
