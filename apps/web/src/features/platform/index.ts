export { usePlatformInfo, getPlatformInfo, platformInfoQueryKey } from './api/get-platform-info';
