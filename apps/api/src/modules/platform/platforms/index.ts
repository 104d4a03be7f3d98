export { platformsRoutes } from './platforms.routes';
export { platformForHost, toPlatformInfo, clearPlatformCache } from './platforms.service';
export { countPlatforms, findPlatformById } from './platforms.repository';
export { platforms, type PlatformRow } from './platforms.table';
