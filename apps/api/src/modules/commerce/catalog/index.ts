export { catalogRoutes } from './catalog.routes';
export { catalogAdminRoutes } from './catalog-admin.routes';
export {
  findPricedPackages,
  isActivePackage,
  minorPerDollarIn,
  packageKindsOf,
  type PricedPackage,
} from './catalog.repository';
export { packageTitle, currencyInUse } from './catalog.service';
export type { PackageKind } from './packages.table';
export { existingPackageIds } from './catalog-admin.repository';
